import { afterAll, beforeAll } from 'vitest';
import { alphaVantageSource } from './alpha-vantage.ts';
import { FAKE_KEY, LIMITED_KEY, startFakeNewsServer, type FakeNewsServer } from './fake-news-server.ts';
import { jsonHttp } from './http.ts';
import { newsApiSource } from './newsapi.ts';
import { offlineSource } from './offline.ts';
import { polygonSource } from './polygon.ts';
import { newsSourceContract } from './source.contract.ts';
import type { NewsSource } from '../provider.ts';

let server: FakeNewsServer;
const now = new Date();
beforeAll(async () => {
  server = await startFakeNewsServer(now);
});
afterAll(() => server.close());

const http = (source: NewsSource) => jsonHttp(source.name, { ...source.headers });
const failures = (make: (key: string) => NewsSource) => ({
  badKey: () => make('wrong-key'),
  limitedKey: () => make(LIMITED_KEY),
  failServer: (status: number | null) => {
    server.failWith = status;
  },
});

newsSourceContract('NewsAPI', { source: () => newsApiSource(FAKE_KEY, server.baseUrl), http, now: () => now, maxPerCall: 140, failures: failures((key) => newsApiSource(key, server.baseUrl)) });
newsSourceContract('Alpha Vantage', { source: () => alphaVantageSource(FAKE_KEY, server.baseUrl), http, now: () => now, maxPerCall: 50, failures: failures((key) => alphaVantageSource(key, server.baseUrl)) });
newsSourceContract('Polygon', { source: () => polygonSource(FAKE_KEY, server.baseUrl), http, now: () => now, maxPerCall: 140, failures: failures((key) => polygonSource(key, server.baseUrl)) });
newsSourceContract('Offline demo feed', { source: () => offlineSource(), http, now: () => new Date('2026-03-02T23:00:00Z'), maxPerCall: 140 });
