/** API usage (dashboard-news-tools.md sections 3 and 9): real outbound requests per provider today. */
import { z } from 'zod';

export const ApiUsageSchema = z
  .object({
    apis: z.record(z.string(), z.object({ used: z.number().int(), limit: z.number().int() })),
    warnings: z.array(z.string()),
    timestamp: z.string(),
  })
  .meta({ id: 'ApiUsage' });
export type ApiUsage = z.infer<typeof ApiUsageSchema>;

/** Ratio colours: above 90 % red, above 70 % yellow, else green. */
export function usageLevel(used: number, limit: number): 'danger' | 'warning' | 'success' {
  const ratio = limit > 0 ? used / limit : 0;
  if (ratio > 0.9) return 'danger';
  if (ratio > 0.7) return 'warning';
  return 'success';
}
