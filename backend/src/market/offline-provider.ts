/**
 * The default market-data provider: deterministic demo data that needs no network. Its universe
 * of well-known tickers sits near their real price levels; any other symbol is "not found", as a
 * real provider would answer, so the demo never shows invented companies.
 */
import { companyName, type MarketQuote, type PriceRow, type StockFundamentals } from '@folio/contracts';
import { dayChangeAt, offlineFundamentals } from './offline-fundamentals.ts';
import { offlineFxPair, offlineFxRows } from './offline-fx.ts';
import { offlineSymbolForIsin } from './offline-isins.ts';
import { aggregateRows, MarketFactor, PriceWalk } from './offline-series.ts';
import { resolveInstrument } from './offline-universe.ts';
import { offlineDividends, offlineSplits } from './offline-corporate-actions.ts';
import {
  normaliseSymbol,
  StockNotFoundError,
  type CompanyProfile,
  type DividendPayment,
  type StockSplit,
  type HistoryRequest,
  type MarketDataProvider,
} from './provider.ts';
import { dayNumber, MS_PER_DAY } from './random-walk.ts';
import { closesBetween, closesFromRows, type DailyCloses } from './closes.ts';
import { OnePerTurn } from '../shared/yielding.ts';
import { LRUCache } from 'lru-cache';

const iso = (date: Date) => date.toISOString().slice(0, 10);

export interface OfflineProviderOptions {
  now?: () => Date;
  /** Bytes of walks kept in memory; the least recently used are dropped beyond this. */
  maxCachedBytes?: number;
}

/**
 * A walk from 1970 holds about 14,600 trading days at about 20 bytes each (day, deviation, close),
 * 24 with the arrays' spare room: about 350 KB. 256 MB keeps some 750 of them; a book of more
 * symbols than that regenerates its least recently used.
 */
const WALK_CACHE_BYTES = 256 * 1024 * 1024;
const BYTES_PER_WALK_DAY = 24;

/** US markets close at 21:00 UTC (16:00 New York in winter); a bar's quote time is then. */
const CLOSE_OFFSET_MS = 21 * 3_600_000;

/** Shared calendar arrays start on a multiple of this many bars (about four years of a stock's). */
const CALENDAR_BLOCK = 1024;

export class OfflineMarketDataProvider implements MarketDataProvider {
  readonly source = 'demo' as const;
  private readonly now: () => Date;
  private readonly market = new MarketFactor();
  private readonly walks: LRUCache<string, PriceWalk>;
  private readonly generating = new OnePerTurn();
  /**
   * Trading days of a calendar from the start of a block of CALENDAR_BLOCK bars to a last day, by
   * calendar, block and last day (see `calendarDays`). Bounded by bytes (fifty years are ~50 KB).
   */
  private readonly calendars = new LRUCache<string, Int32Array>({ maxSize: 4 * 1024 * 1024, sizeCalculation: (days, key) => 64 + 2 * key.length + days.byteLength });
  /**
   * The days handed out, by range: the same range gets the same array (the valuation compares
   * calendars by identity first). Each counts the whole array it keeps alive (a view its block's,
   * also when other ranges share it), so these and the blocks above hold at most 12 MB.
   */
  private readonly calendarRanges = new LRUCache<string, Int32Array>({ maxSize: 8 * 1024 * 1024, sizeCalculation: (days, key) => 160 + 2 * key.length + days.buffer.byteLength });

  constructor(options: OfflineProviderOptions = {}) {
    this.now = options.now ?? (() => new Date());
    // Sized when stored, for the whole walk up to today: walks are generated to today at once.
    this.walks = new LRUCache<string, PriceWalk>({
      maxSize: options.maxCachedBytes ?? WALK_CACHE_BYTES,
      sizeCalculation: (walk) => {
        const calendarDays = Math.max(1, dayNumber(this.now()) - walk.instrument.firstDay);
        return Math.ceil(calendarDays * (walk.instrument.tradesWeekends ? 1 : 5 / 7) * BYTES_PER_WALK_DAY);
      },
    });
  }

  async quote(symbol: string): Promise<MarketQuote> {
    const pair = offlineFxPair(normaliseSymbol(symbol));
    if (pair) return this.fxQuote(normaliseSymbol(symbol), pair);
    await this.yieldBeforeGenerating(symbol);
    const { walk, today, now } = this.latest(symbol);
    const bar = walk.bar(today);
    const previousClose = today > 0 ? walk.closes[today - 1]! : bar.c;
    const { dayChange, dayChangePercent } = dayChangeAt(walk, today);
    const closeTime = walk.days[today]! * MS_PER_DAY + CLOSE_OFFSET_MS;
    const marketTime = walk.instrument.tradesWeekends ? now.getTime() : Math.min(closeTime, now.getTime());
    return {
      symbol: walk.instrument.symbol,
      currentPrice: bar.c,
      previousClose,
      dayChange,
      dayChangePercent,
      open: bar.o,
      dayHigh: bar.h,
      dayLow: bar.l,
      volume: bar.v,
      marketTime: new Date(marketTime).toISOString(),
      currency: walk.instrument.currency,
    };
  }

  /** A pair's last close as its quote, priced in the pair's second currency. */
  private fxQuote(symbol: string, pair: { base: string; quote: string }): MarketQuote {
    const now = this.now();
    const today = dayNumber(now);
    const [previous, last] = offlineFxRows(pair, today - 7, today).slice(-2) as [PriceRow, PriceRow];
    const dayChange = last.c - previous.c;
    return {
      symbol, currentPrice: last.c, previousClose: previous.c, dayChange, dayChangePercent: (dayChange / previous.c) * 100,
      open: last.o, dayHigh: last.h, dayLow: last.l, volume: 0, marketTime: now.toISOString(), currency: pair.quote,
    };
  }

  async fundamentals(symbol: string): Promise<StockFundamentals> {
    await this.yieldBeforeGenerating(symbol);
    const { walk, today, now } = this.latest(symbol);
    return { ...offlineFundamentals(walk, today, now), currency: walk.instrument.currency };
  }

  async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
    const pair = offlineFxPair(normaliseSymbol(symbol));
    if (pair) {
      const rows = offlineFxRows(pair, dayNumber(request.from), Math.min(dayNumber(request.to), dayNumber(this.now())));
      return aggregateRows(rows, request.interval);
    }
    await this.yieldBeforeGenerating(symbol);
    const walk = this.walk(symbol);
    // Demo data has no future: bars stop at the clock's date.
    const toDay = Math.min(dayNumber(request.to), dayNumber(this.now()));
    const rows = walk.rows(dayNumber(request.from), toDay);
    return aggregateRows(rows, request.interval);
  }

  /** The closes of `history` straight from the walk's arrays: no bar is drawn, no date string built. */
  async closes(symbol: string, request: HistoryRequest): Promise<DailyCloses> {
    const pair = offlineFxPair(normaliseSymbol(symbol));
    if (pair) return closesFromRows(await this.history(symbol, { ...request, interval: '1d' }));
    await this.yieldBeforeGenerating(symbol);
    const walk = this.walk(symbol);
    const toDay = Math.min(dayNumber(request.to), dayNumber(this.now()));
    walk.extendTo(toDay, dayNumber(request.from));
    // The same bars `rows` picks: from the first on or after `from` to the last on or before `toDay`.
    const [first, last] = [walk.indexAtOrBefore(dayNumber(request.from) - 1) + 1, walk.indexAtOrBefore(toDay)];
    // A view of the walk's own closes, not a copy: these bars are priced and never written again
    // (compact closes are read-only), and a summary of 5,000 holdings copied 5,000 ten-year series
    // (about 150 ms). The market cache counts a view by the buffer it keeps alive.
    const closes = walk.closes.subarray(first, Math.max(first, last + 1));
    if (walk.nonPositiveCloses > 0) {
      // An indexed loop: for...of over a typed array is 20 times slower here.
      for (let i = 0; i < closes.length; i++) if (!(closes[i]! > 0)) return closesBetween(walk.days, walk.closes, first, last);
    }
    return { days: this.calendarDays(walk, first, last), closes };
  }

  /**
   * The days of bars [first, last] of a walk, shared by every walk on the same calendar (its first
   * day, weekends or not): a book of 5,000 stocks over the same ten years needs one such array,
   * not 5,000. A range of at least CALENDAR_BLOCK bars is a view of one array of the days from
   * the block it starts in to `last`, shared by every range starting in that block and ending
   * there: the returns books ask for each symbol's closes from its first trade, which moves back
   * as older trades are recorded, and a copy per range kept the soak's server 30 KB a second of
   * calendars. Such a view keeps at most twice its own bytes alive. A shorter range (a few weeks
   * around a news story) is a copy of its own. Never written to: compact closes are read-only.
   */
  private calendarDays(walk: PriceWalk, first: number, last: number): Int32Array {
    const calendar = `${walk.instrument.firstDay}:${walk.instrument.tradesWeekends}`;
    const range = `${calendar}:${first}:${last}`;
    let days = this.calendarRanges.get(range);
    if (days) return days;
    if (last + 1 - first >= CALENDAR_BLOCK) {
      const from = first - (first % CALENDAR_BLOCK);
      const key = `${calendar}:${from}:${last}`;
      let shared = this.calendars.get(key);
      if (!shared) this.calendars.set(key, (shared = Int32Array.from(walk.days.slice(from, last + 1))));
      days = shared.subarray(first - from, last + 1 - from);
    } else {
      days = Int32Array.from(walk.days.slice(first, last + 1));
    }
    this.calendarRanges.set(range, days);
    return days;
  }

  async dividends(symbol: string, from: Date, to: Date): Promise<readonly DividendPayment[]> {
    // An exchange rate pays nothing and never splits.
    if (offlineFxPair(normaliseSymbol(symbol))) return [];
    const instrument = this.known(symbol);
    return offlineDividends(instrument.symbol, iso(from), iso(new Date(Math.min(to.getTime(), this.now().getTime()))));
  }

  async splits(symbol: string, from: Date, to: Date): Promise<readonly StockSplit[]> {
    if (offlineFxPair(normaliseSymbol(symbol))) return [];
    const instrument = this.known(symbol);
    return offlineSplits(instrument.symbol, iso(from), iso(new Date(Math.min(to.getTime(), this.now().getTime()))));
  }

  private known(symbol: string) {
    const instrument = resolveInstrument(normaliseSymbol(symbol));
    if (!instrument) throw new StockNotFoundError(symbol);
    return instrument;
  }

  async symbolForIsin(isin: string): Promise<string | null> {
    return offlineSymbolForIsin(isin);
  }

  async profile(symbol: string): Promise<CompanyProfile> {
    const normalised = normaliseSymbol(symbol);
    const pair = offlineFxPair(normalised);
    if (pair) return { symbol: normalised, name: `${pair.base}/${pair.quote}`, sector: null, industry: null, currency: pair.quote };
    const instrument = resolveInstrument(normalised);
    if (!instrument) throw new StockNotFoundError(symbol);
    return {
      symbol: instrument.symbol,
      name: companyName(instrument.symbol),
      sector: instrument.sector,
      industry: instrument.industry,
      currency: instrument.currency,
    };
  }

  /**
   * Generating a symbol's 50-year walk takes milliseconds of CPU: each generation in a turn of the
   * event loop of its own, so a page asking for 50 new symbols (or a holdings table for 5,000)
   * does not hold every other request up.
   */
  private async yieldBeforeGenerating(symbol: string): Promise<void> {
    const normalised = normaliseSymbol(symbol);
    if (!resolveInstrument(normalised)) throw new StockNotFoundError(symbol);
    if (!this.walks.has(normalised)) await this.generating.take();
  }

  private walk(symbol: string): PriceWalk {
    const normalised = normaliseSymbol(symbol);
    let walk = this.walks.get(normalised);
    if (!walk) {
      const instrument = resolveInstrument(normalised);
      if (!instrument) throw new StockNotFoundError(symbol);
      walk = new PriceWalk(instrument, this.market);
      this.walks.set(normalised, walk);
    }
    return walk;
  }

  /** The walk and the index of its latest bar at the clock's date. */
  private latest(symbol: string): { walk: PriceWalk; today: number; now: Date } {
    const walk = this.walk(symbol);
    const now = this.now();
    const day = dayNumber(now);
    walk.extendTo(day);
    const today = walk.indexAtOrBefore(day);
    // A coin asked about before it was listed has no price yet.
    if (today < 0) throw new StockNotFoundError(symbol);
    return { walk, today, now };
  }
}
