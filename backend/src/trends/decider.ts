import type { Decider } from '../shared/decider.ts';
import { nameBasedId } from '../shared/runtime.ts';
import type { DetectedSignal } from './detector.ts';
import type { TrendEvent } from './events.ts';

/** Which signal was already recorded on which day, for one symbol. */
export interface TrendsState {
  recorded: ReadonlySet<string>;
}

export type TrendCommand = { type: 'RecordTrends'; data: { signals: readonly DetectedSignal[]; detectedAt: string } };

const key = (signalType: string, day: string) => `${signalType}:${day}`;

/** One trend per symbol, signal and day: its id (and its event's id) derive from those three. */
export const trendId = (symbol: string, signalType: string, day: string) => nameBasedId('trend', symbol, signalType, day);

export const trendsDecider: Decider<TrendsState, TrendCommand, TrendEvent> = {
  initialState: () => ({ recorded: new Set() }),

  decide(command, state) {
    const seen = new Set(state.recorded);
    const events: TrendEvent[] = [];
    for (const signal of command.data.signals) {
      const k = key(signal.signalType, signal.day);
      if (seen.has(k)) continue;
      seen.add(k);
      events.push({
        type: 'TrendDetected',
        data: {
          trendId: trendId(signal.symbol, signal.signalType, signal.day),
          symbol: signal.symbol,
          day: signal.day,
          signalType: signal.signalType,
          strength: signal.strength,
          message: signal.message,
          detectedAt: command.data.detectedAt,
          observed: signal.observed,
        },
      });
    }
    return events;
  },

  evolve(state, event) {
    if (event.type !== 'TrendDetected') return state;
    return { recorded: new Set(state.recorded).add(key(event.data.signalType, event.data.day)) };
  },
};
