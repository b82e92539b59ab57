import type { TrendSignalType, TrendStrength } from '@folio/contracts';
import type { DomainEvent } from '../shared/decider.ts';

/** A symbol's detected trends live in `trends-{SYMBOL}`: they are facts about the market, not about one user. */
export const trendsStream = (symbol: string) => `trends-${symbol}`;

/** The detector saw `signalType` on the bar of `day`; `observed` holds the figures it decided from. */
export type TrendDetected = DomainEvent<
  'TrendDetected',
  {
    trendId: string;
    symbol: string;
    day: string;
    signalType: TrendSignalType;
    strength: TrendStrength;
    message: string;
    detectedAt: string;
    observed: Record<string, number | null>;
  }
>;

export type TrendEvent = TrendDetected;
