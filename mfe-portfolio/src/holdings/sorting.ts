/**
 * Holdings table sorting (core.md section 2): clicking a column header sorts by it; clicking the
 * active column flips the direction, any other column starts ascending. Default: symbol ascending.
 * Missing values sort last in both directions; ties fall back to the symbol.
 */
import { yearRangePosition, type PortfolioItem } from '@folio/contracts';

export type ColumnKey =
  | 'symbol'
  | 'rec'
  | 'dayChange'
  | 'gainLoss'
  | 'gainLossPercent'
  | 'apr'
  | 'quantity'
  | 'purchasePrice'
  | 'purchaseDate'
  | 'totalValue'
  | 'currentPrice'
  | 'change6Month'
  | 'change3Year'
  | 'week52'
  | 'marketCap'
  | 'peRatio'
  | 'sectorPe'
  | 'movingAverage50Day'
  | 'roic'
  | 'salesGrowth'
  | 'epsGrowth';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: ColumnKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { key: 'symbol', direction: 'asc' };

export function nextSort(current: SortState, key: ColumnKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export type SortValue = number | string | null;

/** The value a column sorts by; `recommendationOf` gives the Rec column's recommendation. */
export function sortValue(item: PortfolioItem, key: ColumnKey, recommendationOf?: (symbol: string) => string | null): SortValue {
  const stock = item.stockData;
  switch (key) {
    case 'symbol':
      return item.symbol;
    case 'rec':
      return recommendationOf?.(item.symbol) ?? null;
    case 'dayChange':
      return stock?.dayChangePercent ?? null;
    // Totals and gains compare in the list's base currency (the table shows them in it).
    case 'gainLoss':
      return item.base ? item.base.gainLoss : item.gainLoss;
    case 'gainLossPercent':
      return item.base ? item.base.gainLossPercent : item.gainLossPercent;
    case 'apr':
      return item.apr;
    case 'quantity':
      return item.quantity;
    case 'purchasePrice':
      return item.quantity > 0 ? item.purchasePrice : null;
    case 'purchaseDate':
      return item.quantity > 0 ? item.purchaseDate : null;
    case 'totalValue':
      return item.base ? item.base.totalValue : item.totalValue;
    case 'currentPrice':
      return item.currentPrice ?? stock?.currentPrice ?? null;
    case 'change6Month':
      return stock?.change6MonthPercent ?? null;
    case 'change3Year':
      return stock?.change3YearPercent ?? null;
    case 'week52':
      return yearRangePosition(stock?.currentPrice, stock?.week52Low, stock?.week52High)?.percent ?? null;
    case 'marketCap':
      return stock?.marketCap ?? null;
    case 'peRatio':
      return stock?.peRatio ?? null;
    case 'sectorPe':
      return stock?.sectorPeAverage ?? null;
    case 'movingAverage50Day':
      return stock?.movingAverage50Day ?? null;
    case 'roic':
      return stock?.roic ?? null;
    case 'salesGrowth':
      return stock?.salesGrowthRate ?? null;
    case 'epsGrowth':
      return stock?.epsGrowthRate ?? null;
  }
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-US', { numeric: true });
}

export function sortHoldings(
  items: readonly PortfolioItem[],
  sort: SortState,
  recommendationOf?: (symbol: string) => string | null,
): PortfolioItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = items.map((item) => ({ item, value: sortValue(item, sort.key, recommendationOf) }));
  keyed.sort((a, b) => {
    const aMissing = a.value === null || (typeof a.value === 'number' && Number.isNaN(a.value));
    const bMissing = b.value === null || (typeof b.value === 'number' && Number.isNaN(b.value));
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    const order = aMissing ? 0 : compareValues(a.value, b.value) * sign;
    return order || a.item.symbol.localeCompare(b.item.symbol) || a.item.id.localeCompare(b.item.id);
  });
  return keyed.map(({ item }) => item);
}
