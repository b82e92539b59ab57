import type { Trend, TrendingStock, UserTrendSummary } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { toIsoDay } from '../shared/dates.ts';
import { trendId, trendsDecider } from './decider.ts';
import { detectSignals, type DetectedSignal } from './detector.ts';
import { trendsStream, type TrendEvent } from './events.ts';
import { FOLLOWED_SYMBOLS, TRENDS, type FollowedSymbolDoc, type TrendDoc } from './projection.ts';
import { newestFirst, plainTrend, trendingStocks, userSummary, type DatedTrend } from './summary.ts';

/** What the dashboard counts: trends of the last 30 days. */
export const SUMMARY_DAYS = 30;
/** Enough daily bars for SMA200 and a 52-week range, with a margin for holidays. */
export const HISTORY_DAYS = 400;
/** The symbols sample data is built from (the spec's default portfolio symbols). */
export const SAMPLE_SYMBOLS = ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'TSLA', 'META', 'NVDA'] as const;

export interface TrendsDeps extends CommandDeps {
  readStore: ReadStore;
  market: Pick<CachedMarketData, 'history'>;
  /** The user's enabled alerts (the alerts feature). */
  activeAlerts(userId: string): Promise<number>;
}

export function trendsService(deps: TrendsDeps) {
  const trends = () => deps.readStore.collection<TrendDoc>(TRENDS);
  const followed = () => deps.readStore.collection<FollowedSymbolDoc>(FOLLOWED_SYMBOLS);
  const since = () => toIsoDay(new Date(deps.runtime.now().getTime() - SUMMARY_DAYS * 86_400_000));

  async function symbolsOf(userId: string): Promise<string[]> {
    return [...new Set((await followed().find({ ownerId: userId })).map((doc) => doc.symbol))].sort();
  }

  async function storedTrends(symbols: string[], from: string): Promise<DatedTrend[]> {
    if (symbols.length === 0) return [];
    const docs = await trends().find({ symbol: { $in: symbols }, day: { $gte: from } });
    return docs.map((doc) => ({ ...plainTrendFromDoc(doc), day: doc.day }));
  }

  async function history(symbol: string) {
    const to = deps.runtime.now();
    const from = new Date(to.getTime() - HISTORY_DAYS * 86_400_000);
    return (await deps.market.history(symbol, { from, to, interval: '1d' })).value;
  }

  /** Signals the detector finds on the sample symbols' last 30 bars: shown, never recorded. */
  async function sampleTrends(): Promise<DatedTrend[]> {
    const detectedAt = deps.runtime.now().toISOString();
    const found = await Promise.all(SAMPLE_SYMBOLS.map(async (symbol) => detectSignals(symbol, await history(symbol), { lookbackBars: SUMMARY_DAYS })));
    return found.flat().map((signal) => ({
      id: trendId(signal.symbol, signal.signalType, signal.day), symbol: signal.symbol, signalType: signal.signalType,
      strength: signal.strength, message: signal.message, createdAt: detectedAt, day: signal.day,
    }));
  }

  /** The user's trends, or labelled sample trends when the account holds nothing. */
  async function trendsFor(actor: Actor): Promise<{ trends: DatedTrend[]; sample: boolean }> {
    const symbols = await symbolsOf(actor.userId);
    if (symbols.length === 0) return { trends: await sampleTrends(), sample: true };
    return { trends: await storedTrends(symbols, since()), sample: false };
  }

  return {
    symbolsOf,

    /** Every symbol someone follows: what the detection job looks at. */
    async followedSymbols(): Promise<string[]> {
      return [...new Set((await followed().find({})).map((doc) => doc.symbol))].sort();
    },

    /** Runs the detector on the symbol's recent bars and records what is new (one per signal and day). */
    async detect(symbol: string, options: { lookbackBars?: number } = {}): Promise<TrendEvent[]> {
      return this.record(symbol, detectSignals(symbol, await history(symbol), { lookbackBars: options.lookbackBars ?? 5 }));
    },

    async record(symbol: string, signals: readonly DetectedSignal[]): Promise<TrendEvent[]> {
      if (signals.length === 0) return [];
      let decided: TrendEvent[] = [];
      const result = await handleCommand(deps, {
        streamId: trendsStream(symbol),
        // Remember what this attempt decided so each event's id is its trend id: an append of the
        // same trend from another instance is then a no-op in the event store as well.
        decider: { ...trendsDecider, decide: (command, state) => (decided = trendsDecider.decide(command, state)) },
        command: { type: 'RecordTrends' as const, data: { signals, detectedAt: deps.runtime.now().toISOString() } },
        metadata: { correlationId: `trends-${symbol}` },
        eventId: (index) => decided[index]!.data.trendId,
      });
      return result.events;
    },

    async userSummary(actor: Actor): Promise<{ data: UserTrendSummary; sample: boolean }> {
      const [{ trends: found, sample }, activeAlerts] = await Promise.all([trendsFor(actor), deps.activeAlerts(actor.userId)]);
      return { data: userSummary(found, activeAlerts), sample };
    },

    async trending(actor: Actor, limit: number): Promise<{ data: TrendingStock[]; sample: boolean }> {
      const { trends: found, sample } = await trendsFor(actor);
      return { data: trendingStocks(found, limit), sample };
    },

    /** Everything recorded for one symbol in the last 30 days; sample trends for an account holding nothing. */
    async stock(actor: Actor, symbol: string): Promise<{ data: Trend[]; sample: boolean }> {
      const holdsAnything = (await symbolsOf(actor.userId)).length > 0;
      const found = holdsAnything ? await storedTrends([symbol], since()) : (await sampleTrends()).filter((trend) => trend.symbol === symbol);
      return { data: found.sort(newestFirst).map(plainTrend), sample: !holdsAnything };
    },

    async populateSampleData(actor: Actor) {
      const [{ trends: found, sample }, activeAlerts] = await Promise.all([trendsFor(actor), deps.activeAlerts(actor.userId)]);
      return { success: true as const, sample, data: { userSummary: userSummary(found, activeAlerts), trendingStocks: trendingStocks(found, 10) } };
    },
  };
}

function plainTrendFromDoc(doc: TrendDoc): Trend {
  return { id: doc._id, symbol: doc.symbol, signalType: doc.signalType, strength: doc.strength, message: doc.message, createdAt: doc.createdAt };
}

export type TrendsService = ReturnType<typeof trendsService>;
