import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYahoo, type FakeYahoo } from './fake-yahoo-server.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { CONTRACT_NOW } from './provider.contract.ts';
import { inMajorUnit, listingCurrency } from './yahoo-mapping.ts';
import { YahooMarketDataProvider } from './yahoo-provider.ts';

const now = () => CONTRACT_NOW;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("Yahoo's currency field", () => {
  it('reads pence and cents as their major currency, a hundredth each', () => {
    expect(listingCurrency('GBp')).toEqual({ currency: 'GBP', perQuotedUnit: 0.01 });
    expect(listingCurrency('GBX')).toEqual({ currency: 'GBP', perQuotedUnit: 0.01 });
    expect(listingCurrency('ZAc')).toEqual({ currency: 'ZAR', perQuotedUnit: 0.01 });
    // 'GBP' (capital P) is pounds already.
    expect(listingCurrency('GBP')).toEqual({ currency: 'GBP', perQuotedUnit: 1 });
    expect(listingCurrency('CHF')).toEqual({ currency: 'CHF', perQuotedUnit: 1 });
    expect(listingCurrency(undefined)).toEqual({ currency: 'USD', perQuotedUnit: 1 });
    // Vodafone at 68.5p is 0.685 GBP, exactly (a division, not x 0.01 = 0.6850000000000001).
    expect(inMajorUnit(68.5, listingCurrency('GBp'))).toBe(0.685);
    expect(inMajorUnit(2500, listingCurrency('GBX'))).toBe(25);
  });
});

describe('Yahoo adapter against the fake server: listings abroad', () => {
  let fake: FakeYahoo;
  let yahoo: YahooMarketDataProvider;
  const offline = new OfflineMarketDataProvider({ now });

  beforeAll(async () => {
    fake = await startFakeYahoo({ now });
    yahoo = new YahooMarketDataProvider({ baseUrl: fake.url, now, timeoutMs: 2_000 });
  });
  afterAll(() => fake.close());

  it('carries the listing currency on quotes, fundamentals and profiles', async () => {
    for (const [symbol, currency] of [['NESN.SW', 'CHF'], ['7203.T', 'JPY'], ['SAP.DE', 'EUR'], ['AAPL', 'USD']] as const) {
      const quote = await yahoo.quote(symbol);
      expect(quote.currency).toBe(currency);
      expect(quote.currentPrice).toBe((await offline.quote(symbol)).currentPrice);
      expect((await yahoo.profile(symbol)).currency).toBe(currency);
      expect((await yahoo.fundamentals(symbol)).currency).toBe(currency);
    }
  });

  it('turns London pence into pounds: quote, chart and fundamentals', async () => {
    const direct = await offline.quote('VOD.L');
    const quote = await yahoo.quote('VOD.L');
    expect(quote.currency).toBe('GBP');
    // The wire said e.g. 68.41 (GBp); the port answers 0.6841 (GBP).
    expect(quote.currentPrice).toBeCloseTo(direct.currentPrice, 10);
    expect(quote.previousClose).toBeCloseTo(direct.previousClose, 10);
    expect(quote.dayHigh).toBeCloseTo(direct.dayHigh, 10);
    const range = { from: day('2026-10-01'), to: day('2026-11-20'), interval: '1d' as const };
    const [viaYahoo, expected] = await Promise.all([yahoo.history('VOD.L', range), offline.history('VOD.L', range)]);
    expect(viaYahoo).toHaveLength(expected.length);
    viaYahoo.forEach((row, i) => {
      expect(row.t).toBe(expected[i]!.t);
      expect(row.c).toBeCloseTo(expected[i]!.c, 10);
    });
    const fundamentals = await yahoo.fundamentals('VOD.L');
    expect(fundamentals.currency).toBe('GBP');
    expect(fundamentals.currentPrice).toBeCloseTo(direct.currentPrice, 10);
    expect(fundamentals.week52High).toBeLessThan(5);
  });

  it('reads exchange-rate pairs through the chart, like any symbol', async () => {
    const range = { from: day('2026-09-01'), to: day('2026-11-20'), interval: '1d' as const };
    const rows = await yahoo.history('EURUSD=X', range);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows).toEqual(await offline.history('EURUSD=X', range));
  });
});
