import { describe, expect, it } from 'vitest';
import { seeded } from '../returns/test-fixtures.ts';
import { portfolioDecider } from '../decider.ts';
import type { Lot } from '../events.ts';
import { costOf, heldQuantity } from '../lots.ts';
import { listCreated, positionWithLots } from '../scenarios/book.ts';
import { applySplit } from '../scenarios/dividends.ts';

/**
 * Applying a split to generated positions (seeded, so a failure names its case): the total cost
 * basis never changes, nor the market value (shares before the split valued at the real
 * pre-split close = the same shares x ratio at the split-adjusted close), lots dated on or after
 * the split are untouched and the earlier ones hold exactly ratio times their shares.
 */
const RATIOS: [number, number][] = [[2, 1], [3, 1], [4, 1], [7, 1], [10, 1], [20, 1], [3, 2], [5, 4], [1, 10], [1, 8]];
const SPLIT_DATE = '2022-06-06';

function generated(seed: number) {
  const random = seeded(seed);
  const count = 1 + Math.floor(random() * 12);
  const lots: Lot[] = Array.from({ length: count }, (_, index) => {
    const day = Math.floor(random() * 1400);
    const date = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    const quantity = Math.round((0.000001 + random() * 5000) * 1e6) / 1e6;
    const price = Math.round((0.01 + random() * 3000) * 100) / 100;
    return { lotId: `l${index}`, quantity, price, date: random() < 0.05 ? null : date };
  });
  const [numerator, denominator] = RATIOS[Math.floor(random() * RATIOS.length)]!;
  return { lots, numerator, denominator, close: Math.round((1 + random() * 2000) * 100) / 100 };
}

describe('splits, over 2,000 generated positions', () => {
  it('never change the total cost basis or the market value; only lots bought before the split change', () => {
    let adjustedSome = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const { lots, numerator, denominator, close } = generated(seed);
      const ratio = numerator / denominator;
      const state = [listCreated, ...positionWithLots('p1', lots)].reduce(portfolioDecider.evolve, portfolioDecider.initialState());
      const earlier = lots.filter((lot) => lot.date === null || lot.date < SPLIT_DATE);
      if (earlier.length === 0) {
        expect(() => portfolioDecider.decide(applySplit(SPLIT_DATE, numerator, denominator), state), `seed ${seed}`).toThrow('left to adjust');
        continue;
      }
      adjustedSome++;
      const before = state.positions.get('p1')!.lots.map((lot) => ({ ...lot }));
      // `close` is the split-adjusted close: an unadjusted share of before the split traded at close x ratio.
      const valueBefore = before.reduce((sum, lot) => sum + lot.quantity * (lot.date === null || lot.date < SPLIT_DATE ? close * ratio : close), 0);
      for (const event of portfolioDecider.decide(applySplit(SPLIT_DATE, numerator, denominator), state)) portfolioDecider.evolve(state, event);
      const after = state.positions.get('p1')!.lots;

      expect(Math.abs(costOf(after) - costOf(before)), `seed ${seed}: cost`).toBeLessThanOrEqual(1e-9 * Math.max(1, costOf(before)));
      const valueAfter = after.reduce((sum, lot) => sum + lot.quantity * close, 0);
      expect(Math.abs(valueAfter - valueBefore), `seed ${seed}: value`).toBeLessThanOrEqual(1e-6 * Math.max(1, valueBefore));
      for (const lot of before) {
        const now = after.find((candidate) => candidate.lotId === lot.lotId)!;
        if (lot.date !== null && lot.date >= SPLIT_DATE) expect(now, `seed ${seed}: later lot`).toEqual(lot);
        else expect(Math.abs(now.quantity - lot.quantity * ratio), `seed ${seed}: quantity`).toBeLessThanOrEqual(1e-9);
      }
      expect(heldQuantity(after)).toBeCloseTo(heldQuantity(earlier) * ratio + heldQuantity(before) - heldQuantity(earlier), 6);
    }
    expect(adjustedSome).toBeGreaterThan(1500);
  });
});
