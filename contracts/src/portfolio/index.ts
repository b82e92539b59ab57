export * from './requests.ts';
export * from './responses.ts';
export * from './bounds.ts';
export * from './dividends.ts';
export * from './lot-edits.ts';
export * from './imports.ts';
export * from './performance.ts';
export * from './tax-report.ts';
