import { describe, expect, it } from 'vitest';
import type { TransactionDoc } from './projection.ts';
import { bookBytes, ReturnsBooks } from './returns-books.ts';
import { ReturnsCalculator } from './returns/index.ts';

const UNTIL = '2026-01-02';
const market = {
  history: async () => ({ value: [{ t: '2024-01-02', o: 10, h: 10, l: 10, c: 10, v: 1 }, { t: '2025-01-02', o: 11, h: 11, l: 11, c: 11, v: 1 }, { t: UNTIL, o: 12, h: 12, l: 12, c: 12, v: 1 }], stale: false, source: 'demo' as const, fetchedAt: new Date() }),
};
const buy = (n: number, symbol = `S${n % 5}`): TransactionDoc => ({
  _id: `buy:${n}`, ownerId: 'u', listId: 'l', positionId: `p-${symbol}`, kind: 'buy', symbol, quantity: 1, price: 10, amount: 10,
  fees: null, realizedGain: null, date: '2024-01-02', recordedAt: '2024-01-02T00:00:00.000Z',
});
const ledgerOf = (rows: number) => Array.from({ length: rows }, (_, n) => Object.freeze(buy(n)));

/** The estimate of one list's book, built apart from the cache. */
async function sizeOf(ledger: TransactionDoc[]) {
  const alone = new ReturnsBooks(market);
  await alone.summary('one', ledger, UNTIL);
  return alone.kept.bytes;
}

describe('the returns books kept between summaries', () => {
  it('are bounded by their estimated bytes: the least recently used book goes first', async () => {
    const ledger = ledgerOf(40);
    const oneBook = await sizeOf(ledger);
    const books = new ReturnsBooks(market, Math.floor(oneBook * 2.5));
    const first = await books.summary('u:a', ledger, UNTIL);
    await books.summary('u:b', ledger, UNTIL);
    await books.summary('u:a', ledger, UNTIL); // used again: b is now the oldest
    await books.summary('u:c', ledger, UNTIL);
    expect(books.kept).toEqual({ books: 2, bytes: 2 * oneBook });
    // a was kept and c added, so b was dropped: asked again, it is built again, to the same answer.
    expect(await books.summary('u:b', ledger, UNTIL)).toEqual(first);
    expect(books.kept.books).toBe(2);
  });

  it('size a book again when it grows', async () => {
    const books = new ReturnsBooks(market);
    await books.summary('u:a', ledgerOf(10), UNTIL);
    const before = books.kept.bytes;
    const grown = [...ledgerOf(10), ...Array.from({ length: 30 }, (_, n) => buy(100 + n, `T${n}`))];
    const summary = await books.summary('u:a', grown, UNTIL);
    expect(books.kept.books).toBe(1);
    expect(books.kept.bytes).toBe(await sizeOf(grown));
    expect(books.kept.bytes).toBeGreaterThan(before + 30 * 1_000); // 30 more symbols, over 1 KB each
    expect(summary.netInvested).toBe(400);
  });

  it('do not keep a book larger than the budget, and still answer for it', async () => {
    const ledger = ledgerOf(40);
    const books = new ReturnsBooks(market, Math.floor((await sizeOf(ledger)) / 2));
    const summary = await books.summary('u:a', ledger, UNTIL);
    expect(books.kept).toEqual({ books: 0, bytes: 0 });
    expect(summary.netInvested).toBe(400);
    expect(summary.timeWeighted.total).toBeCloseTo(0.2, 9);
  });

  it('estimate a book from what it holds: every count adds to it', () => {
    const calculator = (activities: ConstructorParameters<typeof ReturnsCalculator>[0]['activities']) => {
      const c = new ReturnsCalculator({ activities, prices: () => undefined, until: UNTIL, cashMode: 'holdings' });
      c.summary();
      return c;
    };
    const one = calculator([{ date: '2024-01-02', kind: 'buy', symbol: 'A', quantity: 1, amount: 10 }]);
    const twoSymbols = calculator([{ date: '2024-01-02', kind: 'buy', symbol: 'A', quantity: 1, amount: 10 }, { date: '2024-01-02', kind: 'buy', symbol: 'B', quantity: 1, amount: 10 }]);
    const twoDays = calculator([{ date: '2024-01-02', kind: 'buy', symbol: 'A', quantity: 1, amount: 10 }, { date: '2025-01-02', kind: 'buy', symbol: 'A', quantity: 1, amount: 10 }]);
    const entries = (count: number) => new Map(Array.from({ length: count }, (_, n) => [`row-${n}`, null]));
    const base = bookBytes({ entries: entries(1), calculator: one });
    expect(bookBytes({ entries: entries(2), calculator: one })).toBeGreaterThan(base);
    expect(bookBytes({ entries: entries(1), calculator: twoSymbols })).toBeGreaterThan(base);
    expect(bookBytes({ entries: entries(1), calculator: twoDays })).toBeGreaterThan(base);
  });
});
