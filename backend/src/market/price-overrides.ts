/**
 * Test-only prices: a symbol's price set by hand, over whatever the provider says (quote and the
 * last daily bar), so an end-to-end test can move a price across an alert. Built only when
 * DEV_LOGIN is on (NODE_ENV=test turns it on; production refuses it), see app.ts.
 */
import type { MarketQuote, PriceRow } from '@folio/contracts';
import type { DailyCloses } from './closes.ts';
import { normaliseSymbol, type CompanyProfile, type HistoryRequest, type MarketDataProvider } from './provider.ts';

export class PriceOverrides {
  private readonly prices = new Map<string, number>();

  set(symbol: string, price: number | null): void {
    const key = normaliseSymbol(symbol);
    if (price === null) this.prices.delete(key);
    else this.prices.set(key, price);
  }

  get(symbol: string): number | undefined {
    return this.prices.get(normaliseSymbol(symbol));
  }

  /** The provider with these prices laid over it. */
  wrap(provider: MarketDataProvider): MarketDataProvider {
    const overrides = this;
    return {
      get source() {
        return provider.source;
      },
      async quote(symbol: string): Promise<MarketQuote> {
        const quote = await provider.quote(symbol);
        const price = overrides.get(symbol);
        if (price === undefined) return quote;
        const dayChange = price - quote.previousClose;
        return {
          ...quote,
          currentPrice: price,
          dayChange,
          dayChangePercent: quote.previousClose ? (dayChange / quote.previousClose) * 100 : 0,
          dayHigh: Math.max(quote.dayHigh, price),
          dayLow: Math.min(quote.dayLow, price),
        };
      },
      fundamentals: (symbol: string) => provider.fundamentals(symbol),
      async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
        const rows = await provider.history(symbol, request);
        const price = overrides.get(symbol);
        if (price === undefined || rows.length === 0) return rows;
        const last = rows.at(-1)!;
        return [...rows.slice(0, -1), { ...last, c: price, h: Math.max(last.h, price), l: Math.min(last.l, price) }];
      },
      profile: (symbol: string): Promise<CompanyProfile> => provider.profile(symbol),
      // Without this the cache would fall back to drawing every daily bar just to keep the closes.
      ...(provider.closes
        ? {
            async closes(symbol: string, request: HistoryRequest): Promise<DailyCloses> {
              const closes = await provider.closes!(symbol, request);
              const price = overrides.get(symbol);
              if (price === undefined || closes.closes.length === 0) return closes;
              const overridden = { days: closes.days.slice(), closes: closes.closes.slice() };
              overridden.closes[overridden.closes.length - 1] = price;
              return overridden;
            },
          }
        : {}),
      ...(provider.symbolForIsin ? { symbolForIsin: (isin: string) => provider.symbolForIsin!(isin) } : {}),
      ...(provider.dividends ? { dividends: (symbol: string, from: Date, to: Date) => provider.dividends!(symbol, from, to) } : {}),
      ...(provider.splits ? { splits: (symbol: string, from: Date, to: Date) => provider.splits!(symbol, from, to) } : {}),
    };
  }
}
