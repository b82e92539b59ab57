/**
 * Holdings filters (core.md section 2): symbol text, sector text, min and max total value. The
 * badge counts the filters in use; Clear all empties them. Text matches ignore case; a value
 * bound leaves out rows without a total value (watch-only or not yet priced).
 */
import type { PortfolioItem } from '@folio/contracts';
import { parseNumber } from '../common/numbers.ts';

export interface HoldingFilters {
  symbol: string;
  sector: string;
  minValue: string;
  maxValue: string;
}

export const NO_FILTERS: HoldingFilters = { symbol: '', sector: '', minValue: '', maxValue: '' };

export function activeFilterCount(filters: HoldingFilters): number {
  return Object.values(filters).filter((value) => value.trim() !== '').length;
}

export function filterHoldings(items: readonly PortfolioItem[], filters: HoldingFilters): PortfolioItem[] {
  const symbol = filters.symbol.trim().toUpperCase();
  const sector = filters.sector.trim().toLowerCase();
  const min = parseNumber(filters.minValue);
  const max = parseNumber(filters.maxValue);
  if (!symbol && !sector && min === null && max === null) return [...items];
  return items.filter((item) => {
    if (symbol && !item.symbol.toUpperCase().includes(symbol)) return false;
    if (sector && !(item.stockData?.sector ?? '').toLowerCase().includes(sector)) return false;
    if (min !== null || max !== null) {
      if (item.totalValue === null) return false;
      if (min !== null && item.totalValue < min) return false;
      if (max !== null && item.totalValue > max) return false;
    }
    return true;
  });
}

export const EMPTY_TEXTS = {
  noStocks: 'No stocks in your portfolio yet. Add your first stock to get started!',
  noMatches: 'No stocks match your filters. Try adjusting your filters.',
} as const;
