/**
 * Gathers the facts for an analysis or a chat answer from the portfolio's queries and the market
 * cache. Market trouble for one holding leaves that holding with fewer facts; it does not fail
 * the analysis. Price history is fetched a few symbols at a time so a large list does not
 * flood the market-data budget.
 */
import { companyName, DEFAULT_MAX_POSITION_SIZE, type PriceRow, type StockData } from '@folio/contracts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import { stockData } from '../market/stock-data.ts';
import type { PortfolioQueries } from '../portfolio/queries.ts';
import type { Actor } from '../shared/actor.ts';
import { diversificationOf } from './analyst/diversification.ts';
import type { ListFacts, PortfolioFacts, StockFacts } from './analyst/facts.ts';
import { fundamentalFacts, riskOf } from './analyst/fundamentals.ts';
import { listFacts, positionFacts, summaryFacts } from './analyst/holdings.ts';
import { performanceOf, portfolioVolatility } from './analyst/performance.ts';
import { technicalFacts } from './analyst/technicals.ts';
import { yieldToEventLoop } from './event-loop.ts';

export interface ContextDeps {
  lists: ListsService;
  portfolio: PortfolioQueries;
  market: CachedMarketData;
  now(): Date;
}

/** Enough daily bars for SMA 200 plus a month to spot a recent cross. */
const HISTORY_DAYS = 420;
const HISTORY_CONCURRENCY = 4;

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function insightsContext(deps: ContextDeps) {
  async function bars(symbol: string): Promise<readonly PriceRow[]> {
    const to = deps.now();
    const from = new Date(to.getTime() - HISTORY_DAYS * 86_400_000);
    return (await deps.market.history(symbol, { from, to, interval: '1d' }).catch(() => null))?.value ?? [];
  }

  /** The list a request names (404 unless owned), or the default list. */
  async function listOf(actor: Actor, listId: string | undefined): Promise<{ id: string; name: string }> {
    const list = await deps.lists.owned(actor, listId ?? (await deps.lists.defaultListId(actor)));
    return { id: list._id, name: list.name };
  }

  /**
   * The max position size the request gave, else the list's own preference (server-side, see
   * lists/service.ts `preferences`); over every list, the spec's default.
   */
  const maxPositionSizeOf = async (actor: Actor, listId: string | undefined, given: number | undefined) =>
    given ?? (listId ? (await deps.lists.preferences(actor, listId)).maxPositionSize : DEFAULT_MAX_POSITION_SIZE);

  async function listFactsOf(actor: Actor, list: { id: string; name: string | null }, maxPositionSize: number | undefined, scopeListId: string | undefined) {
    const [items, summary, maxPosition] = await Promise.all([
      deps.portfolio.items(actor, { listId: scopeListId }, 'full'),
      deps.portfolio.summary(actor, { listId: scopeListId }),
      maxPositionSizeOf(actor, scopeListId, maxPositionSize),
    ]);
    return { facts: listFacts(list, items, summary.cashBalance, maxPosition), items, summary };
  }

  function stockFactsOf(symbol: string, stock: StockData | null, history: readonly PriceRow[], list: ListFacts): StockFacts {
    const technicals = technicalFacts(history, stock?.currentPrice, stock ? { low: stock.week52Low, high: stock.week52High } : undefined);
    const fundamentals = fundamentalFacts(stock);
    return {
      symbol,
      name: companyName(symbol),
      price: stock?.currentPrice ?? history.at(-1)?.c ?? null,
      dayChangePercent: stock?.dayChangePercent ?? null,
      dataSource: deps.market.source,
      technicals,
      fundamentals,
      position: positionFacts(list, symbol, fundamentals.sector),
      risk: riskOf(technicals, stock),
    };
  }

  return {
    listOf,

    /** Unknown symbols fail here with 404 'Stock not found', before any analyst runs. */
    async stock(actor: Actor, symbol: string, listId: string | undefined, maxPositionSize: number | undefined) {
      const list = await listOf(actor, listId);
      const [stock, history, { facts: listFacts }] = await Promise.all([
        stockData(deps.market, symbol),
        bars(symbol),
        listFactsOf(actor, list, maxPositionSize, list.id),
      ]);
      return { list, facts: stockFactsOf(symbol, stock, history, listFacts) };
    },

    async portfolio(actor: Actor, listId: string | undefined, maxPositionSize: number | undefined): Promise<{ list: { id: string; name: string }; facts: PortfolioFacts }> {
      const list = await listOf(actor, listId);
      const { facts: listFacts, items, summary } = await listFactsOf(actor, list, maxPositionSize, list.id);
      const held = listFacts.holdings.map((h) => h.symbol);
      const histories = new Map<string, readonly PriceRow[]>();
      const stocks = await mapLimit(held, HISTORY_CONCURRENCY, async (symbol) => {
        const history = await bars(symbol);
        histories.set(symbol, history);
        return stockFactsOf(symbol, items.find((item) => item.symbol === symbol)?.stockData ?? null, history, listFacts);
      });
      const summaryOf = summaryFacts(summary);
      const asOf = deps.now().toISOString();
      return {
        list,
        facts: {
          list: listFacts,
          summary: summaryOf,
          stocks,
          diversification: diversificationOf(listFacts, stocks),
          performance: performanceOf(summaryOf, portfolioVolatility(listFacts.holdings, histories), listFacts.holdings.length, asOf),
          dataSource: deps.market.source,
          asOf,
        },
      };
    },

    /** The chat's view: one list, or every list when none is named. */
    async holdings(actor: Actor, listId: string | undefined, maxPositionSize: number | undefined) {
      const list = listId ? await listOf(actor, listId) : { id: '*', name: 'all your lists' };
      const { facts, summary } = await listFactsOf(actor, list, maxPositionSize, listId);
      return { list, facts, summary: summaryFacts(summary), sectors: diversificationOf(facts, []).sectorAllocation };
    },
  };
}

export type InsightsContext = ReturnType<typeof insightsContext>;
