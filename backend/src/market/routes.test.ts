import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../platform/errors.ts';
import { CachedMarketData } from './cache.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { UpstreamError, type MarketDataProvider } from './provider.ts';
import { marketRoutes } from './routes.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const now = () => NOW;

async function buildApp(provider: MarketDataProvider, publicRoutes: string[] = []): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onRoute', (route) => {
    if ((route.config as { public?: boolean } | undefined)?.public && route.method !== 'HEAD') {
      publicRoutes.push(`${String(route.method)} ${route.url}`);
    }
  });
  const market = new CachedMarketData(provider, { now, policy: { budget: null } });
  await app.register(marketRoutes, { prefix: '/api', market, now });
  await app.ready();
  return app;
}

describe('market routes', () => {
  let app: FastifyInstance;
  const publicRoutes: string[] = [];
  const get = (url: string) => app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    app = await buildApp(new OfflineMarketDataProvider({ now }), publicRoutes);
  });
  afterAll(() => app.close());

  it('serves stock data with every field, marked as demo data', async () => {
    const response = await get('/api/stocks/aapl');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ symbol: 'AAPL', source: 'demo', stale: false, sector: 'Technology' });
    // core.md section 3, plus provenance.
    const fields = `symbol currentPrice dayChange dayChangePercent change6MonthPercent change3YearPercent marketCap
      peRatio pegRatio priceToBook week52High week52Low volume avgVolume dividendYield payoutRatio returnOnAssets
      returnOnEquity earningsGrowth salesGrowthRate epsGrowthRate roic profitMargins operatingMargins trailingEps
      forwardEps currentRatio quickRatio debtToEquity bookValue totalRevenue ebitda freeCashflow totalCash totalDebt
      sector industry sectorPeAverage movingAverage50Day currency source stale`.split(/\s+/);
    expect(Object.keys(body).sort()).toEqual(fields.sort());
  });

  it('answers an invalid symbol with 404 Stock not found', async () => {
    for (const url of ['/api/stocks/WAYTOOLONGSYMBOL', '/api/stocks/BAD!/quote', '/api/indicators/%20']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', message: 'Stock not found' });
    }
  });

  it('quotes index, futures and class-share tickers, encoded or not', async () => {
    for (const [path, symbol] of [['%5EGSPC', '^GSPC'], ['^IXIC', '^IXIC'], ['GC=F', 'GC=F'], ['brk.b', 'BRK.B']]) {
      const response = await get(`/api/stocks/${path}/quote`);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toMatchObject({ symbol, source: 'demo' });
    }
  });

  it('aggregates quote, fundamentals and company name', async () => {
    const body = (await get('/api/stocks/MSFT/aggregated')).json();
    expect(body).toMatchObject({ symbol: 'MSFT', name: 'Microsoft Corporation', marketTime: expect.any(String) });
    expect(body.currentPrice).toBeGreaterThan(0);
  });

  it('aggregates many symbols, listing the unknown ones instead of failing', async () => {
    const response = await get('/api/stocks/aggregated?symbols=AAPL,msft,,AAPL,NOT!OK');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.stocks)).toEqual(['AAPL', 'MSFT']);
    expect(body.notFound).toEqual(['NOT!OK']);
  });

  it('asks for symbols when none are given', async () => {
    const response = await get('/api/stocks/aggregated?symbols=,');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at least one symbol/);
  });

  it('serves history rows t,o,h,l,c,v for a date range', async () => {
    const body = (await get('/api/stocks/AAPL/history?from=2026-10-01&to=2026-10-31&interval=1d')).json();
    expect(body).toMatchObject({ symbol: 'AAPL', interval: '1d', from: '2026-10-01', to: '2026-10-31' });
    expect(body.rows).toHaveLength(22);
    expect(Object.keys(body.rows[0])).toEqual(['t', 'o', 'h', 'l', 'c', 'v']);
  });

  it('rejects unreadable or reversed date ranges with a message', async () => {
    const bad = await get('/api/stocks/AAPL/history?from=last-week');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Use a date like 2024-01-31/);
    const reversed = await get('/api/stocks/AAPL/history?from=2026-11-01&to=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/must be on or before/);
  });

  it('serves history of several symbols keyed by symbol', async () => {
    const body = (await get('/api/stocks/history?symbols=AAPL,BTC-USD&from=2026-11-09&to=2026-11-15')).json();
    expect(body.data.AAPL).toHaveLength(5);
    expect(body.data['BTC-USD']).toHaveLength(7);
  });

  it('enriches a batch, and enriches from cache only what was fetched before', async () => {
    const before = (await post('/api/investments/enrich-cached', { symbols: ['KO', 'PEP'] })).json();
    expect(before).toEqual({ success: true, enrichedData: {} });
    const batch = (await post('/api/investments/enrich-batch', { symbols: ['ko', 'NOT!OK'] })).json();
    expect(Object.keys(batch.enrichedData)).toEqual(['KO']);
    const after = (await post('/api/investments/enrich-cached', { symbols: ['KO', 'PEP'] })).json();
    expect(Object.keys(after.enrichedData)).toEqual(['KO']);
    expect(after.enrichedData.KO).toEqual(batch.enrichedData.KO);
  });

  it('validates the enrich payload', async () => {
    const response = await post('/api/investments/enrich-batch', { symbols: [] });
    expect(response.statusCode).toBe(400);
  });

  it('serves indicator rows warmed up from the first visible row, without NaN', async () => {
    const response = await get('/api/indicators/AAPL?from=2026-05-20&to=2026-11-20&interval=1d');
    expect(response.body).not.toMatch(/NaN/);
    const { rows } = response.json();
    expect(rows[0].t >= '2026-05-20').toBe(true);
    expect(rows.at(-1).t).toBe('2026-11-20');
    expect(rows.every((row: { sma200: number | null }) => row.sma200 !== null)).toBe(true);
    expect(Object.keys(rows[0])).toEqual([
      't', 'c', 'bbUpper', 'bbMiddle', 'bbLower', 'macd', 'macdSignal', 'macdHistogram', 'rsi', 'stochRsi', 'obv',
      'ema9', 'ema21', 'sma50', 'sma200',
    ]);
  });

  it('gives a day the same indicator values whatever window is asked for (OBV anchored at the first bar)', async () => {
    const short = (await get('/api/indicators/AAPL?from=2026-06-01&to=2026-11-20&interval=1d')).json().rows;
    const long = (await get('/api/indicators/AAPL?from=2021-06-01&to=2026-11-20&interval=1d')).json().rows;
    const day = (rows: Array<{ t: string }>) => rows.find((row) => row.t === '2026-06-15');
    expect(day(short)).toBeDefined();
    expect(day(short)).toEqual(day(long));
  });

  it('serves a price series for a named range, MAX reaching 50 years back', async () => {
    const year = (await get('/api/market/price-series?symbol=aapl&interval=1wk&range=1y')).json();
    expect(year).toMatchObject({ symbol: 'AAPL', interval: '1wk', range: '1y', from: '2025-11-20', to: '2026-11-20' });
    expect(year.rows.length).toBeGreaterThanOrEqual(52);
    const max = (await get('/api/market/price-series?symbol=IBM&interval=1mo&range=MAX')).json();
    expect(max.from).toBe('1976-11-20');
    expect((await get('/api/market/price-series?symbol=IBM&range=2y')).statusCode).toBe(400);
  });

  it('serves the ratio to BTC-USD by default, on the dates both trade', async () => {
    const body = (await get('/api/market/ratio?base=ETH-USD&range=1mo')).json();
    expect(body).toMatchObject({ base: 'ETH-USD', quote: 'BTC-USD', interval: '1d', range: '1mo' });
    const eth = (await get('/api/market/price-series?symbol=ETH-USD&range=1mo')).json();
    const btc = (await get('/api/market/price-series?symbol=BTC-USD&range=1mo')).json();
    expect(body.rows.at(-1).ratio).toBeCloseTo(eth.rows.at(-1).c / btc.rows.at(-1).c, 10);
    const stockToCoin = (await get('/api/market/ratio?base=AAPL&range=1mo')).json();
    expect(stockToCoin.rows.length).toBeLessThan(body.rows.length);
  });

  it('serves the market overview to visitors', async () => {
    const response = await get('/api/dashboard/market-data');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.indices.map((item: { name: string }) => item.name)).toEqual([
      'Dow Jones', 'Nasdaq', 'S&P 500', 'Russell 2000', 'Shanghai', 'Euronext 100', 'Nikkei 225',
    ]);
    expect(body.commodities.map((item: { symbol: string }) => item.symbol)).toEqual(['GC=F', 'CL=F']);
    expect(body.crypto[0]).toMatchObject({ symbol: 'BTC-USD', name: 'Bitcoin', change24h: expect.any(Number) });
    expect(body.crypto[0].change).toBeUndefined();
    expect(body.indices[0].ytdChangePercent).toEqual(expect.any(Number));
    expect(body).toMatchObject({ lastRefresh: NOW.toISOString(), source: 'demo', stale: false });
    expect(publicRoutes).toEqual(['GET /api/dashboard/market-data']);
  });
});

describe('market routes when upstream fails', () => {
  it('serves the last good quote flagged stale, and 503 when there is none', async () => {
    const offline = new OfflineMarketDataProvider({ now });
    let failing = false;
    const flaky: MarketDataProvider = {
      source: 'yahoo',
      quote: (symbol) => (failing ? Promise.reject(new UpstreamError('down')) : offline.quote(symbol)),
      fundamentals: () => Promise.reject(new UpstreamError('down')),
      history: (symbol, request) => offline.history(symbol, request),
      profile: (symbol) => offline.profile(symbol),
    };
    let clock = NOW.getTime();
    const market = new CachedMarketData(flaky, { now: () => new Date(clock), policy: { budget: null } });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(marketRoutes, { prefix: '/api', market, now });

    expect((await app.inject('/api/stocks/AAPL/quote')).json()).toMatchObject({ stale: false, source: 'yahoo' });
    failing = true;
    clock += 60_000;
    expect((await app.inject('/api/stocks/AAPL/quote')).json()).toMatchObject({ stale: true, symbol: 'AAPL' });

    const unavailable = await app.inject('/api/stocks/AAPL');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({
      error: 'Service Unavailable',
      message: 'Market data is temporarily unavailable. Please try again shortly.',
    });
    await app.close();
  });
});
