export * from './recommendations.ts';
export * from './rules.ts';
export * from './analysis.ts';
export * from './chat.ts';
export * from './llm.ts';
