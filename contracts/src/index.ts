export * from './common.ts';
export * from './auth.ts';
export * from './lists.ts';
export * from './health.ts';
// The API client is `@folio/contracts/client` (zod-free, a shared singleton in the browser).
export { answerSchemas } from './client/answers.ts';
export * from './market/index.ts';
export * from './portfolio/index.ts';
export * from './csv/index.ts';
export * from './audit.ts';
export * from './insights/index.ts';
export * from './alerts/index.ts';
export * from './news/index.ts';
export * from './tools/index.ts';
export * from './validation-messages.ts';
export * from './money.ts';
