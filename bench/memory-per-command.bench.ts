/**
 * Heap kept per command: the soak's mix of keyed commands (buys, sales, deposits) by 20 users,
 * with the soak's kinds of values (prices in cents, trade dates over ten years), each user reading
 * their summary now and then, in process on stores on files. Run twice on the same commands: as
 * the server runs (stored idempotent answers kept in the read store's file) and, as the baseline,
 * with every collection in memory, each in a process of its own.
 *
 * The heap is measured every SAMPLE_EVERY commands from 5,000 on (the first walks and the bounded
 * caches filling are left out), each time after the server's work after the last answer has
 * settled (the read store's flush, a kept state's fold, the warm-ups: right after an answer they
 * held up to 8 MB more) and after four full collections (V8 keeps object shapes, and what only
 * they hold, through two). The figure is the least-squares slope through those samples: with
 * every purchase on one day at a whole price the heap rose and fell by 4 MB along the run
 * (compiled code dropped, among others), and two samples alone gave 200 to 770 B a command for
 * the same commands.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import { keptOnDisk } from '../backend/src/stores.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report, scratchDir } from './support.ts';

const COMMANDS = Number(process.env.BENCH_MEMORY_COMMANDS ?? 20_000);
const USERS = 20;
const TICKERS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'TSLA', 'JPM', 'V', 'JNJ', 'WMT', 'PG', 'XOM', 'KO', 'PEP', 'DIS', 'NFLX', 'INTC', 'AMD', 'CSCO'];

const SAMPLE_EVERY = 2_500;

/** The heap in use once the work after the last answer is done and four full collections have run. */
async function settledHeapBytes(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const gc = (globalThis as { gc?: () => void }).gc!;
  for (let round = 0; round < 4; round++) gc();
  return process.memoryUsage().heapUsed;
}

/** Least-squares slope of y over x. */
function slope(points: [x: number, y: number][]): number {
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return covariance / variance;
}

/** A small seeded generator, so both runs send the same commands. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** As the soak's users send them (soak/load.ts): cents, trade days over ten years. */
const cents = (random: () => number, from: number, to: number) => Math.round(from * 100 + random() * (to - from) * 100) / 100;
const tradeDay = (random: () => number) =>
  `20${15 + Math.floor(random() * 10)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;

/** Bytes a command keeps on the heap (the slope) and the samples it is drawn through, in MB. */
async function heapPerCommand(onDisk: boolean): Promise<{ perCommand: number; samples: [number, number][] }> {
  const { dir, cleanup } = scratchDir('memory');
  const readStore = EmbeddedReadStore.open(join(dir, 'read-models.sqlite'), onDisk ? { onDisk: keptOnDisk } : {});
  const app = await createTestApp({ stores: { events: SqliteEventStore.open(join(dir, 'events.sqlite')), readStore } });
  const random = seeded(42);
  const users: { token: string; listId: string; held: Map<string, number> }[] = [];
  for (let i = 0; i < USERS; i++) {
    const { token } = await app.signUp(`memory-${i}@example.com`);
    users.push({ token, listId: (await app.request('GET', '/api/lists', { token })).json()[0].id, held: new Map() });
  }
  const samples: [number, number][] = [];
  for (let sent = 0; sent < COMMANDS; ) {
    const user = users[sent % USERS]!;
    const headers = { 'idempotency-key': `command-${sent}` };
    const roll = random();
    const symbol = TICKERS[Math.floor(random() * TICKERS.length)]!;
    const sellable = [...user.held].find(([, quantity]) => quantity >= 2);
    if (roll < 0.5 || !sellable) {
      const body = { symbol, quantity: 1 + Math.floor(random() * 10), purchasePrice: cents(random, 50, 350), purchaseDate: tradeDay(random), listId: user.listId };
      const answer = (await app.request('POST', '/api/investments/stock', { token: user.token, headers, body })).json();
      user.held.set(answer.id, answer.quantity);
    } else if (roll < 0.7) {
      const [portfolioId, quantity] = sellable;
      await app.request('POST', '/api/investments/sell-position', { token: user.token, headers, body: { portfolioId, quantity: 1, price: cents(random, 50, 350), date: '2025-06-02' } });
      user.held.set(portfolioId, quantity - 1);
    } else {
      const body = { type: random() < 0.7 ? 'deposit' : 'withdrawal', amount: cents(random, 1, 5000), date: tradeDay(random), listId: user.listId };
      await app.request('POST', '/api/investments/cash-flow', { token: user.token, headers, body });
    }
    sent += 1;
    // The soak's users also read their summary: the returns books keep a row per ledger row.
    if (sent % 10 === 0) await app.request('GET', '/api/investments/summary', { token: user.token });
    if (sent >= 5_000 && sent % SAMPLE_EVERY === 0) samples.push([sent, await settledHeapBytes()]);
  }
  await app.close();
  cleanup();
  return { perCommand: slope(samples), samples: samples.map(([sent, bytes]) => [sent, bytes / 2 ** 20]) };
}

/** One variant in a child process with `--expose-gc`: nothing of the other run is on its heap. */
function measured(variant: 'memory' | 'disk'): { perCommand: number; samples: string } {
  const output = execFileSync(process.execPath, ['--expose-gc', import.meta.filename], { env: { ...process.env, BENCH_MEMORY_VARIANT: variant }, encoding: 'utf8' });
  const { perCommand, samples } = JSON.parse(/^measured: (.*)$/m.exec(output)![1]!) as Awaited<ReturnType<typeof heapPerCommand>>;
  return { perCommand, samples: samples.map(([sent, mb]) => `${sent / 1000}k ${mb.toFixed(1)}`).join(', ') };
}

export async function run() {
  const inMemory = measured('memory');
  const answersOnDisk = measured('disk');
  report(`Heap kept per command (${USERS} users, commands 5,000-${COMMANDS.toLocaleString('en-US')}, each with an Idempotency-Key; slope through the samples)`, {
    'every collection in memory (baseline)': `${inMemory.perCommand.toFixed(0)} B/command`,
    'stored answers on disk (the server)': `${answersOnDisk.perCommand.toFixed(0)} B/command (${((answersOnDisk.perCommand / inMemory.perCommand) * 100).toFixed(0)}% of the baseline)`,
    '  samples, MB (the server)': answersOnDisk.samples,
  });
}

if (import.meta.main) {
  const variant = process.env.BENCH_MEMORY_VARIANT;
  if (variant) console.log(`measured: ${JSON.stringify(await heapPerCommand(variant === 'disk'))}`);
  else await run();
}
