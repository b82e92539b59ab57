import { describe, expect, it } from 'vitest';
import { holding, stockData } from '../testing/render.tsx';
import { annualizedSincePurchase, priceHolding } from './valuation.ts';

describe('re-pricing a holdings row with fresh stock data', () => {
  it('values a holding at the new price', () => {
    const item = holding('AAPL', { quantity: 10, purchasePrice: 50, price: 100 });
    const priced = priceHolding(item, stockData('AAPL', { currentPrice: 120 }), '2025-01-01');
    expect(priced).toMatchObject({ currentPrice: 120, totalValue: 1200, gainLoss: 700, gainLossPercent: 140 });
    expect(priced.apr).toBeCloseTo(140, 0);
  });

  it('gives watch-only rows a price but no money fields', () => {
    const item = holding('TSLA', { quantity: 0 });
    const priced = priceHolding(item, stockData('TSLA', { currentPrice: 250 }), '2025-01-02');
    expect(priced).toMatchObject({ currentPrice: 250, totalValue: null, gainLoss: null, apr: null });
  });

  it('has no APR under 30 days or with an undated lot', () => {
    const lots = [{ lotId: 'a', quantity: 1, price: 100, date: '2025-01-01' }];
    expect(annualizedSincePurchase(lots, 110, '2025-01-20')).toBeNull();
    expect(annualizedSincePurchase([...lots, { lotId: 'b', quantity: 1, price: 1, date: null }], 110, '2026-01-01')).toBeNull();
    expect(annualizedSincePurchase(lots, 110, '2026-01-01')).toBeCloseTo(10, 1);
  });
});
