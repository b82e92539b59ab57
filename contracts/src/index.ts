export * from './common.ts';
export * from './auth.ts';
export * from './lists.ts';
export * from './health.ts';
export * from './client.ts';
export * from './market/index.ts';
export * from './portfolio/index.ts';
export * from './csv/index.ts';
