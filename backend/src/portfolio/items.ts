import { amountOf, roundMoney, type PortfolioItem } from '@folio/contracts';
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

/** The position valued at `prices`. Watch-only positions have no cost or value. */
export function toHolding(doc: PositionDoc, prices: PriceBook): Holding {
  const currentPrice = prices.price(doc.symbol);
  const holding = doc.quantity > 0;
  const exactValue = holding && currentPrice !== null ? amountOf(doc.quantity, currentPrice) : null;
  const exactCost = holding ? costOf(doc.lots) : null;
  return {
    quantity: doc.quantity,
    currentPrice,
    totalValue: exactValue === null ? null : roundMoney(exactValue),
    costBasis: exactCost === null ? null : roundMoney(exactCost),
    realizedGain: doc.realizedGain,
    exactValue,
    exactCost,
  };
}

/** A holdings-table row: the position valued at `prices`. Watch-only rows carry no money fields. */
export function toPortfolioItem(doc: PositionDoc, prices: PriceBook, today: string): PortfolioItem {
  const { currentPrice, costBasis, totalValue, exactValue, exactCost } = toHolding(doc, prices);
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
  };
}
