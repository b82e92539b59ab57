import { describe, expect, it } from 'vitest';
import { turn } from '../shared/yielding.ts';
import { holdingTotals, syncTotals } from './holding-totals.ts';
import type { Holding } from './items.ts';

describe('holding totals', () => {
  it('added with turns of the event loop, the totals are the ones added at once (20,000 positions, some sold out or unpriced)', async () => {
    let state = 11;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const items: Holding[] = Array.from({ length: 20_000 }, () => {
      const quantity = next() < 0.1 ? 0 : Math.round(next() * 500) / 4;
      const price = next() < 0.05 ? null : Math.round(next() * 100_000) / 100;
      const exactValue = price === null ? null : quantity * price;
      const exactCost = quantity * (Math.round(next() * 100_000) / 100) * (1 + next() * 1e-9);
      return { quantity, currentPrice: price, totalValue: exactValue, costBasis: exactCost, realizedGain: Math.round((next() - 0.5) * 1e5) / 100, exactValue, exactCost };
    });
    const sliced = await holdingTotals(items, turn);
    expect(sliced).toEqual(syncTotals(items));
    expect(sliced.positions).toBe(items.filter((item) => item.quantity > 0).length);
    // A hand-checked small case: 2 x 10.005 and 3 x 1.10 held (cost 15 and 3), one sold out with a 2.50 gain.
    expect(await holdingTotals([
      { quantity: 2, currentPrice: 10.005, totalValue: 20.01, costBasis: 15, realizedGain: 0, exactValue: 20.01, exactCost: 15 },
      { quantity: 3, currentPrice: 1.1, totalValue: 3.3, costBasis: 3, realizedGain: 0, exactValue: 3.3000000000000003, exactCost: 3 },
      { quantity: 0, currentPrice: 5, totalValue: null, costBasis: null, realizedGain: 2.5, exactValue: null, exactCost: null },
    ])).toEqual({ totalValue: 23.31, totalCost: 18, totalGainLoss: 5.31, realizedGain: 2.5, positions: 2 });
  });
});
