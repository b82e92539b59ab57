import { describe, expect, it } from 'vitest';
import { recommendation } from '../testing/fixtures.ts';
import {
  DEFAULT_SORT,
  DEFAULT_STATUS_FILTER,
  DEFAULT_TYPE_FILTER,
  listBasedOn,
  paginate,
  recommendationTables,
  showingText,
  sortRecommendations,
  toggleSort,
} from './recommendation-table.ts';

describe('recommendation filters', () => {
  const items = [
    recommendation({ id: 'buy', symbol: 'AAPL', recommendation: 'buy' }),
    recommendation({ id: 'sell', symbol: 'MSFT', recommendation: 'sell' }),
    recommendation({ id: 'hold', symbol: 'NVDA', recommendation: 'hold' }),
    recommendation({ id: 'done', symbol: 'AMZN', recommendation: 'buy', status: 'DONE' }),
    recommendation({ id: 'deleted', symbol: 'TSLA', recommendation: 'sell', status: 'DELETED' }),
    recommendation({ id: 'wide', symbol: 'Diversification', recommendation: 'diversify' }),
    recommendation({ id: 'neutral', symbol: 'META', recommendation: 'neutral' }),
    recommendation({ id: 'wide-done', symbol: '_PORTFOLIO_CASH', recommendation: 'rebalance', status: 'DONE' }),
  ];
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  it('shows Active only by default and splits stock from portfolio recommendations', () => {
    const { stock, portfolio } = recommendationTables(items, DEFAULT_STATUS_FILTER, DEFAULT_TYPE_FILTER);
    expect(ids(stock)).toEqual(['buy', 'hold', 'sell']);
    expect(ids(portfolio)).toEqual(['neutral', 'wide']);
  });

  it('adds Done and Deleted items when ticked, to both tables', () => {
    const { stock, portfolio } = recommendationTables(items, { ACTIVE: false, DONE: true, DELETED: true }, DEFAULT_TYPE_FILTER);
    expect(ids(stock)).toEqual(['deleted', 'done']);
    expect(ids(portfolio)).toEqual(['wide-done']);
  });

  it('filters the stock table by Buy/Sell/Hold and leaves portfolio items alone', () => {
    const { stock, portfolio } = recommendationTables(items, DEFAULT_STATUS_FILTER, { buy: false, sell: true, hold: false });
    expect(ids(stock)).toEqual(['sell']);
    expect(ids(portfolio)).toEqual(['neutral', 'wide']);
  });
});

describe('sorting', () => {
  const a = recommendation({ id: 'a', symbol: 'AAPL', confidence: 0.9, riskLevel: 'low', createdAt: '2026-01-02T00:00:00Z' });
  const b = recommendation({ id: 'b', symbol: 'BRK.B', confidence: 0.6, riskLevel: 'high', createdAt: '2026-01-03T00:00:00Z' });
  const c = recommendation({ id: 'c', symbol: 'CAT', confidence: 72, riskLevel: 'medium', createdAt: '2026-01-01T00:00:00Z' });

  it('sorts newest first by default', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'createdAt', direction: 'desc' });
    expect(sortRecommendations([a, b, c], DEFAULT_SORT).map((item) => item.id)).toEqual(['b', 'a', 'c']);
  });

  it('toggles descending and ascending on the same column, and starts a new column descending', () => {
    const confidence = toggleSort(DEFAULT_SORT, 'confidence');
    expect(confidence).toEqual({ key: 'confidence', direction: 'desc' });
    expect(sortRecommendations([a, b, c], confidence).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    const flipped = toggleSort(confidence, 'confidence');
    expect(flipped.direction).toBe('asc');
    expect(sortRecommendations([a, b, c], flipped).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(toggleSort(flipped, 'confidence').direction).toBe('desc');
  });

  it('ranks risk levels high over medium over low and symbols alphabetically', () => {
    expect(sortRecommendations([a, b, c], { key: 'riskLevel', direction: 'desc' }).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(sortRecommendations([c, b, a], { key: 'symbol', direction: 'asc' }).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('names the main portfolio when a list is gone', () => {
    expect(listBasedOn({ listName: null })).toBe('Main Portfolio');
    expect(listBasedOn({ listName: 'Dividend Income' })).toBe('Dividend Income');
  });
});

describe('pagination', () => {
  const rows = Array.from({ length: 45 }, (_, index) => index + 1);

  it('shows 20 a page with the range it shows', () => {
    const first = paginate(rows, 1);
    expect(first.rows).toHaveLength(20);
    expect(showingText(first)).toBe('Showing 1 to 20 of 45 results');
    const last = paginate(rows, 3);
    expect(last.rows).toEqual([41, 42, 43, 44, 45]);
    expect(showingText(last)).toBe('Showing 41 to 45 of 45 results');
    expect(last.pageCount).toBe(3);
  });

  it('clamps pages that do not exist and copes with no rows', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(showingText(paginate([], 1))).toBe('Showing 0 to 0 of 0 results');
  });
});
