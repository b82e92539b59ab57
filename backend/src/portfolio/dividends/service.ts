/** Dividend and split commands, on the acting user's book (the portfolio decider decides them). */
import type { DividendRequest, SplitRequest, UpdateDividendRequest } from '@folio/contracts';
import type { Actor } from '../../shared/actor.ts';
import { bookCommands, type BookCommandDeps } from '../book-commands.ts';
import type { DividendFields } from './decide.ts';
import type { DividendSource } from './events.ts';

export type DividendCommandsDeps = BookCommandDeps;

/** The request's fields as the decider takes them (the schema has applied its defaults). */
type ParsedDividend = Omit<UpdateDividendRequest, 'kind' | 'withholdingTax'> & { kind: 'cash' | 'reinvested'; withholdingTax: number };

export function dividendCommands(deps: DividendCommandsDeps) {
  const { newId, run, listFor } = bookCommands(deps);

  const fields = (actor: Actor, request: ParsedDividend): DividendFields => ({
    kind: request.kind,
    amount: request.amount,
    withholdingTax: request.withholdingTax,
    perShare: request.perShare ?? null,
    payDate: request.payDate,
    exDate: request.exDate ?? null,
    reinvestment:
      request.kind === 'reinvested' ? { lotId: newId(actor), quantity: request.reinvestedQuantity!, price: request.reinvestedPrice! } : null,
  });

  return {
    /** Records a dividend on the list's position in `symbol`; answers its id. */
    async recordDividend(actor: Actor, request: ParsedDividend & Pick<DividendRequest, 'symbol' | 'listId'>, source: DividendSource = 'manual') {
      const listId = await listFor(actor, request.listId);
      const dividendId = newId(actor);
      await run(actor, { type: 'RecordDividend', data: { ...fields(actor, request), dividendId, listId, symbol: request.symbol, source } });
      return dividendId;
    },

    async changeDividend(actor: Actor, dividendId: string, request: ParsedDividend) {
      await run(actor, { type: 'ChangeDividend', data: { ...fields(actor, request), dividendId } });
    },

    async removeDividend(actor: Actor, dividendId: string) {
      await run(actor, { type: 'RemoveDividend', data: { dividendId } });
    },

    async dismissDividend(actor: Actor, request: { symbol: string; listId?: string | undefined; exDate: string }) {
      const listId = await listFor(actor, request.listId);
      await run(actor, { type: 'DismissDividend', data: { listId, symbol: request.symbol, exDate: request.exDate } });
    },

    async applySplit(actor: Actor, request: Omit<SplitRequest, 'denominator'> & { denominator: number }, source: 'suggestion' | 'manual' | 'import' = 'suggestion') {
      const listId = await listFor(actor, request.listId);
      const { date, numerator, denominator, symbol } = request;
      await run(actor, { type: 'ApplySplit', data: { listId, symbol, date, numerator, denominator, source } });
    },

    async dismissSplit(actor: Actor, request: { symbol: string; listId?: string | undefined; date: string }) {
      const listId = await listFor(actor, request.listId);
      await run(actor, { type: 'DismissSplit', data: { listId, symbol: request.symbol, date: request.date } });
    },
  };
}

export type DividendCommands = ReturnType<typeof dividendCommands>;
