import { load, ratio, serveInWorker } from './http.ts';
import { report } from './support.ts';

/** GET /api/lists (auth, read-model query, zod serialisation) against a bare Fastify hello-world. */
export async function run() {
  const bare = await serveInWorker(new URL('./servers/bare.ts', import.meta.url).href);
  const lists = await serveInWorker(new URL('./servers/lists.ts', import.meta.url).href);
  await load(bare.url, {}, 1); // warm-up
  await load(lists.url, lists.headers, 1);
  const baseline = await load(bare.url);
  const measured = await load(lists.url, lists.headers);
  await bare.close();
  await lists.close();

  report('HTTP: GET /api/lists (4 lists) vs bare Fastify hello-world, 20 connections, 5 s each', {
    'bare Fastify (req/s)': baseline.requestsPerSecond.toLocaleString('en-US'),
    'GET /api/lists (req/s)': `${measured.requestsPerSecond.toLocaleString('en-US')}  (p99 ${measured.latencyP99} ms, errors ${measured.errors})`,
    'lists / bare': `${ratio(measured, baseline)}  (target >= 50%)`,
  });
}

if (import.meta.main) await run();
