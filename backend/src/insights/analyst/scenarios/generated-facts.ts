/**
 * Seeded generators of one position's facts for the analyst's property tests (fast-check is not
 * installed): a failure names the seed and case that reproduce it.
 */
import type { MetricFact, StockFacts, TechnicalFacts } from '../facts.ts';

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    chance: (p: number) => next() < p,
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof rng>;

const STOCKS = ['NVDA', 'AAPL', 'MSFT', 'VTI', 'SPY', 'BRK.B'];
const CRYPTO = ['BTC-USD', 'ETH-USD', 'SOL-EUR'];

export function technicals(r: Rng, price: number): TechnicalFacts | null {
  if (r.chance(0.1)) return null;
  const sma200 = price / (1 + r.between(-0.3, 0.3));
  const sma50 = price / (1 + r.between(-0.15, 0.15));
  const low = price * r.between(0.5, 1);
  const high = Math.max(price, low) * r.between(1, 1.6);
  return {
    asOf: '2026-11-24', bars: 420,
    rsi: r.chance(0.9) ? r.between(10, 90) : null,
    macd: 1.2, macdSignal: 1.0,
    macdCross: r.chance(0.4) ? { direction: r.pick(['bullish', 'bearish'] as const), barsAgo: Math.floor(r.between(0, 5)) } : null,
    sma50, sma200,
    priceVsSma50: (price / sma50 - 1) * 100,
    priceVsSma200: (price / sma200 - 1) * 100,
    maCross: r.chance(0.3) ? { kind: r.pick(['golden', 'death'] as const), barsAgo: Math.floor(r.between(0, 20)) } : null,
    week52: { low, high, position: high > low ? ((price - low) / (high - low)) * 100 : 50 },
    volatility: r.between(10, 80),
  };
}

function metrics(r: Rng): MetricFact[] {
  const all: MetricFact[] = [
    { metric: 'returnOnEquity', label: 'ROE', value: 0, unit: '%', limit: 15, direction: 'atLeast', assessment: 'good' },
    { metric: 'roic', label: 'ROIC', value: 0, unit: '%', limit: 10, direction: 'atLeast', assessment: 'good' },
    { metric: 'profitMargins', label: 'Profit margin', value: 0, unit: '%', limit: 10, direction: 'atLeast', assessment: 'good' },
    { metric: 'debtToEquity', label: 'Debt to equity', value: 0, unit: 'x', limit: 1, direction: 'atMost', assessment: 'good' },
  ] as MetricFact[];
  return all.filter(() => r.chance(0.6)).map((m) => {
    const good = r.chance(0.5);
    const above = m.direction === 'atLeast' ? good : !good;
    return { ...m, assessment: good ? 'good' : 'bad', value: above ? m.limit * r.between(1.05, 3) : m.limit * r.between(0.1, 0.95) };
  });
}

/** One held (or watched) position in a list, with random market signals. */
export function generated(r: Rng): StockFacts {
  const crypto = r.chance(0.2);
  const symbol = r.pick(crypto ? CRYPTO : STOCKS);
  const price = crypto ? r.between(0.5, 90_000) : r.between(5, 900);
  const listValue = r.between(5_000, 2_000_000);
  const maxPositionSize = r.pick([5, 10, 10, 10, 15, 20, 25]);
  const held = r.chance(0.85);
  const weight = held ? r.between(0.5, maxPositionSize * 2.5) : 0;
  const pe = r.chance(0.7) ? r.between(5, 80) : null;
  const sectorAverage = r.between(12, 35);
  const peg = r.chance(0.6) ? r.between(0.3, 4) : null;
  return withWeight({
    symbol, name: symbol, price, dayChangePercent: 0, dataSource: 'live' as StockFacts['dataSource'],
    technicals: technicals(r, price),
    fundamentals: {
      sector: crypto ? null : 'Technology', industry: null, marketCap: 1e11, metrics: crypto ? [] : metrics(r),
      peg: peg === null || crypto ? null : { value: peg, assessment: peg < 1 ? 'Attractive' : 'Expensive' },
      pe: pe === null || crypto ? null : { value: pe, sectorAverage, assessment: pe < sectorAverage ? 'Undervalued' : 'Overvalued', premiumPercent: (pe / sectorAverage - 1) * 100 },
    },
    position: {
      held, quantity: 0, value: 0, weight: 0, sector: crypto ? null : 'Technology', sectorWeight: null, maxPositionSize,
      totalStocks: 8, cashBalance: r.chance(0.5) ? r.between(0, listValue * 0.3) : null, listValue,
    },
    risk: { level: 'medium', volatility: 30, debtToEquity: 0.5, reason: 'volatility 30%' },
  }, weight, r.between(0, 45));
}

/** The same facts with the holding at `weight` percent of the list; the rest of its sector is `othersInSector`. */
export function withWeight(facts: StockFacts, weight: number, othersInSector: number): StockFacts {
  const p = facts.position;
  const value = (weight / 100) * p.listValue;
  const quantity = facts.price ? value / facts.price : 0;
  return {
    ...facts,
    position: { ...p, weight, value, quantity, sectorWeight: p.sector ? Math.min(100, othersInSector + weight) : null },
  };
}
