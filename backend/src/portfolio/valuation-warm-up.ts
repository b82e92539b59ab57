/**
 * A list's holdings and summary answers worked out in the background after a burst of purchases
 * (a bulk add or an import of WARM_UP_PURCHASES or more), as Ghostfolio recomputes a portfolio's
 * snapshot in a queue once its activities change. The holdings view and the dashboard that follow
 * a 5,000-row import then find their answers kept (queries.ts, `keptAnswer`) instead of valuing
 * 5,000 symbols' daily history inside the first request. A single trade does not warm anything:
 * its incremental revaluation is cheap when asked for.
 *
 * Best effort, never retried: the warm-up waits until the burst has been quiet for QUIET_MS and
 * the read models hold it, works on one list at a time, gives up on any failure (the request that
 * asks reports it), and with a request budget (Yahoo) runs only while a call per symbol would
 * still leave users half the budget. Its answers are the requests' own answers; an event after
 * them invalidates them as usual.
 */
import type { Reactor } from '../background/reactor.ts';
import type { CachedMarketData } from '../market/cache.ts';
import type { PortfolioQueries } from './queries.ts';

export const VALUATION_WARM_UP_REACTOR = 'portfolio.valuation-warm-up';
/** Purchases of one list within a burst from which its answers are worked out ahead. */
export const WARM_UP_PURCHASES = 100;
/**
 * Lists larger than this are not valued ahead: their holdings answer alone is tens of MB (the
 * kept answers hold 32 MB in all), and working it out beside the requests that follow a bulk
 * add took a 50,000-position server's peak memory from ~790 MB to ~960 MB.
 */
export const WARM_UP_MAX_POSITIONS = 10_000;
/** A burst ends once its list has had no purchase for this long. */
const QUIET_MS = 250;

interface Burst {
  userId: string;
  listId: string;
  purchases: number;
  /** Log position of the burst's last event: the read models must hold it first. */
  position: number;
  timer?: NodeJS.Timeout;
}

export interface ValuationWarmUpDeps {
  queries: Pick<PortfolioQueries, 'itemsJson' | 'summaryJson' | 'positions'>;
  market: Pick<CachedMarketData, 'canSpare'>;
  waitForProjections(position: number): Promise<unknown>;
  quietMs?: number;
}

/** Purchases an event of the book makes in one list (0: none). */
function purchasesIn(type: string, data: { listId?: unknown; purchases?: unknown[] }): number {
  if (typeof data.listId !== 'string') return 0;
  if (type === 'PositionOpened' || type === 'PositionIncreased') return 1;
  return type === 'PositionsIncreased' && Array.isArray(data.purchases) ? data.purchases.length : 0;
}

export function valuationWarmUp(deps: ValuationWarmUpDeps) {
  const bursts = new Map<string, Burst>();
  /** The warm-ups under way or waiting, one after another. */
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  async function warm({ userId, listId, position }: Burst) {
    if (stopped) return;
    try {
      await deps.waitForProjections(position);
      const actor = { userId };
      const held = (await deps.queries.positions(actor, { listId })).length;
      // Each view may ask the provider once per symbol (quotes, then closes): with a request
      // budget, only while that would still leave users half of it.
      if (held > WARM_UP_MAX_POSITIONS || !deps.market.canSpare(held)) return;
      await deps.queries.itemsJson(actor, { listId }, 'quote');
      if (!stopped && deps.market.canSpare(held)) await deps.queries.summaryJson(actor, { listId });
    } catch (error) {
      warmUp.onFailure?.(error, listId);
    }
  }

  function ended(key: string) {
    const burst = bursts.get(key);
    bursts.delete(key);
    if (burst && burst.purchases >= WARM_UP_PURCHASES) queue = queue.then(() => warm(burst));
  }

  const reactor: Reactor = {
    name: VALUATION_WARM_UP_REACTOR,
    handles: new Set(['PositionOpened', 'PositionIncreased', 'PositionsIncreased']),
    startsAt: 'head',
    async react(event, ctx) {
      const data = event.data as { listId?: unknown; purchases?: unknown[] };
      const purchases = purchasesIn(event.type, data);
      if (purchases === 0 || !ctx.actor.userId || stopped) return;
      const key = `${ctx.actor.userId} ${data.listId}`;
      const burst = bursts.get(key) ?? { userId: ctx.actor.userId, listId: data.listId as string, purchases: 0, position: 0 };
      burst.purchases += purchases;
      burst.position = Math.max(burst.position, event.position);
      clearTimeout(burst.timer);
      burst.timer = setTimeout(() => ended(key), deps.quietMs ?? QUIET_MS).unref();
      bursts.set(key, burst);
    },
  };

  const warmUp = {
    reactor,
    /** Told of a warm-up that gave up (the app logs it); the next request values the list. */
    onFailure: undefined as ((error: unknown, listId: string) => void) | undefined,
    /** Resolves once no burst is waiting and no warm-up is under way (tests). */
    async settled(): Promise<void> {
      while (bursts.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      for (let seen: Promise<void> | null = null; seen !== queue; ) await (seen = queue);
    },
    /** Drops waiting bursts; resolves once a warm-up under way has stopped before its next step. */
    stop(): Promise<void> {
      stopped = true;
      for (const burst of bursts.values()) clearTimeout(burst.timer);
      bursts.clear();
      return queue;
    },
  };
  return warmUp;
}
