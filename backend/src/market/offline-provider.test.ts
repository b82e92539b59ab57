import { knownSymbols } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { CONTRACT_NOW, providerContract } from './provider.contract.ts';
import { StockNotFoundError } from './provider.ts';

providerContract('offline', async () => ({
  provider: new OfflineMarketDataProvider({ now: () => CONTRACT_NOW }),
  unknownSymbol: 'NOT^VALID!',
}));

const at = (iso: string) => () => new Date(iso);
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const returns = (closes: number[]) => closes.slice(1).map((close, i) => Math.log(close / closes[i]!));
const stdev = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
};

describe('offline provider', () => {
  it('is demo data', () => {
    expect(new OfflineMarketDataProvider().source).toBe('demo');
  });

  it('gives the same bars for the same dates whatever the clock says later', async () => {
    const early = new OfflineMarketDataProvider({ now: at('2025-06-30T20:00:00Z') });
    const later = new OfflineMarketDataProvider({ now: at('2031-01-15T12:00:00Z') });
    const range = { from: day('2025-01-01'), to: day('2025-06-30'), interval: '1d' as const };
    expect(await later.history('NVDA', range)).toEqual(await early.history('NVDA', range));
  });

  it('produces the same walk on every machine (pinned bars)', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const bar = async (iso: string) => (await provider.history('AAPL', { from: day(iso), to: day(iso), interval: '1d' }))[0];
    expect(await bar('2000-01-03')).toEqual({ t: '2000-01-03', o: 17.57, h: 17.6, l: 17.31, c: 17.54, v: 53894659 });
    // The anchor day closes on the instrument's anchor price.
    expect((await bar('2025-01-02'))!.c).toBe(243);
    expect(await bar('2026-11-20')).toEqual({ t: '2026-11-20', o: 198.71, h: 214.24, l: 197.33, c: 209.59, v: 88563860 });
  });

  it('moves the quote with the injected clock and never shows future bars', async () => {
    let now = new Date('2026-03-02T18:00:00Z');
    const provider = new OfflineMarketDataProvider({ now: () => now });
    const monday = await provider.quote('KO');
    now = new Date('2026-03-03T18:00:00Z');
    const tuesday = await provider.quote('KO');
    expect(tuesday.previousClose).toBe(monday.currentPrice);
    const rows = await provider.history('KO', { from: day('2026-03-01'), to: day('2026-12-31'), interval: '1d' });
    expect(rows.at(-1)!.t).toBe('2026-03-03');
  });

  it('keeps stocks closed at weekends and crypto trading every day', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const week = { from: day('2026-11-09'), to: day('2026-11-15'), interval: '1d' as const };
    expect((await provider.history('AAPL', week)).length).toBe(5);
    expect((await provider.history('BTC-USD', week)).length).toBe(7);
  });

  it('reaches 50 years back for stocks and starts crypto at its listing', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const range = { from: day('1976-11-20'), to: day('2026-11-20'), interval: '1mo' as const };
    const stock = await provider.history('IBM', range);
    expect(stock[0]!.t.startsWith('1976-11')).toBe(true);
    expect(stock.length).toBeGreaterThanOrEqual(600);
    const btc = await provider.history('BTC-USD', range);
    expect(btc[0]!.t.startsWith('2014-09')).toBe(true);
  });

  it('keeps well-known tickers near realistic price levels', async () => {
    const provider = new OfflineMarketDataProvider({ now: at('2025-01-03T21:00:00Z') });
    const levels: Record<string, number> = { AAPL: 243, '^GSPC': 5900, 'BTC-USD': 96000, KO: 62, 'GC=F': 2650 };
    for (const [symbol, level] of Object.entries(levels)) {
      const { currentPrice } = await provider.quote(symbol);
      expect(currentPrice / level, symbol).toBeGreaterThan(0.85);
      expect(currentPrice / level, symbol).toBeLessThan(1.15);
    }
  });

  it('answers "not found" for a symbol outside its universe, as a real provider would', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const range = { from: day('2026-01-01'), to: day('2026-11-20'), interval: '1d' as const };
    for (const symbol of ['ZZZZQ', 'NEWC-USD', '^NOPE', 'XX=F']) {
      await expect(provider.quote(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(provider.fundamentals(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(provider.history(symbol, range)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(provider.profile(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
    }
  });

  it('gives sectors their character: utilities calmer than technology', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    const range = { from: day('2016-11-20'), to: day('2026-11-20'), interval: '1d' as const };
    const vol = async (symbol: string) => stdev(returns((await provider.history(symbol, range)).map((row) => row.c)));
    expect(await vol('DUK')).toBeLessThan(await vol('NVDA'));
    expect(await vol('^GSPC')).toBeLessThan(await vol('AAPL'));
    expect(await vol('BTC-USD')).toBeGreaterThan(await vol('AAPL'));
    const annual = (await vol('^GSPC')) * Math.sqrt(252);
    expect(annual).toBeGreaterThan(0.1);
    expect(annual).toBeLessThan(0.25);
  });

  it('knows a sector for every well-known stock and a name for every lookup ticker', async () => {
    const provider = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    for (const symbol of knownSymbols()) {
      const profile = await provider.profile(symbol);
      expect(profile.name).not.toBe('');
    }
    expect((await provider.fundamentals('XOM')).sector).toBe('Energy');
  });

  it('treats a coin asked about before its listing as unknown', async () => {
    const provider = new OfflineMarketDataProvider({ now: at('2019-01-01T12:00:00Z') });
    await expect(provider.quote('SOL-USD')).rejects.toBeInstanceOf(StockNotFoundError);
  });

  it('keeps walks by bytes: past the budget the least recently used is dropped and drawn again the same', async () => {
    const range = { from: day('2016-11-20'), to: day('2026-11-20'), interval: '1d' as const };
    const roomy = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW });
    // About one walk from 1970 (some 14,000 trading days at 24 bytes) fits in 400 KB.
    const tight = new OfflineMarketDataProvider({ now: () => CONTRACT_NOW, maxCachedBytes: 400_000 });
    const walks = (provider: OfflineMarketDataProvider) => (provider as unknown as { walks: { size: number; has(key: string): boolean } }).walks;
    for (const symbol of ['AMZN', 'AAPL', 'MSFT']) {
      await roomy.history(symbol, range);
      await tight.history(symbol, range);
    }
    expect(walks(roomy).size).toBe(3);
    expect(walks(tight).size).toBe(1);
    expect(walks(tight).has('MSFT')).toBe(true);
    // AMZN was dropped: drawn again, bar for bar the same as the roomy provider's kept walk.
    const again = await tight.history('AMZN', range);
    expect(again.length).toBeGreaterThan(2500);
    expect(again).toEqual(await roomy.history('AMZN', range));
    expect(await tight.closes!('AAPL', range)).toEqual(await roomy.closes!('AAPL', range));
  });
});
