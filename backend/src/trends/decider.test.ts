import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { trendId, trendsDecider } from './decider.ts';
import type { DetectedSignal } from './detector.ts';
import type { TrendEvent } from './events.ts';

const spec = deciderSpec(trendsDecider);
const AT = '2026-03-02T21:00:00.000Z';
const signal = (signalType: DetectedSignal['signalType'], day = '2026-03-02'): DetectedSignal => ({
  symbol: 'AAPL', day, signalType, strength: 'STRONG', message: `AAPL: ${signalType}`, observed: { close: 110 },
});
const detected = (s: DetectedSignal): TrendEvent => ({
  type: 'TrendDetected',
  data: { trendId: trendId('AAPL', s.signalType, s.day), symbol: 'AAPL', day: s.day, signalType: s.signalType, strength: s.strength, message: s.message, detectedAt: AT, observed: s.observed },
});
const record = (...signals: DetectedSignal[]) => ({ type: 'RecordTrends', data: { signals, detectedAt: AT } }) as const;

describe('one trend per signal per symbol per day', () => {
  it('given nothing, when two signals are seen today, then two TrendDetected with ids from symbol, signal and day', () => {
    spec.given([]).when(record(signal('GOLDEN_CROSS'), signal('VOLUME_SPIKE_UP'))).then([detected(signal('GOLDEN_CROSS')), detected(signal('VOLUME_SPIKE_UP'))]);
  });

  it('given today\'s golden cross, when the detector sees it again, then nothing; a new signal today is recorded', () => {
    spec.given([detected(signal('GOLDEN_CROSS'))]).when(record(signal('GOLDEN_CROSS'))).then([]);
    spec.given([detected(signal('GOLDEN_CROSS'))]).when(record(signal('GOLDEN_CROSS'), signal('RSI_OVERBOUGHT'))).then([detected(signal('RSI_OVERBOUGHT'))]);
  });

  it('given yesterday\'s signal, when the same signal comes today, then it is a new trend', () => {
    spec.given([detected(signal('MACD_CROSS_UP', '2026-03-01'))]).when(record(signal('MACD_CROSS_UP'))).then([detected(signal('MACD_CROSS_UP'))]);
  });

  it('given nothing, when one run reports the same signal twice, then it is recorded once', () => {
    spec.given([]).when(record(signal('DEATH_CROSS'), signal('DEATH_CROSS'))).then([detected(signal('DEATH_CROSS'))]);
  });
});
