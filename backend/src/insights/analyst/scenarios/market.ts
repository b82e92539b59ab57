/**
 * Scenario building blocks: daily bars shaped to produce a given indicator state (computed by the
 * real indicator code), fundamentals, and a list to hold the stock in.
 */
import type { PriceRow, StockFundamentals } from '@folio/contracts';
import { indicatorRows } from '../../../market/indicators.ts';
import type { HoldingFact, ListFacts, StockFacts } from '../facts.ts';
import { fundamentalFacts, riskOf } from '../fundamentals.ts';
import { positionFacts } from '../holdings.ts';
import { technicalFacts } from '../technicals.ts';

const DAY = 86_400_000;

/** Bars from closes, one per calendar day from 2025-01-01, with a small deterministic intraday range. */
export function bars(closes: readonly number[]): PriceRow[] {
  const start = Date.UTC(2025, 0, 1);
  return closes.map((c, i) => ({ t: new Date(start + i * DAY).toISOString(), o: c, h: c * 1.005, l: c * 0.995, c, v: 1_000_000 }));
}

/** A path through the given turning points, linear between them, with a wiggle of `wiggle` dollars so not every day is up. */
export function path(points: readonly [day: number, price: number][], wiggle = 0.6): number[] {
  const closes: number[] = [];
  for (let k = 1; k < points.length; k++) {
    const [d0, p0] = points[k - 1]!;
    const [d1, p1] = points[k]!;
    for (let d = d0; d < d1; d++) closes.push(p0 + ((p1 - p0) * (d - d0)) / (d1 - d0) + wiggle * Math.sin(d * 1.3));
  }
  return closes;
}

/** A slow decline then a rally, cut a few bars after the 50-day average crosses above the 200-day. */
export function goldenCrossBars(barsAfterCross = 3): PriceRow[] {
  const all = bars(path([[0, 150], [220, 100], [330, 160]], 2.5));
  const rows = indicatorRows(all);
  const cross = rows.findIndex((row, i) => i > 0 && row.sma50 !== null && row.sma200 !== null && rows[i - 1]!.sma50! <= rows[i - 1]!.sma200! && row.sma50 > row.sma200);
  if (cross < 0) throw new Error('no golden cross in the scenario series');
  return all.slice(0, cross + 1 + barsAfterCross);
}

/** A rise then a slide, cut a few bars after the 50-day average crosses below the 200-day. */
export function deathCrossBars(barsAfterCross = 3): PriceRow[] {
  const all = bars(path([[0, 100], [220, 160], [330, 95]], 2.5));
  const rows = indicatorRows(all);
  const cross = rows.findIndex((row, i) => i > 0 && row.sma50 !== null && row.sma200 !== null && rows[i - 1]!.sma50! >= rows[i - 1]!.sma200! && row.sma50 < row.sma200);
  if (cross < 0) throw new Error('no death cross in the scenario series');
  return all.slice(0, cross + 1 + barsAfterCross);
}

/** A long steady uptrend finished by a steep three-week run: RSI well above 70. */
export const overboughtBars = (): PriceRow[] => bars(path([[0, 100], [280, 150], [300, 185]]));

/** Flat and quiet: RSI near 50, price near its averages. */
export const sidewaysBars = (): PriceRow[] => bars(path([[0, 100], [150, 101], [300, 100]]));

export function fundamentals(overrides: Partial<StockFundamentals> = {}): StockFundamentals {
  return {
    symbol: 'TEST', currentPrice: 100, dayChange: 0, dayChangePercent: 0, change6MonthPercent: null, change3YearPercent: null, marketCap: 500e9,
    peRatio: null, pegRatio: null, priceToBook: null, week52High: null, week52Low: null, volume: null, avgVolume: null, dividendYield: null,
    payoutRatio: null, returnOnAssets: null, returnOnEquity: null, earningsGrowth: null, salesGrowthRate: null, epsGrowthRate: null, roic: null,
    profitMargins: null, operatingMargins: null, trailingEps: null, forwardEps: null, currentRatio: null, quickRatio: null, debtToEquity: null,
    bookValue: null, totalRevenue: null, ebitda: null, freeCashflow: null, totalCash: null, totalDebt: null, sector: 'Technology',
    industry: 'Software', sectorPeAverage: null, movingAverage50Day: null,
    ...overrides,
  };
}

export const STRONG = { returnOnEquity: 28, roic: 19, profitMargins: 24, operatingMargins: 31, debtToEquity: 0.3, earningsGrowth: 14, pegRatio: 0.8, peRatio: 18, sectorPeAverage: 27 };
export const RICH = { pegRatio: 3.1, peRatio: 52, sectorPeAverage: 27 };

export function holding(symbol: string, value: number, sector: string | null = 'Technology', price = 100): HoldingFact {
  return { symbol, name: symbol, quantity: value / price, price, value, costBasis: value * 0.8, weight: 0, gainLossPercent: 25, sector, marketCap: 500e9, dayChangePercent: 0 };
}

/** A list with weights worked out from the values (no cash unless given). */
export function list(holdings: HoldingFact[], cashBalance: number | null = null, maxPositionSize = 10): ListFacts {
  const investedValue = holdings.reduce((sum, h) => sum + h.value, 0);
  const totalValue = investedValue + Math.max(0, cashBalance ?? 0);
  return {
    listId: 'main', listName: 'Main Portfolio', watching: [], investedValue, cashBalance, totalValue, maxPositionSize,
    holdings: holdings.map((h) => ({ ...h, weight: Math.round((h.value / totalValue) * 10_000) / 100 })).sort((a, b) => b.value - a.value),
  };
}

/** The facts for `symbol` with these bars and fundamentals, in `inList`. */
export function stockFacts(symbol: string, history: readonly PriceRow[], stock: StockFundamentals | null, inList: ListFacts): StockFacts {
  const price = history.at(-1)?.c ?? stock?.currentPrice ?? null;
  const technicals = technicalFacts(history, price);
  const f = fundamentalFacts(stock);
  return {
    symbol, name: symbol, price, dayChangePercent: 0, dataSource: 'demo', technicals, fundamentals: f,
    position: positionFacts(inList, symbol, f.sector), risk: riskOf(technicals, stock),
  };
}
