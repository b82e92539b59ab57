import autocannon from 'autocannon';
import { knownSymbols } from '../contracts/src/market/company-names.ts';
import { serveInWorker, type ServedApp } from './http.ts';
import { report } from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
/** The issue's target rate; a higher one (BENCH_WRITES_PER_SECOND) shows how the gap scales. */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 20);

type Mode = 'read-only' | 'per-list' | 'drop-all';
const MODES: Mode[] = ['read-only', 'per-list', 'drop-all'];
interface Counts {
  reused: number;
  noneKept: number;
  basisMoved: number;
  pricesMoved: number;
}
interface Phase {
  requestsPerSecond: number;
  latencyP99: number;
  errors: number;
  writesPerSecond: number;
  counts: Counts;
}

/**
 * GET /api/investments?listId= throughput: BENCH_READERS users (default 10), each reading their own
 * 50-position list (autocannon, 20 connections cycling through the readers), in three modes that
 * alternate within each round (their order rotating from round to round, so a machine getting
 * busier or quieter shows in all three):
 * - read-only: nobody writes;
 * - per-list: five other users add purchases to their own books, 20 commands a second in all, and
 *   kept answers are dropped per user and list (portfolio/answer-basis.ts), as served;
 * - drop-all: the same writes, with the baseline that drops every kept answer on any event (the
 *   invalidation before versions per user and list; a benchmark seam, no setting reaches it).
 * Besides throughput it prints how many requests reused a kept answer and how many recomputed it,
 * and why: counts do not depend on how busy the machine is, timings do.
 */
export async function run() {
  const served = await serveInWorker(new URL('./servers/reads-under-writes.ts', import.meta.url).href);
  const readers = Object.keys(served.headers).filter((key) => key.startsWith('reader'));
  const requests = readers.map((reader, n) => ({
    method: 'GET' as const,
    path: `/api/investments?listId=${served.headers[`list${n}`]}`,
    headers: { authorization: `Bearer ${served.headers[reader]}` },
  }));
  const writers = Object.keys(served.headers).filter((key) => key.startsWith('writer')).map((key) => served.headers[key]!);
  const writes = writer(served, writers);

  const phases: Record<Mode, Phase[]> = { 'read-only': [], 'per-list': [], 'drop-all': [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of [...MODES.slice(round % 3), ...MODES.slice(0, round % 3)]) {
      await served.ask({ dropAll: mode === 'drop-all' });
      // One request per reader after the switch, so each mode's counts start from kept answers.
      for (const request of requests) await (await fetch(`${served.url}${request.path}`, { headers: request.headers })).arrayBuffer();
      const before = (await served.ask({})) as Counts;
      if (mode !== 'read-only') writes.start();
      const result = await autocannon({ url: served.url, connections: 20, duration: SECONDS, requests });
      const written = await writes.stop();
      const after = (await served.ask({})) as Counts;
      phases[mode].push({
        requestsPerSecond: Math.round(result.requests.average),
        latencyP99: result.latency.p99,
        errors: result.errors + result.non2xx,
        writesPerSecond: written / SECONDS,
        counts: { reused: after.reused - before.reused, noneKept: after.noneKept - before.noneKept, basisMoved: after.basisMoved - before.basisMoved, pricesMoved: after.pricesMoved - before.pricesMoved },
      });
    }
  }
  await served.close();
  report(`GET /api/investments?listId= by ${readers.length} readers under other users' writes (${ROUNDS} rounds of ${SECONDS} s per mode)`, rows(phases, writes.failed()));
}

function rows(phases: Record<Mode, Phase[]>, failedWrites: number) {
  const out: Record<string, string> = {};
  const alone = phases['read-only'];
  for (const mode of MODES) {
    const each = phases[mode];
    out[`${mode}: req/s per round`] = each.map((phase) => phase.requestsPerSecond).join(' / ');
    out[`${mode}: p99 ms, errors`] = `${each.map((phase) => phase.latencyP99).join(' / ')}; ${sum(each.map((phase) => phase.errors))} errors`;
    if (mode !== 'read-only') {
      const ratios = each.map((phase, round) => (phase.requestsPerSecond / alone[round]!.requestsPerSecond) * 100);
      out[`${mode}: writes/s per round`] = each.map((phase) => phase.writesPerSecond.toFixed(1)).join(' / ');
      out[`${mode} / read-only, per round`] = ratios.map((ratio) => `${ratio.toFixed(0)}%`).join(' / ');
      out[`${mode} / read-only, median (min-max)`] = `${median(ratios).toFixed(0)}% (${Math.min(...ratios).toFixed(0)}-${Math.max(...ratios).toFixed(0)}%)  target >= 70%`;
    }
    const counts = each.map((phase) => phase.counts);
    const [reused, noneKept, basisMoved, pricesMoved] = (['reused', 'noneKept', 'basisMoved', 'pricesMoved'] as const).map((key) => sum(counts.map((count) => count[key])));
    const recomputed = noneKept! + basisMoved! + pricesMoved!;
    out[`${mode}: reused / recomputed`] =
      `${reused} / ${recomputed} (basis moved ${basisMoved}, prices moved ${pricesMoved}, none kept ${noneKept}); ` +
      `${((recomputed / (reused! + recomputed)) * 1000).toFixed(1)} recomputed per 1,000 requests`;
  }
  out['writes failed or answered other than 201'] = String(failedWrites);
  return out;
}

/** Purchases by the writers in turn at WRITES_PER_SECOND, catching up when a timer fires late. */
function writer(served: ServedApp, tokens: string[]) {
  const symbols = knownSymbols().slice(50, 90);
  let issued = 0;
  let failed = 0;
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<Promise<void>>();
  const write = async (n: number) => {
    const response = await fetch(`${served.url}/api/investments/stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[n % tokens.length]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ symbol: symbols[n % symbols.length], quantity: 1, purchasePrice: 100, purchaseDate: '2024-02-01' }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) failed += 1;
  };
  let started = 0;
  let issuedAtStart = 0;
  return {
    start() {
      started = performance.now();
      issuedAtStart = issued;
      timer = setInterval(() => {
        const due = Math.floor(((performance.now() - started) / 1000) * WRITES_PER_SECOND) - (issued - issuedAtStart);
        for (let k = 0; k < due; k += 1) {
          // A write that fails (a reset connection on a loaded machine) is counted, never thrown.
          const done = write(issued++).catch(() => void (failed += 1));
          pending.add(done);
          void done.finally(() => pending.delete(done));
        }
      }, 5);
    },
    /** Stops writing, waits for the writes in flight, and answers how many this phase issued. */
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return issued - issuedAtStart;
    },
    failed: () => failed,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

if (import.meta.main) await run();
