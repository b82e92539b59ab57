/** How dividends and splits change the decider's book: a reinvested lot opens, a split adjusts lots. */
import type { DomainEvent } from '../shared/decider.ts';
import type { BookState } from './decider.ts';
import type { DividendEvent } from './dividends/events.ts';
import { evolveHistory } from './ledger-history.ts';
import type { SplitEvent } from './splits/events.ts';

export function evolveDividendsAndSplits(state: BookState, event: DomainEvent): void {
  const action = event as DividendEvent | SplitEvent;
  switch (action.type) {
    case 'DividendReceived':
    case 'DividendChanged':
    case 'DividendRemoved': {
      const before = state.history.dividends.get(action.data.dividendId);
      const after = action.type === 'DividendRemoved' ? null : action.data;
      const held = state.positions.get(action.data.positionId);
      if (held) {
        if (before?.lot) held.lots = held.lots.filter((lot) => lot.lotId !== before.lot!.lotId);
        if (after?.lot) held.lots.push({ ...after.lot });
      }
      break;
    }
    case 'SplitApplied': {
      const held = state.positions.get(action.data.positionId);
      if (held) {
        const adjusted = new Map(action.data.lots.map((lot) => [lot.lotId, lot]));
        held.lots = held.lots.map((lot) => (adjusted.has(lot.lotId) ? { ...adjusted.get(lot.lotId)! } : lot));
      }
      break;
    }
  }
  evolveHistory(state.history, event);
}
