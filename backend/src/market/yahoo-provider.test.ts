import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeYahoo, type FakeYahoo } from './fake-yahoo-server.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { CONTRACT_NOW, providerContract } from './provider.contract.ts';
import { StockNotFoundError, UpstreamError } from './provider.ts';
import { yahooFetch, yahooSymbol, YahooMarketDataProvider } from './yahoo-provider.ts';

const now = () => CONTRACT_NOW;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

providerContract('yahoo (fake Yahoo server)', async () => {
  const fake = await startFakeYahoo({ now, unknownSymbols: ['NOSUCH'] });
  return {
    provider: new YahooMarketDataProvider({ baseUrl: fake.url, now, timeoutMs: 2_000 }),
    unknownSymbol: 'NOSUCH',
    close: () => fake.close(),
  };
});

describe('yahoo adapter', () => {
  let fake: FakeYahoo;
  let yahoo: YahooMarketDataProvider;
  const offline = new OfflineMarketDataProvider({ now });

  beforeAll(async () => {
    fake = await startFakeYahoo({ now });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'normal';
    yahoo = new YahooMarketDataProvider({ baseUrl: fake.url, now, timeoutMs: 300 });
  });

  it('labels its data as Yahoo data', () => {
    expect(yahoo.source).toBe('yahoo');
  });

  it("maps Yahoo's wire format back to exactly what the server was given", async () => {
    // The fake serves the offline provider's data, so a faithful adapter reproduces it.
    const range = { from: day('2026-06-01'), to: day('2026-11-20'), interval: '1d' as const };
    expect(await yahoo.history('NVDA', range)).toEqual(await offline.history('NVDA', range));
    const quote = await yahoo.quote('NVDA');
    expect({ ...quote, dayChangePercent: Math.round(quote.dayChangePercent * 100) / 100 }).toEqual(await offline.quote('NVDA'));
  });

  it('converts fractions to percent and debt-to-equity from percent to a ratio', async () => {
    const { roic, epsGrowthRate, ...viaYahoo } = await yahoo.fundamentals('KO');
    const { roic: _roic, epsGrowthRate: directEpsGrowth, ...direct } = await offline.fundamentals('KO');
    expect(viaYahoo).toEqual(direct);
    // Yahoo has no ROIC: it is estimated from operating income and invested capital.
    expect(roic).toBeGreaterThan(0);
    // Derived from forward and trailing EPS, so only as exact as their rounding.
    expect(epsGrowthRate).toBeCloseTo(directEpsGrowth!, 0);
  });

  it('asks Yahoo for share classes with a dash', () => {
    expect(yahooSymbol('BRK.B')).toBe('BRK-B');
    expect(yahooSymbol('000001.SS')).toBe('000001.SS');
    expect(yahooSymbol('VOD.L')).toBe('VOD.L');
  });

  it('sends the cookie/crumb handshake and the API calls to the configured host', async () => {
    const seen: string[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    const provider = new YahooMarketDataProvider({ baseUrl: fake.url, fetch: recording, now });
    await provider.quote('AAPL');
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const url of seen) expect(url.startsWith(fake.url)).toBe(true);
    expect(seen.some((url) => url.includes('/v1/test/getcrumb'))).toBe(true);
  });

  it('maps empty results to StockNotFoundError', async () => {
    fake.mode = 'empty';
    await expect(yahoo.quote('AAPL')).rejects.toBeInstanceOf(StockNotFoundError);
    await expect(yahoo.profile('AAPL')).rejects.toBeInstanceOf(StockNotFoundError);
    await expect(yahoo.history('AAPL', { from: day('2026-10-01'), to: day('2026-10-30'), interval: '1d' })).rejects.toBeInstanceOf(
      StockNotFoundError,
    );
  });

  it('maps 429 to UpstreamError with the status', async () => {
    fake.mode = 'rate-limited';
    const error = await yahoo.quote('AAPL').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).upstreamStatus).toBe(429);
  });

  it.each(['malformed', 'wrong-shape', 'server-error'] as const)('maps a %s answer to UpstreamError', async (mode) => {
    fake.mode = mode;
    await expect(yahoo.quote('AAPL')).rejects.toBeInstanceOf(UpstreamError);
    await expect(yahoo.history('AAPL', { from: day('2026-10-01'), to: day('2026-10-30'), interval: '1d' })).rejects.toBeInstanceOf(
      UpstreamError,
    );
    await expect(yahoo.fundamentals('AAPL')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('gives up after the timeout when Yahoo does not answer', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    await expect(yahoo.quote('AAPL')).rejects.toBeInstanceOf(UpstreamError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('maps an unreachable host to UpstreamError', async () => {
    const provider = new YahooMarketDataProvider({ baseUrl: 'http://127.0.0.1:9', now, timeoutMs: 1_000 });
    await expect(provider.quote('AAPL')).rejects.toBeInstanceOf(UpstreamError);
  });

  it('turns 404 from an API path into StockNotFoundError before the library sees it', async () => {
    const notFound: typeof fetch = async () => new Response('{}', { status: 404 });
    const wrapped = yahooFetch(undefined, notFound);
    await expect(wrapped('https://query2.finance.yahoo.com/v8/finance/chart/XYZ?x=1')).rejects.toBeInstanceOf(StockNotFoundError);
    // The cookie page is not an API path: its status is the library's business.
    expect((await wrapped('https://finance.yahoo.com/quote/AAPL')).status).toBe(404);
  });
});
