/**
 * How the alerts feature meets the others: its scheduled evaluation job, and the stop-loss
 * watches assembled from the lists' preferences and the portfolio's open positions.
 */
import type { ListsService } from '../lists/service.ts';
import type { ScheduledJob } from '../background/index.ts';
import type { StopLossWatch } from './evaluation.ts';
import type { AlertsService } from './service.ts';

export const ALERT_EVALUATION_JOB = 'alert-evaluation';

/** Every 30 s by default (JOB_INTERVALS can change it): one quote per symbol per tick. */
export function alertEvaluationJob(alerts: AlertsService): ScheduledJob {
  return {
    name: ALERT_EVALUATION_JOB,
    intervalMs: 30_000,
    async run(signal: AbortSignal) {
      await alerts.evaluate(signal);
    },
  };
}

interface OpenPositions {
  openPositions(): Promise<{ ownerId: string; listId: string; symbol: string; averageCost: number }[]>;
}

/**
 * Open positions of lists with price alerts on, each with its list's stop-loss threshold. A list
 * whose preferences cannot be read (deleted meanwhile) is skipped.
 */
export async function stopLossWatches(lists: Pick<ListsService, 'preferences'>, portfolio: OpenPositions): Promise<Omit<StopLossWatch, 'armed'>[]> {
  const positions = await portfolio.openPositions();
  const thresholds = new Map<string, Promise<number | null>>();
  const thresholdOf = (ownerId: string, listId: string) => {
    const key = `${ownerId}:${listId}`;
    if (!thresholds.has(key)) {
      thresholds.set(
        key,
        lists.preferences(ownerId, listId).then(
          (preferences) => (preferences.enablePriceAlerts ? preferences.stopLossThreshold : null),
          () => null,
        ),
      );
    }
    return thresholds.get(key)!;
  };
  const watches = await Promise.all(
    positions.map(async (position) => {
      const threshold = await thresholdOf(position.ownerId, position.listId);
      return threshold === null
        ? null
        : { ownerId: position.ownerId, listId: position.listId, symbol: position.symbol, costBasisPerShare: position.averageCost, thresholdPercent: threshold };
    }),
  );
  return watches.filter((watch) => watch !== null);
}
