export * from './company-names.ts';
export * from './metric-assessment.ts';
export * from './overview.ts';
export * from './ranges.ts';
export * from './series.ts';
export * from './stock.ts';
