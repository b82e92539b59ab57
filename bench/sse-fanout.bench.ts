/**
 * From an alert firing to the last of 1,000 connected Server-Sent Events clients (target
 * <= 100 ms): the tick appends AlertTriggered, the projection stores the notification, the hub
 * writes it to every open stream of its owner, and each client (a real HTTP connection in this
 * process) parses the event. Timed from the start of the tick to the last client's receipt.
 */
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CachedMarketData } from '../backend/src/market/cache.ts';
import { OfflineMarketDataProvider } from '../backend/src/market/offline-provider.ts';
import { PriceOverrides } from '../backend/src/market/price-overrides.ts';
import { createTestApp } from '../backend/src/testing/test-app.ts';
import { report } from './support.ts';

const CLIENTS = 1_000;
const ROUNDS = 10;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export async function run() {
  const prices = new PriceOverrides();
  const market = new CachedMarketData(prices.wrap(new OfflineMarketDataProvider()), { policy: { budget: null } });
  const app = await createTestApp({ market });
  try {
    const { token } = await app.signUp();
    await app.request('POST', '/api/alerts', { token, body: { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 5_000 } });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.server.address() as AddressInfo).port;

    // Each client: its own connection, its own ticket; `onNotification` resolves per round.
    let waiting: { remaining: number; done: () => void } | null = null;
    const responses: IncomingMessage[] = [];
    const connectStarted = performance.now();
    for (let batch = 0; batch < CLIENTS; batch += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, CLIENTS - batch) }, async () => {
          const ticket = (await app.request('POST', '/api/notifications/stream-ticket', { token, body: {} })).json().ticket as string;
          await new Promise<void>((resolve, reject) => {
            const req = request({ host: '127.0.0.1', port, path: `/api/notifications/stream?ticket=${ticket}`, agent: false }, (response) => {
              responses.push(response);
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => {
                if (chunk.includes('event: notification') && waiting && --waiting.remaining === 0) waiting.done();
              });
              resolve();
            });
            req.on('error', reject);
            req.end();
          });
        }),
      );
    }
    const connectMs = performance.now() - connectStarted;

    const latencies: number[] = [];
    const ticks: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      prices.set('AAPL', 4_000);
      market.forget('AAPL');
      await app.alerts.evaluate(); // below: re-arms
      prices.set('AAPL', 6_000 + round);
      market.forget('AAPL');
      const all = new Promise<void>((done) => (waiting = { remaining: CLIENTS, done }));
      const started = performance.now();
      const summary = await app.alerts.evaluate();
      ticks.push(performance.now() - started);
      if (summary.triggered !== 1) throw new Error(`expected one firing, got ${summary.triggered}`);
      await all;
      latencies.push(performance.now() - started);
    }
    for (const response of responses) response.destroy();

    report(`Alert firing to the last of ${CLIENTS.toLocaleString('en-US')} SSE clients`, {
      'clients connected (each with a ticket)': `${CLIENTS.toLocaleString('en-US')} in ${connectMs.toFixed(0)} ms`,
      'firing -> last client, median': `${percentile(latencies, 50).toFixed(1)} ms (target <= 100 ms)`,
      'of which the tick (quote, decide, append, project)': `${percentile(ticks, 50).toFixed(1)} ms median`,
      'firing -> last client, worst': `${Math.max(...latencies).toFixed(1)} ms (${ROUNDS} firings)`,
    });
  } finally {
    await app.close();
  }
}

if (import.meta.main) await run();
