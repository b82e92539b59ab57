/**
 * Seeded price walks for the offline provider. A shared market factor (with calm and stormy
 * regimes) moves everything together, a sector factor moves a sector together, and each
 * instrument adds its own noise. The deviation from a drifting trend line mean-reverts, so
 * prices 50 years back stay plausible, and the walk passes through the anchor price.
 * Every value depends only on (symbol, day), never on the clock, so machines agree.
 */
import type { ChartInterval, PriceRow } from '@folio/contracts';
import { ANCHOR_DAY, type Instrument } from './offline-universe.ts';
import { hashSeed, isoDateOfDay, normalAt, weekday } from './random-walk.ts';

const TRADING_DAYS = 252;
/** Bars priced when a caller names no range: five years, more than a quote's statistics read (three). */
const RECENT_DAYS = 5 * 366;
const MARKET_SEED = hashSeed('folio:market-factor');
const MARKET_DAILY_VOL = 0.16 / Math.sqrt(TRADING_DAYS);
const SECTOR_DAILY_VOL = 0.12 / Math.sqrt(TRADING_DAYS);

/**
 * Daily factors per calendar day, shared by every instrument: the market's, and one per sector.
 * Each value is drawn once per process, not once per instrument and day: for 50 stocks over 56
 * years that halves the normal draws of a cold walk (docs/benchmarks.md, "Performance series").
 */
export class MarketFactor {
  private regime = 0;
  private readonly sectors = new Map<number, DailyDraws>();
  /** The market's daily return factor. */
  readonly market = new DailyDraws((day) => {
    // A slowly wandering regime gives quiet years and turbulent ones (days are drawn in order).
    this.regime = 0.995 * this.regime + 0.1 * normalAt(MARKET_SEED, day, 1);
    return Math.exp(0.3 * this.regime - 0.045) * MARKET_DAILY_VOL * normalAt(MARKET_SEED, day);
  });

  /** The daily draws (standard normals) of the sector with this seed; a stock loads 0.6 of its volatility. */
  sector(seed: number): DailyDraws {
    let draws = this.sectors.get(seed);
    if (!draws) this.sectors.set(seed, (draws = new DailyDraws((day) => normalAt(seed, day))));
    return draws;
  }
}

/** Values per calendar day, drawn in day order once and kept in one growing array. */
export class DailyDraws {
  private values = new Float64Array(0);
  private length = 0;
  private readonly draw: (day: number) => number;

  constructor(draw: (day: number) => number) {
    this.draw = draw;
  }

  /** The values of days [0, day], as one array (valid until the next call). */
  through(day: number): Float64Array {
    if (day >= this.length) {
      if (day >= this.values.length) {
        // At least doubled, so growing day by day stays linear.
        const next = new Float64Array(Math.max(day + 1, this.values.length * 2, 1024));
        next.set(this.values);
        this.values = next;
      }
      for (let d = this.length; d <= day; d++) this.values[d] = this.draw(d);
      this.length = day + 1;
    }
    return this.values;
  }
}

export class PriceWalk {
  readonly instrument: Instrument;
  /** Trading days (days since 1970-01-01), ascending. */
  readonly days: number[] = [];
  /**
   * Closes by bar index. Only bars from `extendTo`'s `fromDay` on are priced (the range a caller
   * asked for): a walk starts in 1970, and a chart or a returns book of ten years would otherwise
   * pay two exponentials for every day of 56 years. Read an index only inside a range asked for.
   */
  closes = new Float64Array(0);
  /** Priced bars whose close rounded to zero (a walk of a few millionths): none, almost always. */
  nonPositiveCloses = 0;
  /** Bars [pricedFrom, pricedTo) have their close in `closes`. */
  private pricedFrom = 0;
  private pricedTo = 0;
  /** Typical size of one day's move, for intraday ranges and volume. */
  readonly dailyVol: number;
  private readonly deviations: number[] = [];
  private readonly factors: MarketFactor;
  private readonly sector: DailyDraws;
  private readonly reversion: number;
  private deviation = 0;
  private nextDay: number;
  private anchorDeviation: number | undefined;

  constructor(instrument: Instrument, market: MarketFactor) {
    this.instrument = instrument;
    this.factors = market;
    this.sector = market.sector(hashSeed(`folio:sector:${instrument.sector ?? instrument.kind}`));
    this.reversion = instrument.kind === 'crypto' ? 1 / 250 : 1 / 400;
    this.nextDay = instrument.firstDay;
    const own = instrument.vol / Math.sqrt(TRADING_DAYS);
    this.dailyVol = Math.hypot(own, instrument.beta * MARKET_DAILY_VOL);
  }

  /**
   * Generates bars up to `day` (and always past the anchor day, to know the pinning offset), and
   * prices every bar from the one before `fromDay` on (default: the last five years, what a quote
   * and the fundamentals read).
   */
  extendTo(day: number, fromDay = day - RECENT_DAYS): void {
    const target = Math.max(day, ANCHOR_DAY);
    if (this.nextDay <= target) this.walkTo(target);
    this.nextDay = Math.max(this.nextDay, target + 1);
    if (this.anchorDeviation === undefined) {
      this.anchorDeviation = this.deviations[this.indexAtOrBefore(ANCHOR_DAY)] ?? 0;
    }
    this.price(Math.max(0, this.indexAtOrBefore(fromDay - 1)), this.days.length);
  }

  /** Prices bars [from, to), keeping the priced bars one contiguous range. */
  private price(from: number, to: number): void {
    if (this.closes.length < to) {
      const grown = new Float64Array(Math.max(to, this.closes.length * 2));
      grown.set(this.closes);
      this.closes = grown;
    }
    if (this.pricedFrom === this.pricedTo) {
      this.priceRange(from, to);
      [this.pricedFrom, this.pricedTo] = [from, to];
      return;
    }
    if (from < this.pricedFrom) this.priceRange(from, this.pricedFrom);
    if (to > this.pricedTo) this.priceRange(this.pricedTo, to);
    this.pricedFrom = Math.min(from, this.pricedFrom);
    this.pricedTo = Math.max(to, this.pricedTo);
  }

  private priceRange(from: number, to: number): void {
    const logAnchor = Math.log(this.instrument.anchorPrice);
    const driftPerDay = this.instrument.drift / 365.25;
    const { days, deviations, closes } = this;
    const anchorDeviation = this.anchorDeviation!;
    for (let i = from; i < to; i++) {
      const fromAnchor = days[i]! - ANCHOR_DAY;
      // The pin fades over about a year, so a trough or peak on the anchor day does not shift
      // the whole history away from the trend line.
      const pin = anchorDeviation * Math.exp(-Math.abs(fromAnchor) / 365);
      const logPrice = logAnchor + driftPerDay * fromAnchor + deviations[i]! - pin;
      const close = roundPrice(Math.exp(logPrice));
      closes[i] = close;
      if (!(close > 0)) this.nonPositiveCloses++;
    }
  }

  /** The mean-reverting deviation from the trend, day by day from `nextDay` to `target`. */
  private walkTo(target: number): void {
    const { seed, beta, vol, tradesWeekends, kind } = this.instrument;
    const own = vol / Math.sqrt(TRADING_DAYS);
    // Bonds, funds and crypto carry no sector factor: only stocks load on it.
    const sectorLoad = kind === 'stock' ? 0.6 : 0;
    const sectorScale = sectorLoad * SECTOR_DAILY_VOL;
    const market = this.factors.market.through(target);
    const sector = sectorLoad === 0 ? undefined : this.sector.through(target);
    const keep = 1 - this.reversion;
    const { days, deviations } = this;
    let deviation = this.deviation;
    // The weekday steps along with the day (0 = Sunday ... 6 = Saturday) instead of a modulo per day.
    let day = weekday(this.nextDay);
    for (let d = this.nextDay; d <= target; d++, day = day === 6 ? 0 : day + 1) {
      if (!tradesWeekends && (day === 0 || day === 6)) continue;
      deviation = deviation * keep + beta * market[d]! + (sector ? sectorScale * sector[d]! : 0) + own * normalAt(seed, d);
      days.push(d);
      deviations.push(deviation);
    }
    this.deviation = deviation;
  }

  /** Index of the last bar on or before `day`, or -1. */
  indexAtOrBefore(day: number): number {
    let low = 0;
    let high = this.days.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      if (this.days[mid]! <= day) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }

  /** The OHLCV bar at index i; open, range and volume are drawn from (seed, day) alone. */
  bar(i: number): PriceRow {
    const day = this.days[i]!;
    const close = this.closes[i]!;
    const previous = i > 0 ? this.closes[i - 1]! : close;
    const seed = this.instrument.seed;
    const vol = this.dailyVol;
    const open = roundPrice(previous * Math.exp(0.25 * vol * normalAt(seed, day, 3)));
    const high = roundPrice(Math.max(open, close) * Math.exp(0.5 * vol * Math.abs(normalAt(seed, day, 4))));
    const low = roundPrice(Math.min(open, close) * Math.exp(-0.5 * vol * Math.abs(normalAt(seed, day, 5))));
    const surprise = Math.abs(Math.log(close / previous)) / vol;
    const volume = this.instrument.baseVolume * Math.exp(0.3 * normalAt(seed, day, 6)) * (0.7 + 0.3 * surprise);
    return { t: isoDateOfDay(day), o: open, h: high, l: low, c: close, v: Math.round(volume) };
  }

  /** Daily bars between two days, inclusive. */
  rows(fromDay: number, toDay: number): PriceRow[] {
    this.extendTo(toDay, fromDay);
    const last = this.indexAtOrBefore(toDay);
    let first = this.indexAtOrBefore(fromDay - 1) + 1;
    const rows: PriceRow[] = [];
    for (; first <= last; first++) rows.push(this.bar(first));
    return rows;
  }
}

function roundPrice(price: number): number {
  const scale = price >= 1 ? 100 : 1e6;
  return Math.round(price * scale) / scale;
}

/** Weekly bars start on Monday, monthly bars on the first trading day of the month. */
function periodKey(row: PriceRow, interval: ChartInterval): number {
  const [year, month, date] = row.t.split('-').map(Number) as [number, number, number];
  if (interval === '1mo') return year * 12 + month;
  const day = Date.UTC(year, month - 1, date) / 86_400_000;
  return day - ((weekday(day) + 6) % 7);
}

/** Folds daily bars into weekly or monthly ones. */
export function aggregateRows(rows: readonly PriceRow[], interval: ChartInterval): PriceRow[] {
  if (interval === '1d') return rows as PriceRow[];
  const out: PriceRow[] = [];
  let key = Number.NaN;
  let current: PriceRow | undefined;
  for (const row of rows) {
    const k = periodKey(row, interval);
    if (current && k === key) {
      current.h = Math.max(current.h, row.h);
      current.l = Math.min(current.l, row.l);
      current.c = row.c;
      current.v += row.v;
    } else {
      current = { ...row };
      key = k;
      out.push(current);
    }
  }
  return out;
}
