import type { SymbolTrade, SymbolTrades } from '@folio/contracts';
import type { ListsService } from '../../lists/service.ts';
import type { CachedMarketData } from '../../market/cache.ts';
import { listingCurrency } from '../../market/listing-currency.ts';
import type { ReadStore } from '../../readstore/port.ts';
import type { Actor } from '../../shared/actor.ts';
import { costOf, heldQuantity } from '../lots.ts';
import { POSITIONS, TRANSACTIONS, type PositionDoc, type TransactionDoc } from '../projection.ts';

export interface TradesDeps {
  readStore: ReadStore;
  lists: Pick<ListsService, 'owned'>;
  market: CachedMarketData;
}

/**
 * GET /api/investments/stocks/{symbol}/trades: the markers of the stock page's price chart (dated
 * buys and sells from the ledger) and its cost line (the average cost of the open lots). The
 * prices come from GET /api/stocks/{symbol}/history, which the page already reads.
 */
export function tradesQueries(deps: TradesDeps) {
  return {
    async trades(actor: Actor, symbol: string, query: { listId?: string | undefined }): Promise<SymbolTrades> {
      if (query.listId) await deps.lists.owned(actor, query.listId);
      const filter = { ownerId: actor.userId, symbol, ...(query.listId ? { listId: query.listId } : {}) };
      const [rows, positions, currency] = await Promise.all([
        deps.readStore.collection<TransactionDoc>(TRANSACTIONS).find(filter),
        deps.readStore.collection<PositionDoc>(POSITIONS).find(filter),
        listingCurrency(deps.market, symbol),
      ]);
      const trades: SymbolTrade[] = rows
        // An undated row (a lot whose date was never learned) cannot be placed on a time axis.
        .filter((row) => (row.kind === 'buy' || row.kind === 'sell') && row.date !== null && row.quantity !== null && row.price !== null)
        .map((row) => ({ id: row._id, side: row.kind as 'buy' | 'sell', date: row.date!, quantity: row.quantity!, price: row.price!, amount: row.amount }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
      const lots = positions.flatMap((position) => position.lots);
      const quantity = heldQuantity(lots);
      return {
        symbol,
        listId: query.listId ?? null,
        currency,
        quantity,
        averageCost: quantity > 0 ? Math.round((costOf(lots) / quantity) * 1e4) / 1e4 : null,
        trades,
      };
    },
  };
}

export type TradesQueries = ReturnType<typeof tradesQueries>;
