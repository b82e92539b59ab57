import { describe, expect, it } from 'vitest';
import type { TransactionDoc } from './projection.ts';
import { MAX_VALUED_SYMBOLS, ReturnsBooks } from './returns-books.ts';

const buy = (n: number): TransactionDoc => ({
  _id: `buy:${n}`, ownerId: 'u', listId: 'l', positionId: `p${n}`, kind: 'buy', symbol: `S${n}`, quantity: 1, price: 10, amount: 10,
  fees: null, realizedGain: null, date: '2024-01-02', recordedAt: '2024-01-02T00:00:00.000Z',
});

describe('a list too large to value day by day', () => {
  it('answers no returns without asking for a single history', async () => {
    let histories = 0;
    const books = new ReturnsBooks({
      history: async () => {
        histories += 1;
        return { value: [], stale: false, source: 'demo', fetchedAt: new Date() };
      },
    });
    const ledger = Array.from({ length: MAX_VALUED_SYMBOLS + 1 }, (_, n) => buy(n));
    const summary = await books.summary('u:l', ledger, '2026-01-02');
    expect(summary.timeWeighted.total).toBeNull();
    expect(summary.moneyWeighted.annualized).toBeNull();
    expect(summary.start).toBeNull();
    expect((await books.series('u:l', ledger, '2026-01-02')).days).toEqual([]);
    expect(histories).toBe(0);
  });

  it('values a list at the limit as usual', async () => {
    let histories = 0;
    const books = new ReturnsBooks({
      history: async () => {
        histories += 1;
        return { value: [{ t: '2024-01-02', o: 10, h: 10, l: 10, c: 10, v: 1 }, { t: '2026-01-02', o: 12, h: 12, l: 12, c: 12, v: 1 }], stale: false, source: 'demo', fetchedAt: new Date() };
      },
    });
    const ledger = Array.from({ length: 50 }, (_, n) => buy(n % 10)).map((row, n) => ({ ...row, _id: `buy:${n}` }));
    const summary = await books.summary('u:l', ledger, '2026-01-02');
    expect(histories).toBe(10);
    expect(summary.timeWeighted.total).toBeCloseTo(0.2, 9);
  });
});
