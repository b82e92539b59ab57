import { describe, expect, it } from 'vitest';
import { CachedMarketData } from './cache.ts';
import { marketOverview } from './market-overview.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { UpstreamError, type MarketDataProvider } from './provider.ts';

const NOW = new Date('2026-11-20T18:00:00Z');
const now = () => NOW;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('market overview', () => {
  const offline = new OfflineMarketDataProvider({ now });
  const market = new CachedMarketData(offline, { now, policy: { budget: null } });

  it('computes year-to-date from the last close of last year, and three-year change', async () => {
    const overview = await marketOverview(market, NOW);
    const spx = overview.indices.find((item) => item.symbol === '^GSPC')!;
    const december = await offline.history('^GSPC', { from: day('2025-12-20'), to: day('2025-12-31'), interval: '1d' });
    const threeYearsAgo = await offline.history('^GSPC', { from: day('2023-11-10'), to: day('2023-11-20'), interval: '1d' });
    const pct = (from: number) => Math.round(((spx.price - from) / from) * 10_000) / 100;
    expect(spx.ytdChangePercent).toBe(pct(december.at(-1)!.c));
    expect(spx.threeYearChangePercent).toBe(pct(threeYearsAgo.at(-1)!.c));
  });

  it('has no three-year change for a coin listed more recently', async () => {
    const young = new OfflineMarketDataProvider({ now: () => new Date('2022-06-01T12:00:00Z') });
    const youngMarket = new CachedMarketData(young, { now: () => new Date('2022-06-01T12:00:00Z'), policy: { budget: null } });
    const overview = await marketOverview(youngMarket, new Date('2022-06-01T12:00:00Z'));
    const sol = overview.crypto.find((item) => item.symbol === 'SOL-USD')!;
    expect(sol.threeYearChangePercent).toBeNull();
    expect(sol.ytdChangePercent).not.toBeNull();
  });

  it('leaves out instruments that cannot be fetched instead of failing', async () => {
    const noCrypto: MarketDataProvider = {
      source: 'yahoo',
      quote: (symbol) => (symbol.endsWith('-USD') ? Promise.reject(new UpstreamError('down')) : offline.quote(symbol)),
      fundamentals: (symbol) => offline.fundamentals(symbol),
      history: (symbol, request) => offline.history(symbol, request),
      profile: (symbol) => offline.profile(symbol),
    };
    const overview = await marketOverview(new CachedMarketData(noCrypto, { now, policy: { budget: null } }), NOW);
    expect(overview.crypto).toEqual([]);
    expect(overview.indices).toHaveLength(7);
  });
});
