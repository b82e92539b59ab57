export * from './smart-lists.ts';
export * from './trends.ts';
export * from './usage.ts';
export * from './gmail.ts';
