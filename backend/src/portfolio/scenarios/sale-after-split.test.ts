import { expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors.ts';
import { portfolioDecider } from '../decider.ts';
import type { PositionSold } from '../events.ts';
import { costOf } from '../lots.ts';
import { listCreated, lot, positionWithLots } from './book.ts';
import { applySplit } from './dividends.ts';
import { sell } from './sell.ts';

// Apple's real 4-for-1 split: the shares closed at $499.23 on Friday 2020-08-28 and opened
// split-adjusted on Monday 2020-08-31, closing at $129.04 (Nasdaq/Yahoo history; Yahoo shows the
// 28th as 124.81 = 499.23 / 4). 10 shares bought at that close become 40 at 124.8075, cost unchanged.
function bookAfterSplit() {
  const state = [listCreated, ...positionWithLots('p1', [lot('friday', 10, 499.23, '2020-08-28'), lot('october', 5, 116.97, '2020-10-01')])].reduce(
    portfolioDecider.evolve,
    portfolioDecider.initialState(),
  );
  for (const event of portfolioDecider.decide(applySplit('2020-08-31', 4), state)) portfolioDecider.evolve(state, event);
  return state;
}

it("AAPL's real 4:1 split: 10 shares at $499.23 become 40 at $124.8075, cost $4,992.30 either way; worth $5,161.60 at Monday's $129.04 close", () => {
  const lots = bookAfterSplit().positions.get('p1')!.lots;
  expect(lots.find((held) => held.lotId === 'friday')).toEqual({ lotId: 'friday', quantity: 40, price: 124.8075, date: '2020-08-28' });
  expect(costOf(lots.filter((held) => held.lotId === 'friday'))).toBeCloseTo(4992.3, 9);
  expect(40 * 129.04).toBeCloseTo(5161.6, 9);
});

it('a sale after the split sells split-adjusted shares: FIFO 42 takes the 40 adjusted shares and 2 of October', () => {
  const [sold] = portfolioDecider.decide(sell({ quantity: 42, price: 130, date: '2020-11-02' }), bookAfterSplit()) as PositionSold[];
  expect(sold!.data.lots).toEqual([
    { lotId: 'friday', quantity: 40, costBasis: 4992.3 },
    { lotId: 'october', quantity: 2, costBasis: 233.94 },
  ]);
  // 42 x 130 = 5,460.00 - 4,992.30 - 233.94
  expect(sold!.data.realizedGain).toBe(233.76);
});

it('the 45 split-adjusted shares can be sold, 46 cannot', () => {
  expect(() => portfolioDecider.decide(sell({ quantity: 46, price: 130, date: '2020-11-02' }), bookAfterSplit())).toThrow(ValidationError);
  expect(portfolioDecider.decide(sell({ quantity: 45, price: 130, date: '2020-11-02' }), bookAfterSplit())).toHaveLength(1);
});
