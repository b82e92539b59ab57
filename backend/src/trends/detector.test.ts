import type { PriceRow } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { detectSignals } from './detector.ts';
import { breakoutStrength, crossStrength, distanceStrength, macdStrength, rsiStrength, volumeStrength } from './strength.ts';

/** Daily bars from closes (and optional volumes), one calendar day apart from 2025-01-01. */
function bars(closes: number[], volumes?: number[]): PriceRow[] {
  return closes.map((c, i) => ({ t: new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10), o: c, h: c, l: c, c, v: volumes?.[i] ?? 1000 }));
}
const flat = (n: number, value = 100) => Array.from({ length: n }, () => value);
const types = (signals: { signalType: string }[]) => signals.map((s) => s.signalType).sort();

describe('a long flat stretch, then one decisive day', () => {
  // A perfectly flat history has no MACD signal line yet (the library gives none), so no MACD cross here.
  it('a 10% jump on the 301st day: golden cross, price above SMA200 and a 52-week breakout, all that day', () => {
    const series = bars([...flat(300), 110]);
    const signals = detectSignals('ACME', series);
    expect(types(signals)).toEqual(['BREAKOUT_UP_52W_HIGH', 'GOLDEN_CROSS', 'PRICE_CROSS_UP_SMA200']);
    expect(new Set(signals.map((s) => s.day))).toEqual(new Set([series.at(-1)!.t]));
    const byType = Object.fromEntries(signals.map((s) => [s.signalType, s]));
    // SMA50 = (49*100 + 110)/50 = 100.2, SMA200 = (199*100 + 110)/200 = 100.05.
    expect(byType.GOLDEN_CROSS!.observed.sma50).toBeCloseTo(100.2, 10);
    expect(byType.GOLDEN_CROSS!.observed.sma200).toBeCloseTo(100.05, 10);
    expect(byType.GOLDEN_CROSS!.strength).toBe('STRONG'); // volume is ordinary
    expect(byType.PRICE_CROSS_UP_SMA200!.strength).toBe('STRONG'); // 110 / 100.05 - 1 = 9.9 %
    expect(byType.BREAKOUT_UP_52W_HIGH!.strength).toBe('EXTREME'); // 10 % above the 100 high
    expect(byType.GOLDEN_CROSS!.message).toBe('ACME: golden cross, SMA50 100.20 crossed above SMA200 100.05');
  });

  it('a 10% drop: death cross, price below SMA200, a 52-week breakdown, and RSI from 100 (no losses) to 0', () => {
    expect(types(detectSignals('ACME', bars([...flat(300), 90])))).toEqual(['BREAKDOWN_52W_LOW', 'DEATH_CROSS', 'PRICE_CROSS_DOWN_SMA200', 'RSI_OVERSOLD']);
  });

  it('a golden cross on 1.5 times the usual volume is EXTREME', () => {
    const signals = detectSignals('ACME', bars([...flat(300), 110], [...flat(300, 1000), 1500]));
    expect(signals.find((s) => s.signalType === 'GOLDEN_CROSS')!.strength).toBe('EXTREME');
  });

  it('too little history for SMA200 or a 52-week range: none of those signals', () => {
    const signals = detectSignals('ACME', bars(vShape), { lookbackBars: vShape.length });
    expect(signals.filter((s) => /SMA200|CROSS$|52W/.test(s.signalType))).toEqual([]);
    expect(detectSignals('ACME', bars([100]))).toEqual([]);
  });
});

/** EMA seeded with the simple average of the first `period` values (as technicalindicators does). */
function ema(values: number[], period: number): (number | null)[] {
  const out: (number | null)[] = values.map(() => null);
  const k = 2 / (period + 1);
  let current = values.slice(0, period).reduce((a, b) => a + b, 0) / period;
  out[period - 1] = current;
  for (let i = period; i < values.length; i++) out[i] = current = values[i]! * k + current * (1 - k);
  return out;
}
// 60 days falling ever faster (130 - 0.01 i^2), then 40 days rising 0.5 a day.
const decline = Array.from({ length: 60 }, (_, i) => 130 - 0.01 * i * i);
const vShape = [...decline, ...Array.from({ length: 40 }, (_, i) => decline.at(-1)! + (i + 1) * 0.5)];

describe('MACD (12, 26, 9) crossing its signal line', () => {
  it('on a V-shaped series the cross up comes on the day an independent EMA calculation says', () => {
    const fast = ema(vShape, 12);
    const slow = ema(vShape, 26);
    const macd = vShape.map((_, i) => (fast[i] !== null && slow[i] !== null ? fast[i]! - slow[i]! : null));
    const signal: (number | null)[] = vShape.map(() => null);
    const firstMacd = macd.findIndex((value) => value !== null);
    ema(macd.slice(firstMacd) as number[], 9).forEach((value, k) => (signal[firstMacd + k] = value));
    const expectedDay = vShape.findIndex((_, i) => i > 0 && signal[i - 1] !== null && macd[i - 1]! <= signal[i - 1]! && macd[i]! > signal[i]!);
    expect(expectedDay).toBeGreaterThan(60);

    const series = bars(vShape);
    const crosses = detectSignals('ACME', series, { lookbackBars: vShape.length }).filter((s) => s.signalType.startsWith('MACD'));
    expect(crosses.map((s) => [s.signalType, s.day])).toEqual([['MACD_CROSS_UP', series[expectedDay]!.t]]);
    expect(crosses[0]!.observed.macdHistogram).toBeCloseTo(macd[expectedDay]! - signal[expectedDay]!, 9);
  });
});

describe('RSI entering overbought or oversold (Wilder, 14 days)', () => {
  // 14 alternating moves of +1/-1 give average gain = average loss = 0.5, RSI 50. Each later drop of 2:
  // gain' = gain * 13/14, loss' = (loss * 13 + 2) / 14. After 3 drops RSI = 33.4, after 4 drops 29.6.
  const alternating = Array.from({ length: 15 }, (_, i) => (i % 2 === 0 ? 100 : 101));
  const drops = [98, 96, 94, 92, 90];
  const closes = [...alternating, ...drops];

  it('the fourth drop takes RSI from 33.4 to 29.6: RSI_OVERSOLD that day, WEAK', () => {
    const series = bars(closes);
    const signals = detectSignals('ACME', series, { lookbackBars: 5 }).filter((s) => s.signalType.startsWith('RSI'));
    expect(signals).toHaveLength(1);
    expect(signals[0]!.signalType).toBe('RSI_OVERSOLD');
    expect(signals[0]!.day).toBe(series[15 + 3]!.t);
    expect(signals[0]!.observed.rsi).toBeCloseTo(29.6, 1);
    expect(signals[0]!.strength).toBe('WEAK');
  });

  it('the mirror image enters overbought on the fourth rise', () => {
    const mirrored = closes.map((c) => 200 - c);
    const signals = detectSignals('ACME', bars(mirrored), { lookbackBars: 5 }).filter((s) => s.signalType.startsWith('RSI'));
    expect(signals.map((s) => [s.signalType, s.observed.rsi?.toFixed(1)])).toEqual([['RSI_OVERBOUGHT', '70.4']]);
  });
});

describe('volume spikes', () => {
  it('3.5 times the 20-day average volume on a rising close: VOLUME_SPIKE_UP, STRONG', () => {
    const closes = Array.from({ length: 30 }, (_, i) => 100 + (i % 2));
    closes.push(102);
    const signal = detectSignals('ACME', bars(closes, [...flat(30, 1000), 3500])).find((s) => s.signalType.startsWith('VOLUME'));
    expect(signal).toMatchObject({ signalType: 'VOLUME_SPIKE_UP', strength: 'STRONG', observed: { volume: 3500, averageVolume: 1000 } });
  });

  it('twice the average on a falling close is VOLUME_SPIKE_DOWN; 1.9 times is nothing', () => {
    const closes = [...Array.from({ length: 30 }, (_, i) => 100 + (i % 2)), 99];
    expect(detectSignals('ACME', bars(closes, [...flat(30, 1000), 2000])).filter((s) => s.signalType.startsWith('VOLUME')).map((s) => s.signalType)).toEqual(['VOLUME_SPIKE_DOWN']);
    expect(detectSignals('ACME', bars(closes, [...flat(30, 1000), 1900])).filter((s) => s.signalType.startsWith('VOLUME'))).toEqual([]);
  });
});

describe('strength rules', () => {
  it('grade each signal by its documented thresholds', () => {
    expect([crossStrength(null), crossStrength(1.49), crossStrength(1.5)]).toEqual(['STRONG', 'STRONG', 'EXTREME']);
    expect([distanceStrength(0.01), distanceStrength(-0.02), distanceStrength(0.05)]).toEqual(['WEAK', 'MODERATE', 'STRONG']);
    expect([rsiStrength(72), rsiStrength(75), rsiStrength(80), rsiStrength(90), rsiStrength(28), rsiStrength(20), rsiStrength(9)]).toEqual([
      'WEAK', 'MODERATE', 'STRONG', 'EXTREME', 'WEAK', 'STRONG', 'EXTREME',
    ]);
    expect([macdStrength(0.4, 100), macdStrength(-0.5, 100), macdStrength(1, 100)]).toEqual(['WEAK', 'MODERATE', 'STRONG']);
    expect([breakoutStrength(0.005), breakoutStrength(0.01), breakoutStrength(-0.02), breakoutStrength(0.05)]).toEqual(['WEAK', 'MODERATE', 'STRONG', 'EXTREME']);
    expect([volumeStrength(2), volumeStrength(2.5), volumeStrength(3), volumeStrength(5)]).toEqual(['WEAK', 'MODERATE', 'STRONG', 'EXTREME']);
  });
});
