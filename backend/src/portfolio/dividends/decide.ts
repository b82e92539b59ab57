/** The dividend rules, on the user's book (pure; the portfolio decider delegates here). */
import { amountOf, roundMoney } from '@folio/contracts';
import { toDay, toIsoDate } from '../../shared/days.ts';
import { NotFoundError, ValidationError } from '../../shared/errors.ts';
import type { BookState } from '../decider.ts';
import type { PortfolioEvent } from '../events.ts';
import { dividendKey, heldOn } from '../ledger-history.ts';
import type { DividendData, DividendKind, DividendSource } from './events.ts';

export const DIVIDEND_NOT_FOUND = 'Dividend not found';

/** What the investor says about a dividend; the decider finds the position and checks the book. */
export interface DividendFields {
  kind: DividendKind;
  amount: number;
  withholdingTax: number;
  perShare: number | null;
  payDate: string;
  exDate: string | null;
  /** reinvested: the shares bought and their price; lotId names the new lot. */
  reinvestment: { lotId: string; quantity: number; price: number } | null;
}

export type DividendCommand =
  | { type: 'RecordDividend'; data: DividendFields & { dividendId: string; listId: string; symbol: string; source: DividendSource } }
  | { type: 'ChangeDividend'; data: DividendFields & { dividendId: string } }
  | { type: 'RemoveDividend'; data: { dividendId: string } }
  | { type: 'DismissDividend'; data: { listId: string; symbol: string; exDate: string } };

export const DIVIDEND_COMMANDS: ReadonlySet<string> = new Set(['RecordDividend', 'ChangeDividend', 'RemoveDividend', 'DismissDividend']);

/** The day whose closing holdings earn the dividend: the eve of the ex-date, or the pay date. */
export function entitlementDay(fields: { exDate: string | null; payDate: string }): string {
  return fields.exDate ? toIsoDate(toDay(fields.exDate) - 1) : fields.payDate;
}

function positionFor(state: BookState, listId: string, symbol: string) {
  if (!state.lists.has(listId)) throw new NotFoundError('List not found');
  const positionId = state.bySymbol.get(`${listId} ${symbol}`);
  const position = positionId === undefined ? undefined : state.positions.get(positionId);
  if (!position) throw new ValidationError(`The list holds no ${symbol}: a dividend is recorded on shares held`);
  return position;
}

/** The rules every recorded or changed dividend meets (bounds are checked by the request schema). */
function checked(fields: DividendFields, state: BookState, positionId: string, symbol: string, ownLotId?: string): void {
  if (fields.withholdingTax > fields.amount) {
    throw new ValidationError(`Withholding tax (${fields.withholdingTax}) cannot exceed the dividend (${fields.amount})`);
  }
  if (fields.exDate !== null && fields.exDate > fields.payDate) {
    throw new ValidationError(`The ex-dividend date (${fields.exDate}) must be on or before the pay date (${fields.payDate})`);
  }
  const position = state.positions.get(positionId)!;
  // The shares the dividend is paid on: held at the close before the ex-date (bought on the
  // ex-date they no longer earn it; sold on it, they still do). Without an ex-date: held on the
  // pay date. The lot this very dividend reinvested into does not count.
  const lots = ownLotId ? position.lots.filter((lot) => lot.lotId !== ownLotId) : position.lots;
  const held = heldOn(state.history, lots, positionId, entitlementDay(fields));
  if (!(held > 0)) {
    throw new ValidationError(
      fields.exDate
        ? `No shares of ${symbol} were held before ${fields.exDate}, the ex-dividend date: a dividend is paid on shares held then`
        : `No shares of ${symbol} were held on ${fields.payDate}, the pay date`,
    );
  }
  if (fields.kind === 'reinvested') {
    const bought = fields.reinvestment;
    if (!bought) throw new ValidationError('A reinvested dividend needs the shares it bought and their price');
    const net = roundMoney(fields.amount - fields.withholdingTax);
    const cost = roundMoney(amountOf(bought.quantity, bought.price));
    // Brokers round the shares bought (0.123 of 0.12302...): half a percent, or a cent, of slack.
    if (Math.abs(cost - net) > Math.max(0.01, net * 0.005)) {
      throw new ValidationError(`A reinvested dividend buys shares for its net amount: ${bought.quantity} x ${bought.price} = ${cost}, but the net amount is ${net}`);
    }
  }
}

function toData(fields: DividendFields, base: Pick<DividendData, 'dividendId' | 'listId' | 'positionId' | 'symbol' | 'source'>): DividendData {
  const { reinvestment, ...rest } = fields;
  return {
    ...base,
    kind: rest.kind,
    amount: rest.amount,
    withholdingTax: rest.withholdingTax,
    perShare: rest.perShare,
    payDate: rest.payDate,
    exDate: rest.exDate,
    lot: rest.kind === 'reinvested' && reinvestment ? { lotId: reinvestment.lotId, quantity: reinvestment.quantity, price: reinvestment.price, date: rest.payDate } : null,
  };
}

/** A reinvested dividend's lot can be changed or taken back only while none of its shares were sold. */
function lotUntouched(state: BookState, dividend: DividendData): void {
  if (!dividend.lot) return;
  const open = state.positions.get(dividend.positionId)?.lots.find((lot) => lot.lotId === dividend.lot!.lotId);
  if (!open || Math.abs(open.quantity - dividend.lot.quantity) > 1e-9) {
    const sale = [...state.history.sales.values()].find((candidate) => candidate.lots.some((lot) => lot.lotId === dividend.lot!.lotId));
    throw new ValidationError(
      `Shares this dividend reinvested in were sold${sale ? ` on ${sale.date}` : ''}: change or remove that sale first`,
    );
  }
}

export function decideDividend(command: DividendCommand, state: BookState): PortfolioEvent[] {
  switch (command.type) {
    case 'RecordDividend': {
      const { dividendId, listId, symbol, source, ...fields } = command.data;
      if (state.history.dividends.has(dividendId)) return [];
      const position = positionFor(state, listId, symbol);
      checked(fields, state, position.positionId, symbol);
      return [{ type: 'DividendReceived', data: toData(fields, { dividendId, listId, positionId: position.positionId, symbol, source }) }];
    }
    case 'ChangeDividend': {
      const existing = state.history.dividends.get(command.data.dividendId);
      if (!existing) throw new NotFoundError(DIVIDEND_NOT_FOUND);
      lotUntouched(state, existing);
      const { dividendId, ...fields } = command.data;
      // The lot it reinvested into keeps its id, so sales and splits keep naming the same lot.
      const reinvestment = fields.reinvestment && existing.lot ? { ...fields.reinvestment, lotId: existing.lot.lotId } : fields.reinvestment;
      const next = { ...fields, reinvestment };
      checked(next, state, existing.positionId, existing.symbol, existing.lot?.lotId);
      const data = toData(next, { dividendId, listId: existing.listId, positionId: existing.positionId, symbol: existing.symbol, source: existing.source });
      if (JSON.stringify(data) === JSON.stringify(existing)) return [];
      return [{ type: 'DividendChanged', data }];
    }
    case 'RemoveDividend': {
      const existing = state.history.dividends.get(command.data.dividendId);
      if (!existing) throw new NotFoundError(DIVIDEND_NOT_FOUND);
      lotUntouched(state, existing);
      return [{ type: 'DividendRemoved', data: { dividendId: existing.dividendId, listId: existing.listId, positionId: existing.positionId } }];
    }
    case 'DismissDividend': {
      const { listId, symbol, exDate } = command.data;
      const position = positionFor(state, listId, symbol);
      if (state.history.dismissedDividends.has(dividendKey(listId, symbol, exDate))) return [];
      return [{ type: 'DividendDismissed', data: { listId, positionId: position.positionId, symbol, exDate } }];
    }
  }
}

/** The position's lots after a dividend event (a reinvestment's lot opens, changes or goes). */
export function lotsAfterDividend(lots: { lotId: string }[], before: DividendData | undefined, after: DividendData | null) {
  const kept = before?.lot ? lots.filter((lot) => lot.lotId !== before.lot!.lotId) : lots;
  return after?.lot ? [...kept, { ...after.lot }] : kept;
}
