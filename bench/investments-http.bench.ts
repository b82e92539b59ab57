import { load, ratio, serveInWorker } from './http.ts';
import { report } from './support.ts';

/**
 * GET /api/investments with 50 positions (auth, read model, prices from the warm cache, gains,
 * schema-checked serialisation of ~23 KB) against two baselines in the same run: the bare
 * Fastify hello-world the issue names, and a bare Fastify route answering the same JSON.
 */
export async function run() {
  const investments = await serveInWorker(new URL('./servers/investments.ts', import.meta.url).href);
  const body = await (await fetch(investments.url, { headers: investments.headers })).json();
  const hello = await serveInWorker(new URL('./servers/bare.ts', import.meta.url).href);
  const sameJson = await serveInWorker(new URL('./servers/bare.ts', import.meta.url).href, body);
  for (const server of [hello, sameJson, investments]) await load(server.url, server.headers, 1);
  const helloResult = await load(hello.url);
  const sameJsonResult = await load(sameJson.url);
  const measured = await load(investments.url, investments.headers);
  for (const server of [hello, sameJson, investments]) await server.close();
  report('HTTP: GET /api/investments (50 positions) vs bare Fastify, 20 connections, 5 s each', {
    'bare Fastify hello-world (req/s)': helloResult.requestsPerSecond.toLocaleString('en-US'),
    'bare Fastify, same JSON (req/s)': sameJsonResult.requestsPerSecond.toLocaleString('en-US'),
    'GET /api/investments (req/s)': `${measured.requestsPerSecond.toLocaleString('en-US')}  (p99 ${measured.latencyP99} ms, errors ${measured.errors})`,
    'investments / hello-world': `${ratio(measured, helloResult)}  (target >= 50%)`,
    'investments / same JSON': ratio(measured, sameJsonResult),
  });
}

if (import.meta.main) await run();
