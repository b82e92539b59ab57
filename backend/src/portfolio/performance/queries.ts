import { PerformanceSeriesSchema, type PerformanceRange, type PerformanceSeries, type PriceRow } from '@folio/contracts';
import { LRUCache } from 'lru-cache';
import type { ListsService } from '../../lists/service.ts';
import { responseSerializer } from '../../platform/serializer.ts';
import type { Actor } from '../../shared/actor.ts';
import { toIsoDay } from '../../shared/dates.ts';
import { toDay, toIsoDate } from '../../shared/days.ts';
import { unpooled } from '../../shared/unpooled.ts';
import type { PortfolioQueries } from '../queries.ts';
import { benchmarkCloses as parseCloses, performanceWindow, rangeStart, withBenchmark, type BenchmarkCloses } from './series.ts';

export interface PerformanceDeps {
  portfolio: Pick<PortfolioQueries, 'dailySeries'>;
  lists: Pick<ListsService, 'preferences' | 'defaultListId'>;
  /** Position of the last event the read models have applied: any new event may change a series. */
  readModelPosition(): number | null;
  now(): Date;
}

export interface PerformanceQuery {
  listId?: string | undefined;
  range: PerformanceRange;
}

/** A week before the base day: the benchmark's last close on or before it is then in the answer. */
const BENCHMARK_LEAD_DAYS = 7;
/**
 * Bytes of kept answers, all users together: a ten-year MAX answer is about 350 KB, so 500
 * answers kept by count could hold 175 MB.
 */
const KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  position: number | null;
  to: string;
  body: Buffer;
}

type Closes = Awaited<ReturnType<PortfolioQueries['dailySeries']>>['closes'];

/** GET /api/investments/performance: the list's daily series over a range with its benchmark. */
export function performanceQueries(deps: PerformanceDeps) {
  const check = responseSerializer({ schema: PerformanceSeriesSchema, method: 'GET', url: '/api/investments/performance' });
  /**
   * The envelope and a point checked against the schema, then the whole answer written out. Every
   * point is the same literal shape with finite numbers (series.ts rounds NaN to 0), so checking
   * 3,000 more of them one by one (a third of a MAX answer's cost) would find nothing new.
   */
  const serialize = (answer: PerformanceSeries) => {
    check({ ...answer, points: answer.points.slice(0, 1) });
    return JSON.stringify(answer);
  };
  /** Benchmark closes as day numbers, kept per market answer (the cache hands out the same rows while fresh). */
  const parsed = new WeakMap<readonly PriceRow[], BenchmarkCloses | null>();
  const kept = new LRUCache<string, KeptAnswer>({ maxSize: KEPT_ANSWER_BYTES, sizeCalculation: (answer, key) => answer.body.length + 2 * key.length + 64 });

  async function benchmark(history: Closes, symbol: string, from: number, until: number): Promise<BenchmarkCloses | null | undefined> {
    const answer = await history
      .history(symbol, { from: new Date(`${toIsoDate(from - BENCHMARK_LEAD_DAYS)}T00:00:00Z`), to: new Date(`${toIsoDate(until)}T00:00:00Z`), interval: '1d' })
      // An unknown or unavailable benchmark leaves the benchmark column null; the list's own series still answers.
      .catch(() => null);
    if (!answer) return undefined;
    let closes = parsed.get(answer.value);
    if (closes === undefined) {
      closes = parseCloses({ dates: answer.value.map((row) => row.t.slice(0, 10)), closes: answer.value.map((row) => row.c) });
      parsed.set(answer.value, closes);
    }
    return closes;
  }

  /** The answer, and whether it may be kept: not when some closes or rates could not be loaded (asked again next time). */
  async function build(actor: Actor, query: PerformanceQuery): Promise<{ answer: PerformanceSeries; complete: boolean }> {
    // The list's preferences first: an unknown or foreign list is a 404 before anything is read.
    const preferences = await deps.lists.preferences(actor, query.listId ?? (await deps.lists.defaultListId(actor)));
    const { series, base, until, includesCash, closes, complete } = await deps.portfolio.dailySeries(actor, query.listId);
    // No await from here until the window is copied out: the series is the returns book's own arrays.
    const untilDay = toDay(until);
    const fromDay = Math.min(rangeStart(query.range, untilDay, series.days[0]), untilDay);
    // MAX measures since inception: from before the first day, so its own move counts (docs/returns.md).
    const window = performanceWindow(series, fromDay, untilDay, query.range === 'MAX' ? fromDay - 1 : fromDay);
    const symbol = preferences.benchmarkSymbol;
    // undefined: the benchmark could not be loaded (maybe for a moment): shown as null, not kept.
    const benchmarkCloses = window.points.length > 0 ? await benchmark(closes, symbol, window.benchmarkBaseDay, untilDay) : null;
    const points = benchmarkCloses === undefined ? window.points : withBenchmark(window, benchmarkCloses);
    const answer = { listId: query.listId ?? null, range: query.range, from: toIsoDate(fromDay), to: until, baseCurrency: base, includesCash, benchmarkSymbol: symbol, points };
    return { answer, complete: complete && benchmarkCloses !== undefined };
  }

  return {
    performance: async (actor: Actor, query: PerformanceQuery): Promise<PerformanceSeries> => (await build(actor, query)).answer,

    /**
     * `performance` as the JSON the route answers (schema-checked once), kept per user, list and
     * range while no event has been applied since and the day is the same: a series changes only
     * with the ledger, the list's preferences (both events) or the day.
     */
    async performanceJson(actor: Actor, query: PerformanceQuery): Promise<Buffer> {
      const key = `${actor.userId}:${query.listId ?? '*'}:${query.range}`;
      // Read before the answer is built: an answer may be newer than its position, never older.
      const position = deps.readModelPosition();
      const stored = kept.get(key);
      if (stored && position !== null && stored.position === position && stored.to === toIsoDay(deps.now())) {
        // Still the owner's: a foreign or deleted list answers 404 as before.
        await deps.lists.preferences(actor, query.listId ?? (await deps.lists.defaultListId(actor)));
        return stored.body;
      }
      const { answer, complete } = await build(actor, query);
      const body = Buffer.from(serialize(answer));
      kept.delete(key);
      if (!complete) return body;
      const own = unpooled(body);
      kept.set(key, { position, to: answer.to, body: own });
      return own;
    },
  };
}

export type PerformanceQueries = ReturnType<typeof performanceQueries>;
