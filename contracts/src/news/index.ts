export * from './article.ts';
export * from './portfolio.ts';
export * from './settings.ts';
