/**
 * Yahoo's quoteSummary modules mapped onto Stock data. Yahoo gives margins, returns, growth and
 * yields as fractions and debt-to-equity in percent; Stock data uses percent for the former and a
 * plain ratio for the latter (the units the section 9 thresholds are written in).
 */
import { subtractMonths, toIsoDate, type PriceRow, type StockFundamentals } from '@folio/contracts';
import { sectorPeAverage } from './sector-profiles.ts';

type Num = number | null | undefined;

/** The parts of Yahoo's quoteSummary answer the mapping reads. */
export interface YahooSummary {
  price?: {
    regularMarketPrice?: Num;
    regularMarketChange?: Num;
    regularMarketPreviousClose?: Num;
    regularMarketVolume?: Num;
    marketCap?: Num;
    longName?: string | null;
    shortName?: string | null;
    currency?: string | null;
  };
  summaryDetail?: {
    marketCap?: Num;
    trailingPE?: Num;
    dividendYield?: Num;
    payoutRatio?: Num;
    fiftyTwoWeekHigh?: Num;
    fiftyTwoWeekLow?: Num;
    volume?: Num;
    averageVolume?: Num;
    fiftyDayAverage?: Num;
  };
  defaultKeyStatistics?: {
    pegRatio?: Num;
    priceToBook?: Num;
    bookValue?: Num;
    trailingEps?: Num;
    forwardEps?: Num;
    sharesOutstanding?: Num;
  };
  financialData?: {
    currentPrice?: Num;
    returnOnAssets?: Num;
    returnOnEquity?: Num;
    earningsGrowth?: Num;
    revenueGrowth?: Num;
    profitMargins?: Num;
    operatingMargins?: Num;
    currentRatio?: Num;
    quickRatio?: Num;
    debtToEquity?: Num;
    totalRevenue?: Num;
    ebitda?: Num;
    freeCashflow?: Num;
    totalCash?: Num;
    totalDebt?: Num;
  };
  assetProfile?: { sector?: string | null; industry?: string | null };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Yahoo quotes some exchanges in the currency's minor unit: London in pence ('GBp', also 'GBX'),
 * Johannesburg in cents ('ZAc'), Tel Aviv in agorot ('ILA'). Prices leave the adapter in the
 * major unit (VOD.L at 68.5 GBp is 0.685 GBP), so every amount above the port is in an ISO 4217
 * currency and converts with that currency's exchange rate.
 */
const MINOR_UNITS: Readonly<Record<string, string>> = { GBp: 'GBP', GBX: 'GBP', ZAc: 'ZAR', ZAX: 'ZAR', ILA: 'ILS' };

export interface ListingCurrency {
  /** ISO 4217 code. */
  currency: string;
  /** Units of `currency` per unit Yahoo quoted in: 1, or 1/100 for pence and cents. */
  perQuotedUnit: number;
}

/** What Yahoo's `currency` field means; a listing without one is taken to trade in dollars. */
export function listingCurrency(yahooCurrency: string | null | undefined): ListingCurrency {
  if (!yahooCurrency) return { currency: 'USD', perQuotedUnit: 1 };
  const major = MINOR_UNITS[yahooCurrency];
  return major ? { currency: major, perQuotedUnit: 0.01 } : { currency: yahooCurrency.toUpperCase(), perQuotedUnit: 1 };
}

/** A quoted price in the major unit: pence / 100, computed as a division so 68.5 GBp is exactly 0.685. */
export function inMajorUnit(price: number, unit: ListingCurrency): number {
  return unit.perQuotedUnit === 1 ? price : price / Math.round(1 / unit.perQuotedUnit);
}

function num(value: Num): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function percent(fraction: Num): number | null {
  const value = num(fraction);
  return value === null ? null : round2(value * 100);
}

function changeSince(rows: readonly PriceRow[], price: number, since: string): number | null {
  let reference: number | null = null;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (rows[i]!.t <= since) {
      reference = rows[i]!.c;
      break;
    }
  }
  return reference ? round2(((price - reference) / reference) * 100) : null;
}

/**
 * Yahoo publishes no ROIC; estimate it as after-tax operating income over invested capital
 * (debt plus book equity minus cash), at the US federal rate of 21 %.
 */
function estimatedRoic(summary: YahooSummary): number | null {
  const f = summary.financialData ?? {};
  const k = summary.defaultKeyStatistics ?? {};
  const revenue = num(f.totalRevenue);
  const margin = num(f.operatingMargins);
  const book = num(k.bookValue);
  const shares = num(k.sharesOutstanding);
  if (revenue === null || margin === null || book === null || shares === null) return null;
  const invested = (num(f.totalDebt) ?? 0) + book * shares - (num(f.totalCash) ?? 0);
  return invested > 0 ? round2(((revenue * margin * 0.79) / invested) * 100) : null;
}

export function yahooFundamentals(
  symbol: string,
  summary: YahooSummary,
  history: readonly PriceRow[],
  now: Date,
): StockFundamentals {
  const price = summary.price ?? {};
  const detail = summary.summaryDetail ?? {};
  const stats = summary.defaultKeyStatistics ?? {};
  const financial = summary.financialData ?? {};
  const unit = listingCurrency(price.currency);
  const major = (value: Num): number | null => {
    const n = num(value);
    return n === null ? null : inMajorUnit(n, unit);
  };
  const current = major(price.regularMarketPrice) ?? major(financial.currentPrice) ?? 0;
  const previousClose = major(price.regularMarketPreviousClose) ?? current;
  const dayChange = major(price.regularMarketChange) ?? current - previousClose;
  const trailingEps = num(stats.trailingEps);
  const forwardEps = num(stats.forwardEps);
  const sector = summary.assetProfile?.sector ?? null;
  const debtToEquity = num(financial.debtToEquity);
  return {
    symbol,
    currentPrice: current,
    dayChange,
    dayChangePercent: previousClose ? round2((dayChange / previousClose) * 100) : 0,
    change6MonthPercent: changeSince(history, current, toIsoDate(subtractMonths(now, 6))),
    change3YearPercent: changeSince(history, current, toIsoDate(subtractMonths(now, 36))),
    marketCap: num(price.marketCap) ?? num(detail.marketCap),
    peRatio: num(detail.trailingPE),
    pegRatio: num(stats.pegRatio),
    priceToBook: num(stats.priceToBook),
    week52High: major(detail.fiftyTwoWeekHigh),
    week52Low: major(detail.fiftyTwoWeekLow),
    volume: num(detail.volume) ?? num(price.regularMarketVolume),
    avgVolume: num(detail.averageVolume),
    dividendYield: percent(detail.dividendYield),
    payoutRatio: percent(detail.payoutRatio),
    returnOnAssets: percent(financial.returnOnAssets),
    returnOnEquity: percent(financial.returnOnEquity),
    earningsGrowth: percent(financial.earningsGrowth),
    salesGrowthRate: percent(financial.revenueGrowth),
    epsGrowthRate:
      trailingEps !== null && forwardEps !== null && trailingEps > 0
        ? round2((forwardEps / trailingEps - 1) * 100)
        : percent(financial.earningsGrowth),
    roic: estimatedRoic(summary),
    profitMargins: percent(financial.profitMargins),
    operatingMargins: percent(financial.operatingMargins),
    trailingEps,
    forwardEps,
    currentRatio: num(financial.currentRatio),
    quickRatio: num(financial.quickRatio),
    debtToEquity: debtToEquity === null ? null : round2(debtToEquity / 100),
    bookValue: num(stats.bookValue),
    totalRevenue: num(financial.totalRevenue),
    ebitda: num(financial.ebitda),
    freeCashflow: num(financial.freeCashflow),
    totalCash: num(financial.totalCash),
    totalDebt: num(financial.totalDebt),
    sector,
    industry: summary.assetProfile?.industry ?? null,
    sectorPeAverage: sectorPeAverage(sector),
    movingAverage50Day: major(detail.fiftyDayAverage),
    currency: unit.currency,
  };
}
