/**
 * From an alert firing to the last of 1,000 connected Server-Sent Events clients (target
 * <= 100 ms): the tick appends AlertTriggered, the projection stores the notification, the hub
 * writes it to every open stream of its owner, and each client (a real HTTP connection, in a
 * worker thread so their parsing does not run on the server's event loop) receives the event.
 * Timed from the start of the tick to the last client's receipt (absolute clocks of both threads).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { CachedMarketData } from '../backend/src/market/cache.ts';
import { OfflineMarketDataProvider } from '../backend/src/market/offline-provider.ts';
import { PriceOverrides } from '../backend/src/market/price-overrides.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report } from './support.ts';

const CLIENTS = 1_000;
const ROUNDS = 10;
const now = () => performance.timeOrigin + performance.now();
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

/** The worker: one connection per ticket; per round, when the first and the last client got the event. */
function clients({ port, tickets }: { port: number; tickets: string[] }) {
  let round = { received: 0, first: 0 };
  const open = tickets.map(
    (ticket) =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: `/api/notifications/stream?ticket=${ticket}`, agent: false }, (response) => {
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (!chunk.includes('event: notification')) return;
            if (round.received === 0) round.first = now();
            if (++round.received === tickets.length) {
              parentPort!.postMessage({ first: round.first, last: now() });
              round = { received: 0, first: 0 };
            }
          });
          resolve();
        });
        req.on('error', reject);
        req.end();
      }),
  );
  void Promise.all(open).then(() => parentPort!.postMessage('ready'));
}

export async function run() {
  const prices = new PriceOverrides();
  const market = new CachedMarketData(prices.wrap(new OfflineMarketDataProvider()), { policy: { budget: null } });
  const app = await createTestApp({ market });
  const worker = { current: null as Worker | null };
  try {
    const { token } = await app.signUp();
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 5_000 } });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.server.address() as AddressInfo).port;
    const tickets: string[] = [];
    for (let i = 0; i < CLIENTS; i++) tickets.push((await app.request('POST', '/api/notifications/stream-ticket', { token, body: {} })).json().ticket);

    const connectStarted = performance.now();
    const messages: { first: number; last: number }[] = [];
    let arrived: (() => void) | null = null;
    const thread = new Worker(new URL(import.meta.url), { workerData: { port, tickets } });
    worker.current = thread;
    await new Promise<void>((ready, failed) => {
      thread.on('error', failed);
      thread.on('message', (message: 'ready' | { first: number; last: number }) => {
        if (message === 'ready') return ready();
        messages.push(message);
        arrived?.();
      });
    });
    while (app.hub.connectionCount < CLIENTS) await new Promise((resolve) => setTimeout(resolve, 10));
    const connectMs = performance.now() - connectStarted;

    const latencies: number[] = [];
    const firsts: number[] = [];
    const ticks: number[] = [];
    const fanOuts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      prices.set('AAPL', 4_000);
      market.forget('AAPL');
      await app.alerts.evaluate(); // below the target: re-arms
      prices.set('AAPL', 6_000 + round);
      market.forget('AAPL');
      const received = new Promise<void>((resolve) => (arrived = resolve));
      const started = now();
      const startedHere = performance.now();
      const summary = await app.alerts.evaluate();
      ticks.push(now() - started);
      if (summary.triggered !== 1) throw new Error(`expected one firing, got ${summary.triggered}`);
      await received;
      const { first, last } = messages.at(-1)!;
      fanOuts.push(app.hub.lastFanOut!.at - startedHere);
      firsts.push(first - started);
      latencies.push(last - started);
    }

    report(`Alert firing to the last of ${CLIENTS.toLocaleString('en-US')} SSE clients`, {
      'clients connected (each with a ticket)': `${CLIENTS.toLocaleString('en-US')} in ${connectMs.toFixed(0)} ms`,
      'firing -> last client, median': `${percentile(latencies, 50).toFixed(1)} ms (target <= 100 ms)`,
      'firing -> first client, median': `${percentile(firsts, 50).toFixed(1)} ms`,
      'firing -> server wrote to all 1,000 streams': `${percentile(fanOuts, 50).toFixed(1)} ms median`,
      'the tick alone (quote, decide, append, project)': `${percentile(ticks, 50).toFixed(1)} ms median`,
      'firing -> last client, worst': `${Math.max(...latencies).toFixed(1)} ms (${ROUNDS} firings)`,
    });
  } finally {
    await worker.current?.terminate();
    await app.close();
  }
}

if (!isMainThread) clients(workerData as { port: number; tickets: string[] });
else if (import.meta.main) await run();
