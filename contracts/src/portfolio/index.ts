export * from './requests.ts';
export * from './responses.ts';
