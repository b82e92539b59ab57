import type { ScheduledJob } from '../background/index.ts';
import type { TrendsService } from './service.ts';

export const TREND_DETECTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Every hour: the detector over each followed symbol's recent bars. A symbol whose data cannot be
 * fetched is skipped this round (and logged); the others still run.
 */
export function trendDetectionJob(trends: Pick<TrendsService, 'followedSymbols' | 'detect'>, log?: { warn(object: unknown, message: string): void }): ScheduledJob {
  return {
    name: 'trend-detection',
    intervalMs: TREND_DETECTION_INTERVAL_MS,
    async run(signal) {
      for (const symbol of await trends.followedSymbols()) {
        if (signal.aborted) return;
        try {
          await trends.detect(symbol);
        } catch (error) {
          log?.warn({ err: error, symbol }, 'trend detection skipped a symbol');
        }
      }
    },
  };
}
