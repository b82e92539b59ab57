/**
 * Fundamentals for the offline provider: price statistics from the walk, company figures drawn
 * around the sector's norms and kept consistent with each other (P/E from EPS, payout from
 * dividend and EPS, ROE from EPS and book value), with the per-share figures fixed at the anchor
 * price so ratios move with the price like real ones do.
 */
import { subtractMonths, type StockFundamentals } from '@folio/contracts';
import type { PriceWalk } from './offline-series.ts';
import { dayNumber, pick } from './random-walk.ts';
import { SECTOR_PROFILES, sectorPeAverage } from './sector-profiles.ts';

const round2 = (value: number): number => Math.round(value * 100) / 100;
const whole = (value: number): number => Math.round(value);
/** Money keeps cents, or micro-units for instruments priced under a dollar. */
const money = (value: number, price: number): number =>
  price >= 1 ? round2(value) : Math.round(value * 1e6) / 1e6;

function changeSince(walk: PriceWalk, today: number, now: Date, months: number): number | null {
  const past = walk.indexAtOrBefore(dayNumber(subtractMonths(now, months)));
  if (past < 0) return null;
  const before = walk.closes[past]!;
  return round2(((walk.closes[today]! - before) / before) * 100);
}

type PriceStatistics = Pick<
  StockFundamentals,
  'week52High' | 'week52Low' | 'movingAverage50Day' | 'avgVolume' | 'change6MonthPercent' | 'change3YearPercent'
>;

function priceStatistics(walk: PriceWalk, today: number, now: Date): PriceStatistics {
  const yearAgo = walk.days[today]! - 365;
  let high = -Infinity;
  let low = Infinity;
  for (let i = today; i >= 0 && walk.days[i]! > yearAgo; i--) {
    const bar = walk.bar(i);
    high = Math.max(high, bar.h);
    low = Math.min(low, bar.l);
  }
  const first50 = Math.max(0, today - 49);
  let closeSum = 0;
  for (let i = first50; i <= today; i++) closeSum += walk.closes[i]!;
  const first63 = Math.max(0, today - 62);
  let volumeSum = 0;
  for (let i = first63; i <= today; i++) volumeSum += walk.bar(i).v;
  return {
    week52High: high,
    week52Low: low,
    movingAverage50Day: round2(closeSum / (today - first50 + 1)),
    avgVolume: whole(volumeSum / (today - first63 + 1)),
    change6MonthPercent: changeSince(walk, today, now, 6),
    change3YearPercent: changeSince(walk, today, now, 36),
  };
}

type CompanyFigures = Omit<
  StockFundamentals,
  keyof PriceStatistics | 'symbol' | 'currentPrice' | 'dayChange' | 'dayChangePercent' | 'volume'
>;

const NO_COMPANY_FIGURES: CompanyFigures = {
  marketCap: null, peRatio: null, pegRatio: null, priceToBook: null, dividendYield: null, payoutRatio: null,
  returnOnAssets: null, returnOnEquity: null, earningsGrowth: null, salesGrowthRate: null, epsGrowthRate: null,
  roic: null, profitMargins: null, operatingMargins: null, trailingEps: null, forwardEps: null, currentRatio: null,
  quickRatio: null, debtToEquity: null, bookValue: null, totalRevenue: null, ebitda: null, freeCashflow: null,
  totalCash: null, totalDebt: null, sector: null, industry: null, sectorPeAverage: null,
};

function companyFigures(walk: PriceWalk, price: number): CompanyFigures {
  const { seed, sector, industry, anchorPrice, units, kind } = walk.instrument;
  const marketCap = units === null ? null : whole(units * price);
  if (kind === 'etf') {
    return { ...NO_COMPANY_FIGURES, industry, marketCap, dividendYield: round2(pick(seed, 'yield', 0.3, 2)) };
  }
  const profile = sector ? SECTOR_PROFILES[sector] : undefined;
  if (kind !== 'stock' || !profile || units === null) return { ...NO_COMPANY_FIGURES, marketCap };

  const losing = pick(seed, 'losing', 0, 1) < 0.06;
  const eps = losing ? -anchorPrice * pick(seed, 'loss', 0.01, 0.08) : anchorPrice / (profile.pe * pick(seed, 'pe', 0.55, 1.7));
  const epsGrowth = profile.growth * pick(seed, 'growth', -0.4, 2.2) + pick(seed, 'epsNoise', -4, 6);
  const salesGrowth = profile.growth * pick(seed, 'sales', -0.3, 2);
  const margin = losing ? -pick(seed, 'lossMargin', 2, 15) : profile.margin * pick(seed, 'margin', 0.5, 1.6);
  const opMargin = margin + (profile.opMargin - profile.margin) * pick(seed, 'opMargin', 0.6, 1.4);
  const bookValue = anchorPrice / (profile.priceToBook * pick(seed, 'pb', 0.5, 1.8));
  const debtToEquity = profile.debtToEquity * pick(seed, 'de', 0.3, 2);
  const revenue = Math.abs(eps * units) / (Math.abs(margin) / 100);
  const payer = pick(seed, 'payer', 0, 1) < (sector === 'Technology' ? 0.5 : 0.85);
  const dividendPerShare = payer && !losing ? (profile.dividendYield * pick(seed, 'yield', 0.4, 1.8) * anchorPrice) / 100 : 0;
  const currentRatio = profile.currentRatio * pick(seed, 'cr', 0.6, 1.6);
  const roe = (eps / bookValue) * 100;
  const peRatio = eps > 0 ? price / eps : null;
  return {
    marketCap,
    peRatio: peRatio === null ? null : round2(peRatio),
    pegRatio: peRatio !== null && epsGrowth > 0 ? round2(peRatio / epsGrowth) : null,
    priceToBook: round2(price / bookValue),
    dividendYield: round2((dividendPerShare / price) * 100),
    payoutRatio: eps > 0 ? round2((dividendPerShare / eps) * 100) : null,
    returnOnAssets: round2(roe / (1 + debtToEquity * 1.5)),
    returnOnEquity: round2(roe),
    earningsGrowth: round2(epsGrowth + pick(seed, 'earningsNoise', -3, 3)),
    salesGrowthRate: round2(salesGrowth),
    epsGrowthRate: round2(epsGrowth),
    roic: round2((roe / (1 + debtToEquity)) * 1.1),
    profitMargins: round2(margin),
    operatingMargins: round2(opMargin),
    trailingEps: round2(eps),
    forwardEps: round2(eps * (1 + epsGrowth / 100)),
    currentRatio: round2(currentRatio),
    quickRatio: round2(currentRatio * pick(seed, 'quick', 0.55, 0.9)),
    debtToEquity: round2(debtToEquity),
    bookValue: round2(bookValue),
    totalRevenue: whole(revenue),
    ebitda: whole((revenue * (opMargin + 6)) / 100),
    freeCashflow: whole(eps * units * pick(seed, 'fcf', 0.7, 1.2)),
    totalCash: whole(revenue * pick(seed, 'cash', 0.05, 0.3)),
    totalDebt: whole(debtToEquity * bookValue * units),
    sector,
    industry,
    sectorPeAverage: sectorPeAverage(sector),
  };
}

/**
 * The move since the previous close, as a quote shows it: all a quote needs of the fundamentals
 * (the price statistics read a year of bars, which a holdings table of thousands of quotes must not pay for).
 */
export function dayChangeAt(walk: PriceWalk, today: number): Pick<StockFundamentals, 'dayChange' | 'dayChangePercent'> {
  const price = walk.closes[today]!;
  const previous = today > 0 ? walk.closes[today - 1]! : price;
  const dayChange = price - previous;
  return { dayChange: money(dayChange, price), dayChangePercent: round2((dayChange / previous) * 100) };
}

/** Every Stock data field for the bar at index `today` (the latest bar at the clock's date). */
export function offlineFundamentals(walk: PriceWalk, today: number, now: Date): StockFundamentals {
  const price = walk.closes[today]!;
  return {
    symbol: walk.instrument.symbol,
    currentPrice: price,
    ...dayChangeAt(walk, today),
    volume: walk.bar(today).v,
    ...priceStatistics(walk, today, now),
    ...companyFigures(walk, price),
  };
}
