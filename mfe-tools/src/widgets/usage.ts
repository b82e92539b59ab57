/** GET /api/usage (dashboard-news-tools.md sections 3 and 9), refetched every 30 s. */
import { usageLevel } from '@folio/contracts';

export const USAGE_REFRESH_MS = 30_000;

/** Ratio colours: above 90 % red (danger), above 70 % yellow (warning), else green (success). */
export const usageIntent = usageLevel;

/** The colour in words too, so the state does not rest on colour alone. */
export function usageStatus(used: number, limit: number): string {
  const level = usageLevel(used, limit);
  return level === 'danger' ? 'Near limit' : level === 'warning' ? 'High' : 'OK';
}

export function usagePercent(used: number, limit: number): string {
  return limit > 0 ? `${Math.floor((used / limit) * 100)}%` : '0%';
}
