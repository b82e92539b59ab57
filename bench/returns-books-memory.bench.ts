/**
 * The returns books' cache is bounded by bytes it estimates from each book's counts
 * (`bookBytes`): this prints the estimate beside the heap books of several shapes really take
 * (four books of the same ledger after full collections, the closes and the rows shared, as in
 * the server). Needs --expose-gc: it runs itself in a child process with it.
 */
import { execFileSync } from 'node:child_process';
import type { TransactionDoc } from '../backend/src/portfolio/projection.ts';
import { bookBytes, cashModeOf, ReturnsBooks, toActivity } from '../backend/src/portfolio/returns-books.ts';
import { ReturnsCalculator, type Activity } from '../backend/src/portfolio/returns/index.ts';
import { toDay } from '../backend/src/shared/days.ts';
import { report } from './support.ts';

const UNTIL = '2026-11-27';
const BOOKS = 4;
/** rows, symbols, days of history, share of deposits (a list recording cash). */
const SHAPES: [number, number, number, number][] = [
  [300, 20, 3650, 0.3],
  [3_000, 100, 1000, 0.3],
  [10_000, 20, 3650, 0],
  [5_000, 5_000, 3650, 0],
  [50_000, 200, 3650, 0.3],
  [100_000, 1_000, 3650, 0],
];

/** Closes for every day of twelve years, one pair of arrays that every symbol shares (as cached closes are shared). */
const FIRST_CLOSE = toDay('2014-01-01');
const days = Int32Array.from({ length: toDay(UNTIL) - FIRST_CLOSE + 1 }, (_, i) => FIRST_CLOSE + i);
const closes = new Float64Array(days.length).fill(100);
const market = () => ({ history: async () => ({ value: [] }), closes: async () => ({ value: { days, closes } }) }) as unknown as ConstructorParameters<typeof ReturnsBooks>[0];

function ledgerOf(rows: number, symbols: number, span: number, deposits: number): readonly TransactionDoc[] {
  const first = toDay(UNTIL) - span;
  const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: rows }, (_, i) =>
    Object.freeze({
      _id: `row-${i}`, ownerId: 'u', listId: 'l', positionId: `p${i % symbols}`, kind: (i % 10) / 10 < deposits ? 'deposit' : 'buy', symbol: `S${i % symbols}`,
      quantity: 1, price: 100, amount: 100, fees: null, realizedGain: null, date: iso(first + ((i * 7919) % span)), recordedAt: UNTIL, _position: i,
    }) as TransactionDoc,
  );
}

async function measure([rows, symbols, span, deposits]: (typeof SHAPES)[number]) {
  const gc = (globalThis as { gc?: () => void }).gc!;
  const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
  const ledger = ledgerOf(rows, symbols, span, deposits);
  const books = new ReturnsBooks(market());
  await books.summary('warm-up', ledger, UNTIL); // the closes are loaded and shared from here on
  const before = heap();
  for (let book = 0; book < BOOKS; book++) await books.summary(`book-${book}`, ledger, UNTIL);
  const measured = (heap() - before) / BOOKS;
  // The same book's counts, built as the books build one: every row an entry, its activity counted.
  const calculator = new ReturnsCalculator({ activities: ledger.map(toActivity).filter((a): a is Activity => a !== null), prices: () => ({ dates: [], days, closes, positive: true }), until: UNTIL, cashMode: cashModeOf(ledger) });
  calculator.summary(); // valued, as the books keep them
  const estimated = bookBytes({ entries: new Map(ledger.map((row) => [row._id, row])), calculator });
  return { measured, estimated };
}

export async function run() {
  const output = execFileSync(process.execPath, ['--expose-gc', import.meta.filename], { env: { ...process.env, BENCH_BOOKS_CHILD: '1' }, encoding: 'utf8' });
  const rows: Record<string, string> = {};
  for (const line of output.trim().split('\n')) {
    const { shape, measured, estimated } = JSON.parse(line) as { shape: string; measured: number; estimated: number };
    rows[shape] = `measured ${(measured / 1024).toFixed(0)} KB, estimated ${(estimated / 1024).toFixed(0)} KB (${(estimated / measured).toFixed(2)}x)`;
  }
  report(`Returns books: heap per book against bookBytes's estimate (${BOOKS} books per shape)`, rows);
}

if (import.meta.main) {
  if (process.env.BENCH_BOOKS_CHILD) {
    for (const shape of SHAPES) {
      const { measured, estimated } = await measure(shape);
      const [rows, symbols, span, deposits] = shape;
      console.log(JSON.stringify({ shape: `${rows.toLocaleString('en-US')} rows, ${symbols.toLocaleString('en-US')} symbols, ${span} days${deposits ? ', cash' : ''}`, measured, estimated }));
    }
  } else await run();
}
