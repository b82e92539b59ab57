export * from './requests.ts';
export * from './responses.ts';
export * from './bounds.ts';
