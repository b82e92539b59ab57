/** The performance chart's ranges, zod-free for the browser (performance.ts builds the schema). */
export const PERFORMANCE_RANGES = ['1M', '3M', '6M', 'YTD', '1Y', '3Y', '5Y', 'MAX'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];
