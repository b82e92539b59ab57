/** The split rules, on the user's book (pure; the portfolio decider delegates here). */
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { BookState } from '../decider.ts';
import type { PortfolioEvent } from '../events.ts';
import { splitKey } from '../ledger-history.ts';
import { roundQuantity } from '../lots.ts';

export type SplitCommand =
  | {
      type: 'ApplySplit';
      data: { listId: string; symbol: string; date: string; numerator: number; denominator: number; source: 'suggestion' | 'manual' | 'import' };
    }
  | { type: 'DismissSplit'; data: { listId: string; symbol: string; date: string } };

export const SPLIT_COMMANDS: ReadonlySet<string> = new Set(['ApplySplit', 'DismissSplit']);

/** Bought before the split's first split-adjusted day (an unknown date counts as the oldest). */
export const boughtBefore = (date: string | null, splitDate: string) => date === null || date < splitDate;

function positionFor(state: BookState, listId: string, symbol: string) {
  if (!state.lists.has(listId)) throw new NotFoundError('List not found');
  const position = state.positions.get(state.bySymbol.get(`${listId} ${symbol}`) ?? '');
  if (!position) throw new ValidationError(`The list holds no ${symbol}`);
  return position;
}

export function decideSplit(command: SplitCommand, state: BookState): PortfolioEvent[] {
  const { listId, symbol, date } = command.data;
  const position = positionFor(state, listId, symbol);
  const key = splitKey(position.positionId, date);
  if (command.type === 'DismissSplit') {
    return state.history.dismissedSplits.has(key) ? [] : [{ type: 'SplitDismissed', data: { positionId: position.positionId, listId, symbol, date } }];
  }
  const { numerator, denominator, source } = command.data;
  if (!(numerator > 0 && denominator > 0) || numerator === denominator) {
    throw new ValidationError('A split needs two different positive numbers, e.g. 4 for 1');
  }
  const ratio = numerator / denominator;
  const done = state.history.splits.get(key) ?? new Set<string>();
  const lotIds = [...state.history.lots]
    .filter(([lotId, lot]) => lot.positionId === position.positionId && boughtBefore(lot.date, date) && !done.has(lotId))
    .map(([lotId]) => lotId);
  if (lotIds.length === 0) {
    throw new ValidationError(`No ${symbol} shares bought before ${date} are left to adjust for this split`);
  }
  const adjusting = new Set(lotIds);
  const lots = position.lots
    .filter((lot) => adjusting.has(lot.lotId))
    .map((lot) => ({ ...lot, quantity: roundQuantity(lot.quantity * ratio), price: lot.price / ratio }));
  const saleIds = [...state.history.sales.values()]
    .filter((sale) => sale.positionId === position.positionId && sale.date < date && sale.lots.some((lot) => adjusting.has(lot.lotId)))
    .map((sale) => sale.saleId);
  const dividendIds = [...state.history.dividends.values()]
    .filter((dividend) => dividend.positionId === position.positionId && dividend.lot && adjusting.has(dividend.lot.lotId))
    .map((dividend) => dividend.dividendId);
  return [
    {
      type: 'SplitApplied',
      data: { positionId: position.positionId, listId, symbol, date, numerator, denominator, lots, lotIds, saleIds, dividendIds, source },
    },
  ];
}
