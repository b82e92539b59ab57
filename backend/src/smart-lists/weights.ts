/**
 * How a smart list weighs its members. Only `equal` is offered today; a strategy that needs facts
 * (market capitalisation, volatility) receives them in `facts`, gathered by the service, so the
 * decider stays pure.
 */
import type { SmartListCriteria, WeightStrategy } from '@folio/contracts';

export interface WeightFacts {
  marketCap?: ReadonlyMap<string, number>;
  volatility?: ReadonlyMap<string, number>;
}

type Weigher = (symbols: readonly string[], facts: WeightFacts) => number[];

const WEIGHERS: Record<WeightStrategy, Weigher> = {
  equal: (symbols) => symbols.map(() => 1 / symbols.length),
};

/** The symbols the criteria pick: includeSymbols in the order given, at most maxPositions. */
export function pickSymbols(criteria: SmartListCriteria): string[] {
  const unique = [...new Set(criteria.includeSymbols)];
  return criteria.maxPositions === null ? unique : unique.slice(0, criteria.maxPositions);
}

export function weigh(strategy: WeightStrategy, symbols: readonly string[], facts: WeightFacts = {}): number[] {
  if (symbols.length === 0) return [];
  return WEIGHERS[strategy](symbols, facts);
}
