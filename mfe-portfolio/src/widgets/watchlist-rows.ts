import type { WatchlistStock } from '@folio/contracts';

/** Duplicates once, by day change percent: descending by default, the arrow flips it. */
export function arrangeRows(stocks: readonly WatchlistStock[], descending: boolean): WatchlistStock[] {
  const seen = new Set<string>();
  const distinct = stocks.filter((stock) => !seen.has(stock.symbol) && seen.add(stock.symbol));
  const sign = descending ? -1 : 1;
  return distinct.sort((a, b) => sign * (a.dayChangePercent - b.dayChangePercent) || a.symbol.localeCompare(b.symbol));
}

/** The inline add form's rule: blank ignored; trimmed and upper-cased. */
export function cleanSymbol(text: string): string | null {
  const symbol = text.trim().toUpperCase();
  return symbol === '' ? null : symbol;
}

export const addFailedMessage = (symbol: string) => `Failed to add ${symbol}. Please check if the symbol is valid.`;
