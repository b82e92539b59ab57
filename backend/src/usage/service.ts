/** GET /api/usage: today's real outbound requests per provider against its daily limit, with warnings. */
import type { ApiUsage } from '@folio/contracts';
import type { UsageCounters } from './counters.ts';

/** A warning from 70 % of a provider's daily limit; a stronger one from 90 %. */
export const WARNING_RATIO = 0.7;
export const CRITICAL_RATIO = 0.9;

export interface UsageLimit {
  name: string;
  limit: number;
}

export function usageWarnings(apis: ApiUsage['apis']): string[] {
  const warnings: string[] = [];
  for (const [name, { used, limit }] of Object.entries(apis)) {
    if (limit <= 0) continue;
    const ratio = used / limit;
    const percent = Math.floor(ratio * 100);
    if (ratio >= CRITICAL_RATIO) warnings.push(`${name}: ${used} of ${limit} daily requests used (${percent}%), close to the limit`);
    else if (ratio >= WARNING_RATIO) warnings.push(`${name}: ${used} of ${limit} daily requests used (${percent}%)`);
  }
  return warnings;
}

export function usageService(deps: { counters: UsageCounters; limits: () => readonly UsageLimit[]; now: () => Date }) {
  return {
    async report(): Promise<ApiUsage> {
      const apis: ApiUsage['apis'] = {};
      for (const { name, limit } of deps.limits()) {
        const today = await deps.counters.today(name, limit);
        apis[name] = { used: today.count, limit: today.limit };
      }
      return { apis, warnings: usageWarnings(apis), timestamp: deps.now().toISOString() };
    },
  };
}

export type UsageService = ReturnType<typeof usageService>;
