/**
 * The stock price chart's words and markers: ranges with their bar interval, each trade placed on
 * the bar it fell in, and the text alternative (which says how many markers the chart shows).
 * Pure, for the component tests.
 */
import type { ChartInterval, ChartRange, PriceRow, SymbolTrade, SymbolTrades } from '@folio/contracts';
import { formatCurrency } from '@folio/shell-kit';
import { quantityText } from '../common/numbers.ts';
import { formatDay } from '../common/dates.ts';

export const PRICE_RANGES = ['1mo', '3mo', '6mo', '1y', '3y', '5y', '10y', 'MAX'] as const satisfies readonly ChartRange[];
export type PriceRange = (typeof PRICE_RANGES)[number];
export const RANGE_NAMES: Record<PriceRange, string> = { '1mo': '1M', '3mo': '3M', '6mo': '6M', '1y': '1Y', '3y': '3Y', '5y': '5Y', '10y': '10Y', MAX: 'MAX' };

/** Daily bars up to a year, weekly to five, monthly beyond: a few hundred points at most. */
export function intervalFor(range: PriceRange): ChartInterval {
  if (range === '1mo' || range === '3mo' || range === '6mo' || range === '1y') return '1d';
  return range === '3y' || range === '5y' ? '1wk' : '1mo';
}

export interface TradeMarker {
  /** The bar's date the trade falls in. */
  time: string;
  trade: SymbolTrade;
}

/**
 * Each trade on the last bar that starts on or before its date; trades before the first bar are
 * outside the range and get no marker. A trade after the last bar (today, before the bar is
 * published) goes on the last bar.
 */
export function placeTrades(rows: readonly PriceRow[], trades: readonly SymbolTrade[]): TradeMarker[] {
  if (rows.length === 0) return [];
  const markers: TradeMarker[] = [];
  for (const trade of trades) {
    const day = trade.date.slice(0, 10);
    if (day < rows[0]!.t.slice(0, 10)) continue;
    let low = 0;
    let high = rows.length - 1;
    // Binary search: the last row with t <= day.
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (rows[middle]!.t.slice(0, 10) <= day) low = middle;
      else high = middle - 1;
    }
    markers.push({ time: rows[low]!.t.slice(0, 10), trade });
  }
  return markers.sort((a, b) => a.time.localeCompare(b.time));
}

export function markerText(trade: SymbolTrade, currency: string): string {
  return `${trade.side === 'buy' ? 'Bought' : 'Sold'} ${quantityText(trade.quantity)} at ${formatCurrency(trade.price, undefined, currency)} on ${formatDay(trade.date)}`;
}

export function priceSummary(symbol: string, rows: readonly PriceRow[], markers: readonly TradeMarker[], trades: SymbolTrades | undefined, currency: string): string {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return `No prices for ${symbol} in this range.`;
  const change = first.c ? ((last.c - first.c) / first.c) * 100 : null;
  const buys = markers.filter((marker) => marker.trade.side === 'buy').length;
  const sells = markers.length - buys;
  const parts = [
    `${symbol} closed at ${formatCurrency(first.c, undefined, currency)} on ${formatDay(first.t)} and ${formatCurrency(last.c, undefined, currency)} on ${formatDay(last.t)}${change === null ? '' : ` (${change >= 0 ? '+' : ''}${change.toFixed(2)}%)`}.`,
    `${markers.length} ${markers.length === 1 ? 'trade' : 'trades'} marked: ${buys} ${buys === 1 ? 'buy' : 'buys'}, ${sells} ${sells === 1 ? 'sell' : 'sells'}.`,
  ];
  if (trades?.averageCost !== null && trades?.averageCost !== undefined) {
    parts.push(`Average cost ${formatCurrency(trades.averageCost, undefined, currency)} per share.`);
  }
  return parts.join(' ');
}
