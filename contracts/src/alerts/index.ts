export * from './alert.ts';
export * from './notifications.ts';
