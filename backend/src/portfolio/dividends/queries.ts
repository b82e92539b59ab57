/** Read side of dividends and splits: a list's dividends and the provider's suggestions. */
import type { CorporateActionSuggestions, Dividend, ListPreferences } from '@folio/contracts';
import type { CachedMarketData } from '../../market/cache.ts';
import type { Filter, ReadStore } from '../../readstore/port.ts';
import type { Actor } from '../../shared/actor.ts';
import { toIsoDay } from '../../shared/dates.ts';
import { POSITIONS, TRANSACTIONS, type PositionDoc, type TransactionDoc } from '../projection.ts';
import { CORPORATE_ACTIONS, DIVIDENDS, type CorporateActionDoc, type DividendDoc } from './projection.ts';
import { dividendSuggestions, splitSuggestions } from './suggestions.ts';

export interface DividendQueriesDeps {
  readStore: ReadStore;
  market: CachedMarketData;
  lists: {
    owned(actor: Actor, listId: string): Promise<{ _id: string }>;
    defaultListId(actor: Actor): Promise<string>;
    preferences(user: Actor, listId: string): Promise<ListPreferences>;
  };
  now(): Date;
}

/** The list's dividend preferences, read in one place (trackDividends, showDividendYield). */
export async function dividendPreferences(lists: DividendQueriesDeps['lists'], actor: Actor, listId: string) {
  const { trackDividends, showDividendYield } = await lists.preferences(actor, listId);
  return { trackDividends, showDividendYield };
}

export function toDividend(doc: DividendDoc): Dividend {
  return {
    id: doc._id, listId: doc.listId, portfolioId: doc.positionId, symbol: doc.symbol, kind: doc.kind, amount: doc.amount,
    withholdingTax: doc.withholdingTax, netAmount: Math.round((doc.amount - doc.withholdingTax) * 100) / 100, perShare: doc.perShare,
    payDate: doc.payDate, exDate: doc.exDate, reinvestedQuantity: doc.lot?.quantity ?? null, reinvestedPrice: doc.lot?.price ?? null,
    source: doc.source, createdAt: doc.createdAt,
  };
}

export function dividendQueries(deps: DividendQueriesDeps) {
  async function scope(actor: Actor, listId: string | undefined): Promise<Filter> {
    if (listId) await deps.lists.owned(actor, listId);
    return { ownerId: actor.userId, ...(listId ? { listId } : {}) };
  }

  return {
    async dividends(actor: Actor, query: { listId?: string | undefined }): Promise<Dividend[]> {
      const docs = await deps.readStore.collection<DividendDoc>(DIVIDENDS).find(await scope(actor, query.listId), { sort: { payDate: -1, createdAt: -1 } });
      return docs.map(toDividend);
    },

    async dividend(actor: Actor, dividendId: string): Promise<Dividend | null> {
      const doc = await deps.readStore.collection<DividendDoc>(DIVIDENDS).findOne({ _id: dividendId, ownerId: actor.userId });
      return doc ? toDividend(doc) : null;
    },

    /** What the provider reports for the list's holdings, newest first; no dividends when the list does not track them. */
    async suggestions(actor: Actor, query: { listId?: string | undefined }): Promise<CorporateActionSuggestions> {
      const listId = query.listId ? (await deps.lists.owned(actor, query.listId))._id : await deps.lists.defaultListId(actor);
      const { trackDividends } = await dividendPreferences(deps.lists, actor, listId);
      const filter = { ownerId: actor.userId, listId };
      const [positions, ledger, dividends, decisions] = await Promise.all([
        deps.readStore.collection<PositionDoc>(POSITIONS).find(filter),
        deps.readStore.collection<TransactionDoc>(TRANSACTIONS).find(filter),
        deps.readStore.collection<DividendDoc>(DIVIDENDS).find(filter),
        deps.readStore.collection<CorporateActionDoc>(CORPORATE_ACTIONS).find(filter),
      ]);
      const today = new Date(`${toIsoDay(deps.now())}T00:00:00Z`);
      const answer: CorporateActionSuggestions = { dividends: [], splits: [], trackDividends };
      await Promise.all(
        positions.map(async (position) => {
          const rows = ledger.filter((row) => row.positionId === position._id);
          const dates = rows.map((row) => row.date).filter((date): date is string => date !== null).sort();
          if (dates.length === 0 || (position.quantity === 0 && !trackDividends)) return;
          const from = new Date(`${dates[0]}T00:00:00Z`);
          // A provider that cannot answer now offers nothing for the symbol; the next look asks again.
          const [providerSplits, providerDividends] = await Promise.all([
            deps.market.splits(position.symbol, from, today).then((cached) => cached.value, () => []),
            trackDividends ? deps.market.dividends(position.symbol, from, today).then((cached) => cached.value, () => []) : [],
          ]);
          const history = {
            position, ledger: rows, providerSplits, providerDividends,
            dividends: dividends.filter((dividend) => dividend.positionId === position._id),
            decisions: decisions.filter((decision) => decision.positionId === position._id),
          };
          answer.splits.push(...splitSuggestions(history));
          if (trackDividends) answer.dividends.push(...dividendSuggestions(history));
        }),
      );
      answer.dividends.sort((a, b) => (a.exDate > b.exDate ? -1 : a.exDate < b.exDate ? 1 : a.symbol.localeCompare(b.symbol)));
      answer.splits.sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : a.symbol.localeCompare(b.symbol)));
      return answer;
    },
  };
}

export type DividendQueries = ReturnType<typeof dividendQueries>;
