import { amountOf, roundMoney, sumProducts, type PortfolioItem } from '@folio/contracts';
import type { FxBook } from '../market/fx.ts';
import { daysBetween } from '../shared/dates.ts';
import { costOf } from './lots.ts';
import type { PriceBook } from './prices.ts';
import type { PositionDoc } from './projection.ts';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Annualised return since purchase, percent. Lots bought on different days count by their cost
 * (a cost-weighted holding period); under 30 days an annual figure would be noise, so null.
 */
export function annualizedSincePurchase(doc: Pick<PositionDoc, 'lots'>, value: number, today: string): number | null {
  const dated = doc.lots.filter((lot) => lot.date !== null && lot.quantity > 0);
  const cost = costOf(dated);
  if (dated.length === 0 || cost <= 0 || dated.length !== doc.lots.length) return null;
  const days = dated.reduce((sum, lot) => sum + lot.quantity * lot.price * daysBetween(lot.date!, today), 0) / cost;
  if (days < 30 || value <= 0) return null;
  return round((Math.pow(value / cost, 365 / days) - 1) * 100);
}

/**
 * What a position holds and is worth at `prices`: the fields the summary adds up, rounded to
 * cents for the row, and unrounded (`exact*`) so that totals are rounded once.
 */
export type Holding = Pick<PortfolioItem, 'quantity' | 'currentPrice' | 'totalValue' | 'costBasis' | 'realizedGain'> & {
  exactValue?: number | null;
  exactCost?: number | null;
};

/**
 * Valuing in the list's base currency (docs/returns.md): the value at the valuation day's rate,
 * each lot's cost at its trade date's rate (an undated lot at the valuation day's), so the
 * exchange-rate move is part of the gain. `realizedGain` is the position's realised gain already
 * in the base currency (each sale at its date's rate).
 */
export interface InBase {
  fx: FxBook;
  day: string;
  realizedGain?: number | undefined;
}

const currencyOf = (doc: PositionDoc, prices: PriceBook) => prices.currency?.(doc.symbol) ?? 'USD';

/** The position's money fields in the listing currency, or in the base currency with `inBase`. */
export function toHolding(doc: PositionDoc, prices: PriceBook, inBase?: InBase): Holding {
  const currentPrice = prices.price(doc.symbol);
  const holding = doc.quantity > 0;
  let exactValue = holding && currentPrice !== null ? amountOf(doc.quantity, currentPrice) : null;
  let exactCost = holding ? costOf(doc.lots) : null;
  let realizedGain = doc.realizedGain;
  const currency = currencyOf(doc, prices);
  if (inBase && currency !== inBase.fx.base) {
    const { fx, day } = inBase;
    const today = fx.rate(currency, day);
    exactValue = exactValue === null || today === null ? null : exactValue * today;
    if (exactCost !== null) {
      const rates = doc.lots.map((lot) => fx.rate(currency, lot.date ?? day));
      const inBaseLots = doc.lots.map((lot, i) => ({ quantity: lot.quantity, price: lot.price * rates[i]! }));
      exactCost = rates.includes(null) ? null : sumProducts(inBaseLots, (lot) => lot.quantity, (lot) => lot.price);
    }
    realizedGain = inBase.realizedGain ?? (today === null ? 0 : doc.realizedGain * today);
  }
  return {
    quantity: doc.quantity,
    currentPrice,
    totalValue: exactValue === null ? null : roundMoney(exactValue),
    costBasis: exactCost === null ? null : roundMoney(exactCost),
    realizedGain: inBase ? roundMoney(realizedGain) : realizedGain,
    exactValue,
    exactCost,
  };
}

/**
 * The row's figures in the base currency, beside the listing currency's (`listing`): for a
 * position listed in the base currency they are the same figures, the realised gain rounded.
 */
function baseFigures(doc: PositionDoc, prices: PriceBook, inBase: InBase, listing: Holding): NonNullable<PortfolioItem['base']> {
  const same = currencyOf(doc, prices) === inBase.fx.base;
  const { totalValue, costBasis, exactValue, exactCost, realizedGain } = same ? { ...listing, realizedGain: roundMoney(doc.realizedGain) } : toHolding(doc, prices, inBase);
  const gainLoss = exactValue != null && exactCost != null ? roundMoney(exactValue - exactCost) : null;
  return {
    currency: inBase.fx.base,
    fxRate: inBase.fx.rate(currencyOf(doc, prices), inBase.day),
    totalValue,
    costBasis,
    gainLoss,
    gainLossPercent: gainLoss !== null && costBasis ? round((gainLoss / costBasis) * 100) : null,
    realizedGain,
  };
}

/** A holdings-table row: the position valued at `prices`. Watch-only rows carry no money fields. */
export function toPortfolioItem(doc: PositionDoc, prices: PriceBook, today: string, inBase?: InBase): PortfolioItem {
  const listing = toHolding(doc, prices);
  const { currentPrice, costBasis, totalValue, exactValue, exactCost } = listing;
  const gainLoss = exactValue != null && exactCost != null ? roundMoney(exactValue - exactCost) : null;
  return {
    id: doc._id,
    symbol: doc.symbol,
    quantity: doc.quantity,
    purchasePrice: doc.purchasePrice,
    purchaseDate: doc.purchaseDate,
    currentPrice,
    totalValue,
    costBasis,
    gainLoss,
    gainLossPercent: gainLoss !== null && costBasis ? round((gainLoss / costBasis) * 100) : null,
    apr: totalValue !== null ? annualizedSincePurchase(doc, totalValue, today) : null,
    realizedGain: doc.realizedGain,
    listId: doc.listId,
    lots: doc.lots.map(({ lotId, quantity, price, date }) => ({ lotId, quantity, price, date })),
    stockData: prices.stockData(doc.symbol),
    createdAt: doc.createdAt,
    currency: currencyOf(doc, prices),
    ...(inBase ? { base: baseFigures(doc, prices, inBase, listing) } : {}),
  };
}
