/**
 * The behaviour every market-data adapter promises, run against each one (offline provider,
 * Yahoo adapter on a fake Yahoo server). Adapter-specific tests live beside each adapter.
 */
import { PriceRowSchema, StockFundamentalsSchema, MarketQuoteSchema } from '@folio/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockNotFoundError, type MarketDataProvider } from './provider.ts';

export interface ProviderFixture {
  provider: MarketDataProvider;
  /** A symbol this provider does not know. */
  unknownSymbol: string;
  close?: () => Promise<void>;
}

/** The clock every contract run uses: a Friday afternoon in New York. */
export const CONTRACT_NOW = new Date('2026-11-20T18:00:00Z');

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function providerContract(name: string, setup: () => Promise<ProviderFixture>): void {
  describe(`market-data provider contract: ${name}`, () => {
    let fixture: ProviderFixture;
    beforeAll(async () => {
      fixture = await setup();
    });
    afterAll(async () => {
      await fixture.close?.();
    });

    it('quotes a known ticker with a consistent day change', async () => {
      const quote = MarketQuoteSchema.parse(await fixture.provider.quote('AAPL'));
      expect(quote.symbol).toBe('AAPL');
      expect(quote.currentPrice).toBeGreaterThan(0);
      expect(quote.dayChange).toBeCloseTo(quote.currentPrice - quote.previousClose, 2);
      expect(quote.dayChangePercent).toBeCloseTo((quote.dayChange / quote.previousClose) * 100, 1);
      expect(quote.dayLow).toBeLessThanOrEqual(quote.dayHigh);
      expect(Date.parse(quote.marketTime)).toBeLessThanOrEqual(CONTRACT_NOW.getTime());
    });

    it('accepts lower-case symbols and answers with the upper-case one', async () => {
      expect((await fixture.provider.quote('msft')).symbol).toBe('MSFT');
    });

    it('delivers every Stock data field, with percent units and plain ratios', async () => {
      const fundamentals = StockFundamentalsSchema.strict().parse(await fixture.provider.fundamentals('JPM'));
      expect(fundamentals.sector).toBe('Financial Services');
      expect(fundamentals.marketCap).toBeGreaterThan(1e9);
      expect(fundamentals.week52Low!).toBeLessThanOrEqual(fundamentals.week52High!);
      expect(fundamentals.sectorPeAverage).toBeGreaterThan(0);
      // Percent units: margins of a profitable bank are tens of percent, not fractions.
      expect(Math.abs(fundamentals.profitMargins!)).toBeGreaterThan(1);
      expect(fundamentals.debtToEquity!).toBeLessThan(20);
      expect(fundamentals.change6MonthPercent).not.toBeNull();
      expect(fundamentals.change3YearPercent).not.toBeNull();
    });

    it('delivers daily OHLCV bars inside the range, oldest first', async () => {
      const rows = await fixture.provider.history('MSFT', { from: day('2026-09-01'), to: day('2026-10-30'), interval: '1d' });
      expect(rows.length).toBeGreaterThan(35);
      for (const row of rows) {
        PriceRowSchema.parse(row);
        expect(row.t >= '2026-09-01' && row.t <= '2026-10-30').toBe(true);
        expect(row.h).toBeGreaterThanOrEqual(Math.max(row.o, row.c));
        expect(row.l).toBeLessThanOrEqual(Math.min(row.o, row.c));
        expect(row.v).toBeGreaterThanOrEqual(0);
      }
      expect(rows.map((row) => row.t)).toEqual([...rows.map((row) => row.t)].sort());
    });

    it('delivers weekly and monthly bars', async () => {
      const range = { from: day('2025-11-20'), to: day('2026-11-19') };
      const weekly = await fixture.provider.history('MSFT', { ...range, interval: '1wk' });
      const monthly = await fixture.provider.history('MSFT', { ...range, interval: '1mo' });
      expect(weekly.length).toBeGreaterThanOrEqual(50);
      expect(weekly.length).toBeLessThanOrEqual(54);
      expect(monthly.length).toBeGreaterThanOrEqual(12);
      expect(monthly.length).toBeLessThanOrEqual(13);
    });

    it('answers an empty list for a range without trading', async () => {
      // 2026-11-21/22 is a weekend.
      expect(await fixture.provider.history('MSFT', { from: day('2026-11-21'), to: day('2026-11-22'), interval: '1d' })).toEqual([]);
    });

    it('names the company, its sector and the currency it is listed in', async () => {
      expect(await fixture.provider.profile('AAPL')).toEqual({
        symbol: 'AAPL',
        name: 'Apple Inc.',
        sector: 'Technology',
        industry: expect.any(String),
        currency: 'USD',
      });
      expect((await fixture.provider.profile('NESN.SW')).currency).toBe('CHF');
      expect((await fixture.provider.quote('7203.T')).currency).toBe('JPY');
    });

    it('covers the market-overview instruments', async () => {
      for (const symbol of ['^GSPC', '^DJI', 'GC=F', 'CL=F', 'BTC-USD', '000001.SS']) {
        expect((await fixture.provider.quote(symbol)).currentPrice).toBeGreaterThan(0);
      }
    });

    it('reports an unknown symbol as StockNotFoundError on every call', async () => {
      const symbol = fixture.unknownSymbol;
      await expect(fixture.provider.quote(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(fixture.provider.fundamentals(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(fixture.provider.profile(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      await expect(
        fixture.provider.history(symbol, { from: day('2026-10-01'), to: day('2026-10-30'), interval: '1d' }),
      ).rejects.toBeInstanceOf(StockNotFoundError);
    });

    it('finds the listing of an ISIN, and nothing for an ISIN it does not know', async () => {
      expect(await fixture.provider.symbolForIsin?.('US0378331005')).toBe('AAPL');
      expect(await fixture.provider.symbolForIsin?.(' us67066g1040 ')).toBe('NVDA');
      expect(await fixture.provider.symbolForIsin?.('XS0000000009')).toBeNull();
    });

    it('rejects clearly invalid symbols without asking anyone', async () => {
      for (const symbol of ['', 'AAPL MSFT', 'TOOLONGSYMBOL', '<script>']) {
        await expect(fixture.provider.quote(symbol)).rejects.toBeInstanceOf(StockNotFoundError);
      }
    });
  });
}
