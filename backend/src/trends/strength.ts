/**
 * How strong a detected signal is (docs/trends.md lists the same table). Each rule turns the one
 * figure that matters for its signal into EXTREME, STRONG, MODERATE or WEAK.
 */
import type { TrendStrength } from '@folio/contracts';

/** Golden and death crosses are STRONG; EXTREME when the day's volume is at least 1.5 times the 20-day average. */
export const crossStrength = (volumeRatio: number | null): TrendStrength => (volumeRatio !== null && volumeRatio >= 1.5 ? 'EXTREME' : 'STRONG');

/** Price crossing SMA200, by how far the close ends beyond it: 5 % STRONG, 2 % MODERATE, else WEAK. */
export function distanceStrength(distance: number): TrendStrength {
  const d = Math.abs(distance);
  if (d >= 0.05) return 'STRONG';
  if (d >= 0.02) return 'MODERATE';
  return 'WEAK';
}

/** RSI entering overbought (> 70) or oversold (< 30): 90/10 EXTREME, 80/20 STRONG, 75/25 MODERATE, else WEAK. */
export function rsiStrength(rsi: number): TrendStrength {
  const beyond = rsi > 50 ? rsi - 70 : 30 - rsi;
  if (beyond >= 20) return 'EXTREME';
  if (beyond >= 10) return 'STRONG';
  if (beyond >= 5) return 'MODERATE';
  return 'WEAK';
}

/** MACD crossing its signal line, by the histogram as a share of the close: 1 % STRONG, 0.5 % MODERATE, else WEAK. */
export function macdStrength(histogram: number, close: number): TrendStrength {
  const share = close > 0 ? Math.abs(histogram) / close : 0;
  if (share >= 0.01) return 'STRONG';
  if (share >= 0.005) return 'MODERATE';
  return 'WEAK';
}

/** A close beyond the previous 52-week high or low, by how far: 5 % EXTREME, 2 % STRONG, 1 % MODERATE, else WEAK. */
export function breakoutStrength(margin: number): TrendStrength {
  const m = Math.abs(margin);
  if (m >= 0.05) return 'EXTREME';
  if (m >= 0.02) return 'STRONG';
  if (m >= 0.01) return 'MODERATE';
  return 'WEAK';
}

/** Volume at least twice its 20-day average, by the ratio: 5x EXTREME, 3x STRONG, 2.5x MODERATE, else WEAK. */
export function volumeStrength(ratio: number): TrendStrength {
  if (ratio >= 5) return 'EXTREME';
  if (ratio >= 3) return 'STRONG';
  if (ratio >= 2.5) return 'MODERATE';
  return 'WEAK';
}
