/**
 * Heap kept per command: the soak's mix of keyed commands (buys, sales, deposits) by 20 users,
 * each reading their summary now and then,
 * in process on stores on files, with the heap measured after full collections. Run twice on the
 * same commands: as the server runs (stored idempotent answers kept in the read store's file) and,
 * as the baseline, with every collection in memory, each in a process of its own. The figure is
 * the growth between 5,000 and BENCH_MEMORY_COMMANDS commands, so the first walks and caches
 * (bounded) are left out.
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

const heapMb = () => {
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** A small seeded generator, so both runs send the same commands. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

async function heapPerCommand(onDisk: boolean) {
  const { dir, cleanup } = scratchDir('memory');
  const readStore = EmbeddedReadStore.open(join(dir, 'read-models.sqlite'), onDisk ? { onDisk: keptOnDisk } : {});
  const app = await createTestApp({ stores: { events: SqliteEventStore.open(join(dir, 'events.sqlite')), readStore } });
  const random = seeded(42);
  const users: { token: string; listId: string; held: string[] }[] = [];
  for (let i = 0; i < USERS; i++) {
    const { token } = await app.signUp(`memory-${i}@example.com`);
    users.push({ token, listId: (await app.request('GET', '/api/lists', { token })).json()[0].id, held: [] });
  }
  let sent = 0;
  let atWarm = 0;
  while (sent < COMMANDS) {
    const user = users[sent % USERS]!;
    const headers = { 'idempotency-key': `command-${sent}` };
    const roll = random();
    const symbol = TICKERS[Math.floor(random() * TICKERS.length)]!;
    if (roll < 0.5 || user.held.length === 0) {
      const body = { symbol, quantity: 5, purchasePrice: 100 + Math.round(random() * 100), purchaseDate: '2020-01-02', listId: user.listId };
      const answer = await app.request('POST', '/api/investments/stock', { token: user.token, headers, body });
      if (!user.held.includes(answer.json().id)) user.held.push(answer.json().id);
    } else if (roll < 0.7) {
      await app.request('POST', '/api/investments/sell-position', { token: user.token, headers, body: { portfolioId: user.held[0], quantity: 1, price: 120, date: '2025-06-02' } });
    } else {
      await app.request('POST', '/api/investments/cash-flow', { token: user.token, headers, body: { type: 'deposit', amount: 100, date: '2021-01-01', listId: user.listId } });
    }
    sent += 1;
    // The soak's users also read their summary: the returns books keep a row per ledger row.
    if (sent % 10 === 0) await app.request('GET', '/api/investments/summary', { token: user.token });
    if (sent === 5_000) atWarm = heapMb();
  }
  const growth = ((heapMb() - atWarm) * 2 ** 20) / (COMMANDS - 5_000);
  await app.close();
  cleanup();
  return growth;
}

/** One variant in a child process with `--expose-gc`: nothing of the other run is on its heap. */
function measured(variant: 'memory' | 'disk'): number {
  const output = execFileSync(process.execPath, ['--expose-gc', import.meta.filename], { env: { ...process.env, BENCH_MEMORY_VARIANT: variant }, encoding: 'utf8' });
  return Number(/bytes per command: (-?[\d.]+)/.exec(output)![1]);
}

export async function run() {
  const inMemory = measured('memory');
  const answersOnDisk = measured('disk');
  report(`Heap kept per command (${USERS} users, commands 5,000-${COMMANDS.toLocaleString('en-US')}, each with an Idempotency-Key)`, {
    'every collection in memory (baseline)': `${inMemory.toFixed(0)} B/command`,
    'stored answers on disk (the server)': `${answersOnDisk.toFixed(0)} B/command (${((answersOnDisk / inMemory) * 100).toFixed(0)}% of the baseline)`,
  });
}

if (import.meta.main) {
  const variant = process.env.BENCH_MEMORY_VARIANT;
  if (variant) console.log(`bytes per command: ${await heapPerCommand(variant === 'disk')}`);
  else await run();
}
