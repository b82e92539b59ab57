export * from './columns.ts';
export * from './export.ts';
export * from './import.ts';
export * from './messages.ts';
export * from './values.ts';
