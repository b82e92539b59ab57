import type { PerformanceRange, PerformanceSeries } from '@folio/contracts';
import type { ListsService } from '../../lists/service.ts';
import type { Actor } from '../../shared/actor.ts';
import { toDay, toIsoDate } from '../../shared/days.ts';
import type { PortfolioQueries } from '../queries.ts';
import type { PriceSeries } from '../returns/index.ts';
import { performanceWindow, rangeStart, withBenchmark } from './series.ts';

export interface PerformanceDeps {
  portfolio: Pick<PortfolioQueries, 'dailySeries'>;
  lists: Pick<ListsService, 'preferences' | 'defaultListId'>;
}

/** A week before the base day: the benchmark's last close on or before it is then in the answer. */
const BENCHMARK_LEAD_DAYS = 7;

/** GET /api/investments/performance: the list's daily series over a range with its benchmark. */
export function performanceQueries(deps: PerformanceDeps) {
  async function benchmarkCloses(history: Awaited<ReturnType<PortfolioQueries['dailySeries']>>['closes'], symbol: string, from: number, until: number): Promise<PriceSeries | undefined> {
    const answer = await history
      .history(symbol, { from: new Date(`${toIsoDate(from - BENCHMARK_LEAD_DAYS)}T00:00:00Z`), to: new Date(`${toIsoDate(until)}T00:00:00Z`), interval: '1d' })
      // An unknown or unavailable benchmark leaves the benchmark column null; the list's own series still answers.
      .catch(() => null);
    if (!answer) return undefined;
    return { dates: answer.value.map((row) => row.t.slice(0, 10)), closes: answer.value.map((row) => row.c) };
  }

  return {
    async performance(actor: Actor, query: { listId?: string | undefined; range: PerformanceRange }): Promise<PerformanceSeries> {
      // The list's preferences first: an unknown or foreign list is a 404 before anything is read.
      const preferences = await deps.lists.preferences(actor, query.listId ?? (await deps.lists.defaultListId(actor)));
      const { series, base, until, closes } = await deps.portfolio.dailySeries(actor, query.listId);
      // No await from here until the window is copied out: the series is the returns book's own arrays.
      const untilDay = toDay(until);
      const fromDay = Math.min(rangeStart(query.range, untilDay, series.days[0]), untilDay);
      // MAX measures since inception: from before the first day, so its own move counts (docs/returns.md).
      const window = performanceWindow(series, fromDay, untilDay, query.range === 'MAX' ? fromDay - 1 : fromDay);
      const symbol = preferences.benchmarkSymbol;
      const points = window.points.length > 0 ? withBenchmark(window, await benchmarkCloses(closes, symbol, window.benchmarkBaseDay, untilDay)) : [];
      return {
        listId: query.listId ?? null,
        range: query.range,
        from: toIsoDate(fromDay),
        to: until,
        baseCurrency: base,
        benchmarkSymbol: symbol,
        points,
      };
    },
  };
}

export type PerformanceQueries = ReturnType<typeof performanceQueries>;
