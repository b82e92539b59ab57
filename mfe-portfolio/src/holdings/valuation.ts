/**
 * Re-pricing a holdings row with fresher stock data, by the server's rules (backend
 * portfolio/items.ts): watch-only rows carry no money fields; APR is the cost-weighted annualised
 * return since purchase, null under 30 days.
 */
import type { PortfolioItem, StockData } from '@folio/contracts';
import { daysBetween } from '../common/dates.ts';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export function annualizedSincePurchase(lots: PortfolioItem['lots'], value: number, today: string): number | null {
  const dated = lots.filter((lot) => lot.date !== null && lot.quantity > 0);
  const cost = dated.reduce((sum, lot) => sum + lot.quantity * lot.price, 0);
  if (dated.length === 0 || cost <= 0 || dated.length !== lots.length) return null;
  const days = dated.reduce((sum, lot) => sum + lot.quantity * lot.price * daysBetween(lot.date!, today), 0) / cost;
  if (days < 30 || value <= 0) return null;
  return round((Math.pow(value / cost, 365 / days) - 1) * 100);
}

/** The row with `stock` as its stock data and price; unchanged when there is no stock data. */
export function priceHolding(item: PortfolioItem, stock: StockData | undefined, today: string): PortfolioItem {
  if (!stock) return item;
  const currentPrice = stock.currentPrice;
  if (item.quantity <= 0) return { ...item, currentPrice, stockData: stock };
  const totalValue = round(item.quantity * currentPrice);
  const gainLoss = item.costBasis !== null ? round(totalValue - item.costBasis) : null;
  return {
    ...item,
    currentPrice,
    stockData: stock,
    totalValue,
    gainLoss,
    gainLossPercent: gainLoss !== null && item.costBasis ? round((gainLoss / item.costBasis) * 100) : null,
    apr: annualizedSincePurchase(item.lots, totalValue, today),
  };
}
