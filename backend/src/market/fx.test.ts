import type { MarketQuote, PriceRow, StockFundamentals } from '@folio/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CachedMarketData } from './cache.ts';
import { FxRates } from './fx.ts';
import { currencyFromSymbol } from './listing-currency.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { StockNotFoundError, type CompanyProfile, type HistoryRequest, type MarketDataProvider } from './provider.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const bar = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 0 });

/** Known rates, as a feed would publish them (no closes on the weekend of 8-9 March 2025). */
const RATES: Record<string, PriceRow[]> = {
  'CHFUSD=X': [bar('2025-03-06', 1.12), bar('2025-03-07', 1.13), bar('2025-03-10', 1.14)],
  'JPYUSD=X': [bar('2025-03-07', 0.0068)],
};

class KnownRates implements MarketDataProvider {
  readonly source = 'yahoo' as const;
  asked: string[] = [];
  async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
    this.asked.push(symbol);
    const rows = RATES[symbol];
    if (!rows) throw new StockNotFoundError(symbol);
    return rows.filter((row) => row.t <= request.to.toISOString().slice(0, 10));
  }
  quote(symbol: string): Promise<MarketQuote> {
    throw new StockNotFoundError(symbol);
  }
  fundamentals(symbol: string): Promise<StockFundamentals> {
    throw new StockNotFoundError(symbol);
  }
  profile(symbol: string): Promise<CompanyProfile> {
    throw new StockNotFoundError(symbol);
  }
}

const knownRates = () => {
  const provider = new KnownRates();
  return { provider, fx: new FxRates(new CachedMarketData(provider, { policy: { budget: null } })) };
};

describe('converting with known rates', () => {
  it('uses the last rate on or before the day: a Sunday takes Friday close', async () => {
    const { fx } = knownRates();
    // 250 CHF on Sunday 2025-03-09: Friday 7 March closed at 1.13 USD per CHF, 250 x 1.13 = 282.50 USD.
    expect(await fx.convert(250, 'CHF', 'USD', '2025-03-09')).toBeCloseTo(282.5, 10);
    // Monday 10 March has its own close: 250 x 1.14 = 285.00 USD.
    expect(await fx.convert(250, 'CHF', 'USD', '2025-03-10')).toBeCloseTo(285, 10);
    // 1,000,000 JPY at 0.0068 USD per yen = 6,800 USD.
    expect(await fx.convert(1_000_000, 'JPY', 'USD', '2025-03-07')).toBeCloseTo(6800, 8);
  });

  it('takes the first rate for a day before the series starts, and 1 within a currency', async () => {
    const { fx } = knownRates();
    const book = await fx.book('USD', ['CHF'], '2025-01-02', '2025-03-10');
    expect(book.rate('CHF', '2025-01-02')).toBe(1.12);
    expect(await fx.rate('USD', 'USD', '2025-01-02')).toBe(1);
  });

  it('answers null when the provider has no such pair (the market cache remembers that briefly)', async () => {
    const { fx, provider } = knownRates();
    expect(await fx.rate('XAU', 'USD', '2025-03-07')).toBeNull();
    expect(await fx.convert(5, 'XAU', 'USD', '2025-03-07')).toBeNull();
    expect(provider.asked.filter((symbol) => symbol === 'XAUUSD=X')).toHaveLength(1);
  });

  it('keeps a loaded series: a book for many days asks the provider once per pair', async () => {
    const { fx, provider } = knownRates();
    const book = await fx.book('USD', ['CHF', 'JPY', 'USD', 'CHF'], '2025-03-01', '2025-03-10');
    expect(book.rate('CHF', '2025-03-08')).toBe(1.13);
    expect(book.rate('JPY', '2025-03-10')).toBe(0.0068);
    expect(book.rate('USD', '2025-03-10')).toBe(1);
    await fx.rate('CHF', 'USD', '2025-03-06');
    expect(provider.asked.sort()).toEqual(['CHFUSD=X', 'JPYUSD=X']);
  });
});

describe('the latest rate', () => {
  it('is asked for again after 15 minutes, while settled days are kept', async () => {
    let clock = Date.parse('2025-03-10T15:00:00Z');
    const provider = new KnownRates();
    const fx = new FxRates(new CachedMarketData(provider, { now: () => new Date(clock), policy: { budget: null } }), () => clock);
    expect(await fx.rate('CHF', 'USD', '2025-03-10')).toBe(1.14);
    // The day is not over: the feed moves Monday's rate.
    RATES['CHFUSD=X']![2] = bar('2025-03-10', 1.145);
    onTestFinished(() => {
      RATES['CHFUSD=X']![2] = bar('2025-03-10', 1.14);
    });
    clock += 5 * 60_000;
    expect(await fx.rate('CHF', 'USD', '2025-03-10')).toBe(1.14);
    clock += 11 * 60_000;
    expect(await fx.rate('CHF', 'USD', '2025-03-10')).toBe(1.145);
    const asked = provider.asked.length;
    // Friday is settled: no new request for it.
    clock += 60 * 60_000;
    expect(await fx.rate('CHF', 'USD', '2025-03-07')).toBe(1.13);
    expect(provider.asked.length).toBe(asked);
  });
});

describe('offline exchange rates', () => {
  const range = { from: day('2024-01-01'), to: day('2024-12-31'), interval: '1d' as const };

  it('are the same on every machine and whatever the clock says later', async () => {
    const early = new OfflineMarketDataProvider({ now: () => new Date('2025-01-10T12:00:00Z') });
    const later = new OfflineMarketDataProvider({ now: () => new Date('2030-06-01T12:00:00Z') });
    const first = await early.history('EURUSD=X', range);
    expect(await later.history('EURUSD=X', range)).toEqual(first);
    expect(first.length).toBe(262); // the weekdays of 2024
    expect(first.find((row) => row.t === '2024-06-03')?.c).toBe((await later.history('EURUSD=X', range)).find((row) => row.t === '2024-06-03')?.c);
  });

  it('sit near the market levels of early 2025 and move a little each day', async () => {
    const offline = new OfflineMarketDataProvider({ now: () => new Date('2026-11-20T12:00:00Z') });
    const onAnchor = async (pair: string) => (await offline.history(pair, { from: day('2025-01-02'), to: day('2025-01-02'), interval: '1d' }))[0]!.c;
    expect(await onAnchor('EURUSD=X')).toBeCloseTo(1.035, 3);
    expect(await onAnchor('GBPUSD=X')).toBeCloseTo(1.245, 3);
    expect(await onAnchor('CHFUSD=X')).toBeCloseTo(1.101, 3);
    expect(await onAnchor('USDJPY=X')).toBeCloseTo(157.2, 1);
    const rows = await offline.history('USDCHF=X', { from: day('2016-01-01'), to: day('2026-11-20'), interval: '1d' });
    const moves = rows.slice(1).map((row, i) => Math.abs(Math.log(row.c / rows[i]!.c)));
    expect(Math.max(...moves)).toBeLessThan(0.03);
    expect(Math.min(...rows.map((row) => row.c))).toBeGreaterThan(0.6);
    expect(Math.max(...rows.map((row) => row.c))).toBeLessThan(1.4);
  });

  it('are consistent crosses: EURCHF is EURUSD / CHFUSD to the feed precision', async () => {
    const offline = new OfflineMarketDataProvider({ now: () => new Date('2026-11-20T12:00:00Z') });
    const one = { from: day('2023-05-10'), to: day('2023-05-10'), interval: '1d' as const };
    const [eurUsd, chfUsd, eurChf] = await Promise.all(['EURUSD=X', 'CHFUSD=X', 'EURCHF=X'].map(async (pair) => (await offline.history(pair, one))[0]!.c));
    expect(eurChf).toBeCloseTo(eurUsd! / chfUsd!, 4);
    const quote = await offline.quote('EURCHF=X');
    expect(quote.currency).toBe('CHF');
  });
});

describe('listing currencies', () => {
  it('come from the provider, with prices in the listing currency', async () => {
    const offline = new OfflineMarketDataProvider({ now: () => new Date('2026-11-20T12:00:00Z') });
    const expected = { 'NESN.SW': 'CHF', 'VOD.L': 'GBP', '7203.T': 'JPY', 'SAP.DE': 'EUR', 'ASML.AS': 'EUR', AAPL: 'USD' };
    for (const [symbol, currency] of Object.entries(expected)) {
      expect((await offline.quote(symbol)).currency).toBe(currency);
      expect((await offline.profile(symbol)).currency).toBe(currency);
      expect((await offline.fundamentals(symbol)).currency).toBe(currency);
    }
    // Realistic levels: Toyota in thousands of yen, Vodafone under a pound.
    expect((await offline.quote('7203.T')).currentPrice).toBeGreaterThan(1000);
    expect((await offline.quote('VOD.L')).currentPrice).toBeLessThan(3);
  });

  it('follow the exchange suffix when the provider cannot be asked', () => {
    expect(currencyFromSymbol('NESN.SW')).toBe('CHF');
    expect(currencyFromSymbol('VOD.L')).toBe('GBP');
    expect(currencyFromSymbol('7203.T')).toBe('JPY');
    expect(currencyFromSymbol('BRK.B')).toBe('USD');
    expect(currencyFromSymbol('AAPL')).toBe('USD');
    expect(currencyFromSymbol('EURCHF=X')).toBe('CHF');
  });
});
