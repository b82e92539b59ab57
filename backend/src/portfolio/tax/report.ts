/**
 * A list's tax report for one calendar year (docs/returns.md, "Tax report"): the recorded sales
 * split into the lots they sold (tax/disposals.ts), in the list's base currency, with the
 * dividends paid in the year. Read from the book as the last command left it (sales keep the
 * lots they took and every lot's trade date) and from the dividends read model.
 */
import type { TaxDisposal, TaxReport, TaxTotals } from '@folio/contracts';
import { exactSum, roundMoney } from '@folio/contracts';
import type { ListsService } from '../../lists/service.ts';
import type { CachedMarketData } from '../../market/cache.ts';
import { FxRates, type FxBook } from '../../market/fx.ts';
import type { ReadStore } from '../../readstore/port.ts';
import type { Actor } from '../../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../../shared/commands.ts';
import { bookStream } from '../../shared/streams.ts';
import { ListingCurrencies } from '../base-currency.ts';
import type { BookState } from '../decider.ts';
import { DIVIDENDS, type DividendDoc } from '../dividends/projection.ts';
import { importDecider } from '../import-decider.ts';
import { roundQuantity } from '../lots.ts';
import { disallowedLoss, disposalsOf, type Disposal, type Purchase } from './disposals.ts';

export interface TaxReportDeps extends CommandDeps {
  lists: Pick<ListsService, 'owned' | 'defaultListId' | 'preferences'>;
  readStore: ReadStore;
  market: CachedMarketData;
  now(): Date;
}

/** Every purchase of the list's symbols: lots bought (shares still held plus shares sold since) and reinvested dividends. */
function purchasesOf(state: BookState, listId: string): Purchase[] {
  const bought = new Map<string, number>();
  for (const position of state.positions.values()) {
    if (position.listId !== listId) continue;
    for (const lot of position.lots) bought.set(lot.lotId, (bought.get(lot.lotId) ?? 0) + lot.quantity);
  }
  for (const sale of state.sales.values()) {
    if (sale.listId !== listId) continue;
    for (const lot of sale.lots) bought.set(lot.lotId, (bought.get(lot.lotId) ?? 0) + lot.quantity);
  }
  const purchases: Purchase[] = [];
  for (const [lotId, quantity] of bought) {
    const known = state.history.lots.get(lotId);
    const symbol = known && state.positions.get(known.positionId)?.symbol;
    if (known && symbol) purchases.push({ lotId, symbol, date: known.date, quantity: roundQuantity(quantity) });
  }
  return purchases;
}

const emptyTotals = (): TaxTotals => ({ count: 0, proceeds: 0, costBasis: 0, gain: 0, disallowedLoss: 0 });

function totalsOf(rows: readonly TaxDisposal[]): TaxTotals {
  if (rows.length === 0) return emptyTotals();
  const proceeds = exactSum(rows.map((row) => row.proceeds));
  const costBasis = exactSum(rows.map((row) => row.costBasis));
  return {
    count: rows.length,
    proceeds: roundMoney(proceeds),
    costBasis: roundMoney(costBasis),
    gain: roundMoney(proceeds - costBasis),
    disallowedLoss: roundMoney(exactSum(rows.map((row) => row.washSale?.disallowedLoss ?? 0))),
  };
}

export function taxReports(deps: TaxReportDeps) {
  const fx = new FxRates(deps.market, () => deps.now().getTime());
  const currencies = new ListingCurrencies(deps.market);

  /** A converter into `base` for the symbols' listing currencies over the days the report uses. */
  async function converter(base: string, listing: Map<string, string>, days: string[]): Promise<FxBook> {
    const sorted = days.filter(Boolean).sort();
    const abroad = [...listing.values()].filter((currency) => currency !== base);
    if (abroad.length === 0 || sorted.length === 0) return { base, rate: () => 1 };
    return fx.book(base, abroad, sorted[0]!, sorted.at(-1)!);
  }

  return {
    async report(actor: Actor, query: { listId?: string | undefined; year: number }): Promise<TaxReport & { listName: string }> {
      const listId = query.listId ?? (await deps.lists.defaultListId(actor));
      const list = await deps.lists.owned(actor, listId);
      const preferences = await deps.lists.preferences(actor, listId);
      const base = preferences.baseCurrency;
      const { state } = await handleCommand(deps, { streamId: bookStream(actor.userId), decider: importDecider, command: { type: 'ReadBook' } });
      const sales = [...state.sales.values()].filter((sale) => sale.listId === listId);
      const lotDates = new Map([...state.history.lots].map(([lotId, known]) => [lotId, known.date]));
      // Every sale of the list, not only the year's: a purchase replaces shares for one loss only.
      const all = disposalsOf(sales, lotDates, purchasesOf(state, listId));
      const year = String(query.year);
      const ofYear = all.filter((row) => row.dateSold.startsWith(year));
      const dividendDocs = (await deps.readStore.collection<DividendDoc>(DIVIDENDS).find({ ownerId: actor.userId, listId }))
        .filter((doc) => doc.payDate.startsWith(year))
        .sort((a, b) => (a.payDate < b.payDate ? -1 : a.payDate > b.payDate ? 1 : a.symbol.localeCompare(b.symbol)));

      const listing = await currencies.all([...ofYear.map((row) => row.symbol), ...dividendDocs.map((doc) => doc.symbol)]);
      const days = [...ofYear.flatMap((row) => [row.dateSold, row.dateAcquired ?? row.dateSold]), ...dividendDocs.map((doc) => doc.payDate)];
      const book = await converter(base, listing, days);
      let complete = true;
      /** Units of base per unit of the symbol's currency on `day` (1 and incomplete when no rate). */
      const rate = (symbol: string, day: string) => {
        const found = book.rate(listing.get(symbol) ?? base, day);
        if (found === null) complete = false;
        return found ?? 1;
      };

      // Proceeds at the sale date's rate, cost at the purchase date's (IRS: each in dollars on its own day).
      const disposals = ofYear.map((row: Disposal): TaxDisposal => {
        const proceeds = roundMoney(row.proceeds * rate(row.symbol, row.dateSold));
        const costBasis = roundMoney(row.costBasis * rate(row.symbol, row.dateAcquired ?? row.dateSold));
        const gain = roundMoney(proceeds - costBasis);
        const washSale = row.washSale && gain < 0 ? { ...row.washSale, disallowedLoss: disallowedLoss(gain, row.quantity, row.washSale.replacementQuantity) } : null;
        return {
          saleId: row.saleId, lotId: row.lotId, symbol: row.symbol, quantity: row.quantity, dateAcquired: row.dateAcquired, dateSold: row.dateSold,
          proceeds, costBasis, gain, term: row.term, method: row.method, listingCurrency: listing.get(row.symbol) ?? base, washSale,
        };
      });
      const items = dividendDocs.map((doc) => {
        const toBase = rate(doc.symbol, doc.payDate);
        const amount = roundMoney(doc.amount * toBase);
        const withholdingTax = roundMoney(doc.withholdingTax * toBase);
        return { id: doc._id, symbol: doc.symbol, kind: doc.kind, payDate: doc.payDate, amount, withholdingTax, netAmount: roundMoney(amount - withholdingTax) };
      });
      const amount = exactSum(items.map((item) => item.amount));
      const withheld = exactSum(items.map((item) => item.withholdingTax));
      return {
        listId,
        listName: list.name,
        year: query.year,
        currency: base,
        method: preferences.taxLotMethod,
        methodsUsed: [...new Set(disposals.map((row) => row.method))].sort(),
        disposals,
        totals: {
          shortTerm: totalsOf(disposals.filter((row) => row.term === 'short')),
          longTerm: totalsOf(disposals.filter((row) => row.term === 'long')),
          unknownTerm: totalsOf(disposals.filter((row) => row.term === 'unknown')),
          total: totalsOf(disposals),
        },
        dividends: { items, amount: roundMoney(amount), withholdingTax: roundMoney(withheld), netAmount: roundMoney(amount - withheld) },
        washSaleCount: disposals.filter((row) => row.washSale).length,
        complete,
      };
    },
  };
}

export type TaxReports = ReturnType<typeof taxReports>;
