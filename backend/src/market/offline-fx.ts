/**
 * Exchange rates for the offline provider, as Yahoo names them: `EURUSD=X` is the price of one
 * euro in dollars. Each currency's dollar value walks on its own seed (small daily moves that
 * mean-revert, about 8-10 % a year) and is pinned to its level near 2025-01-02, so every pair is
 * a consistent cross: EURCHF = EURUSD / CHFUSD. Every value depends only on (currency, day).
 */
import type { PriceRow } from '@folio/contracts';
import { ANCHOR_DAY } from './offline-universe.ts';
import { hashSeed, isoDateOfDay, isWeekend, normalAt } from './random-walk.ts';

/** Dollars per unit near 2025-01-02 (market levels of that day) and annual volatility. */
const USD_VALUE: Readonly<Record<string, readonly [number, number]>> = {
  USD: [1, 0],
  EUR: [1.035, 0.08],
  GBP: [1.245, 0.09],
  CHF: [1.101, 0.08],
  JPY: [1 / 157.2, 0.1],
  CAD: [0.695, 0.07],
  AUD: [0.62, 0.1],
  NZD: [0.561, 0.1],
  CNY: [0.137, 0.04],
  HKD: [0.1287, 0.01],
  SGD: [0.733, 0.05],
  SEK: [0.0905, 0.1],
  NOK: [0.088, 0.1],
  DKK: [0.1388, 0.08],
  INR: [0.01167, 0.05],
  KRW: [0.000679, 0.08],
  BRL: [0.1615, 0.15],
  MXN: [0.0481, 0.12],
  ZAR: [0.0531, 0.15],
  PLN: [0.242, 0.09],
};

const PAIR = /^([A-Z]{3})([A-Z]{3})=X$/;
const TRADING_DAYS = 252;
/** Pulls each day's deviation back towards the trend: levels stay plausible over 50 years. */
const REVERSION = 1 / 750;

/** The two currencies of a pair symbol the offline provider can price, or undefined. */
export function offlineFxPair(symbol: string): { base: string; quote: string } | undefined {
  const match = PAIR.exec(symbol);
  if (!match || !USD_VALUE[match[1]!] || !USD_VALUE[match[2]!]) return undefined;
  return { base: match[1]!, quote: match[2]! };
}

/** A currency's dollar value per calendar day since 1970-01-01, generated on demand. */
class DollarValue {
  private readonly seed: number;
  private readonly dailyVol: number;
  private readonly anchor: number;
  private readonly logValues: number[] = [];
  private deviation = 0;
  private anchorDeviation = 0;

  constructor(code: string) {
    const [anchor, vol] = USD_VALUE[code]!;
    this.seed = hashSeed(`folio:fx:${code}`);
    this.dailyVol = vol / Math.sqrt(TRADING_DAYS);
    this.anchor = anchor;
    this.extendTo(ANCHOR_DAY);
    this.anchorDeviation = this.logValues[ANCHOR_DAY]!;
  }

  private extendTo(day: number) {
    for (let d = this.logValues.length; d <= day; d++) {
      // Markets are shut at weekends: the value carries.
      if (!isWeekend(d)) this.deviation = this.deviation * (1 - REVERSION) + this.dailyVol * normalAt(this.seed, d);
      this.logValues.push(this.deviation);
    }
  }

  at(day: number): number {
    const d = Math.max(0, day);
    this.extendTo(d);
    return this.anchor * Math.exp(this.logValues[d]! - this.anchorDeviation);
  }
}

const values = new Map<string, DollarValue>();
function dollarValue(code: string): DollarValue {
  let value = values.get(code);
  if (!value) values.set(code, (value = new DollarValue(code)));
  return value;
}

/** Six significant digits, as rate feeds quote them (1.03512, 0.00636132). */
const roundRate = (rate: number) => Number(rate.toPrecision(6));

/** Units of `quote` one unit of `base` buys at the close of `day`. */
export function offlineFxRate(base: string, quote: string, day: number): number {
  if (base === quote) return 1;
  return roundRate(dollarValue(base).at(day) / dollarValue(quote).at(day));
}

/** Daily bars of a pair on weekdays between two days, inclusive (no volume: FX has no exchange). */
export function offlineFxRows(pair: { base: string; quote: string }, fromDay: number, toDay: number): PriceRow[] {
  const rows: PriceRow[] = [];
  for (let day = Math.max(0, fromDay); day <= toDay; day++) {
    if (isWeekend(day)) continue;
    const close = offlineFxRate(pair.base, pair.quote, day);
    const open = offlineFxRate(pair.base, pair.quote, day - 1);
    const spread = Math.abs(close - open) * 0.5;
    rows.push({ t: isoDateOfDay(day), o: open, h: roundRate(Math.max(open, close) + spread), l: roundRate(Math.min(open, close) - spread), c: close, v: 0 });
  }
  return rows;
}
