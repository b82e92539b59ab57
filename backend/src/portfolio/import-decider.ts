/**
 * Applies an import's rows to the book in trade-date order, as one decision: every row's command
 * is decided on the book as the earlier rows left it (so a sale finds the lots bought before it),
 * a row the rules refuse is reported and skipped, and the events of the others are appended
 * together -- all of them or none. Decided on a copy: the state handleCommand holds is never
 * changed by a decision that may not be appended (a preview, or a lost race).
 */
import { roundMoney, tradeDateOrderInSteps, type TaxLotMethod } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, ValidationError } from '../shared/errors.ts';
import { Slice } from '../shared/yielding.ts';
import { type BookState, type PortfolioCommand, decideOpening, portfolioDecider } from './decider.ts';
import { PurchasesTogether } from './purchases-together.ts';
import type { Lot } from './events.ts';
import { cashFlowOf, lotPrice, type ImportRow } from './import-plan.ts';

type BookEvent = ReturnType<typeof portfolioDecider.decide>[number];

export interface ImportRun {
  listId: string;
  rows: readonly ImportRow[];
  newId: () => string;
  /** Filled by the decision: why a row was refused (by line), and the positions touched. */
  report: { failures: Map<number, string>; positionIds: Set<string>; applied: number };
}

export type ImportCommand = { type: 'ImportRows'; data: ImportRun } | { type: 'PreviewImport'; data: ImportRun } | { type: 'ReadBook' };

const METHODS = new Set<TaxLotMethod>(['fifo', 'lifo', 'average', 'specific']);

/**
 * Rows decided together: consecutive purchases (and watched symbols) open their positions in one
 * step (a 100k-row holdings file is one), any other row is a command of its own.
 */
type Step = { rows: ImportRow[]; opening: true } | { rows: ImportRow[]; opening?: false; command(book: BookState): PortfolioCommand };

/** Ids an import gives as it decides (with `ImportRun.newId`), shared by its steps. */
interface ImportIds {
  /** The lot id given to each of the file's own lot references (a sale of specific lots names them). */
  lotIds: Map<string, string>;
  /**
   * The id a symbol's position gets if this import opens it: one per symbol, not per row (a
   * purchase of a symbol already held, or opened by an earlier row, does not use it).
   */
  positionIds: Map<string, string>;
}

function heldBefore(book: BookState, positionId: string, day: string): number {
  return (book.positions.get(positionId)?.lots ?? []).reduce((sum, lot) => (lot.date === null || lot.date < day ? sum + lot.quantity : sum), 0);
}

function* stepsOf(run: ImportRun, { lotIds }: ImportIds): Generator<void, Step[]> {
  const { listId, newId } = run;
  const steps: Step[] = [];
  const positionOf = (book: BookState, row: ImportRow) => {
    const positionId = book.bySymbol.get(`${listId} ${row.symbol}`);
    if (!positionId) throw new ValidationError(`No shares of ${row.symbol} were held on ${row.date}`);
    return positionId;
  };
  const ordered = yield* tradeDateOrderInSteps(run.rows.filter((candidate) => candidate.status === 'new'));
  yield;
  // Indexed: `entries()` made a pair for each of 100k rows (a generator is not optimised away).
  for (let at = 0; at < ordered.length; at++) {
    const row = ordered[at]!;
    if ((at & 255) === 255) yield;
    if (row.action === 'buy' || row.action === 'watch') {
      const group = steps.at(-1);
      if (group?.opening) group.rows.push(row);
      else steps.push({ rows: [row], opening: true });
    } else if (row.action === 'sell') {
      const method = METHODS.has(row.method as TaxLotMethod) ? (row.method as TaxLotMethod) : undefined;
      steps.push({
        rows: [row],
        command: (book) => ({
          type: 'SellPosition',
          data: {
            saleId: newId(), positionId: positionOf(book, row), quantity: row.quantity, price: row.price, fees: row.fees, date: row.date,
            notes: row.description, ...(method ? { method } : {}),
            ...(method === 'specific' && row.lots ? { lots: row.lots.map((pick) => ({ lotId: lotIds.get(pick.lot) ?? pick.lot, quantity: pick.quantity })) } : {}),
          },
        }),
      });
    } else if (row.action === 'dividend') {
      // The row's amount is the cash paid (net); tax withheld comes on top of it.
      const reinvested = row.quantity > 0 && row.price > 0;
      const lotId = reinvested ? newId() : null;
      if (lotId && row.lot) lotIds.set(row.lot, lotId);
      steps.push({
        rows: [row],
        command: () => ({
          type: 'RecordDividend',
          data: {
            dividendId: newId(), listId, symbol: row.symbol, source: 'import', kind: reinvested ? 'reinvested' : 'cash',
            amount: roundMoney(row.amount + row.tax), withholdingTax: row.tax, perShare: null, payDate: row.date, exDate: null,
            reinvestment: lotId ? { lotId, quantity: row.quantity, price: row.price } : null,
          },
        }),
      });
    } else if (row.action === 'split') {
      steps.push({
        rows: [row],
        command: (book) => {
          const held = heldBefore(book, positionOf(book, row), row.date);
          const ratio = row.ratio ?? (held > 0 && held + row.quantity > 0 ? { numerator: held + row.quantity, denominator: held } : null);
          if (!ratio) throw new ValidationError(`No shares of ${row.symbol} were held before the split on ${row.date}`);
          return { type: 'ApplySplit', data: { listId, symbol: row.symbol, date: row.date, ...ratio, source: 'import' } };
        },
      });
    } else {
      steps.push({ rows: [row], command: () => ({ type: 'RecordCashFlow', data: { cashFlowId: newId(), listId, ...cashFlowOf(row), date: row.date } }) });
    }
  }
  return steps;
}

/**
 * The events of an opening step: each row's lot, on the position its symbol has or opens (what
 * portfolioDecider.decide does for OpenPositions, a purchase at a time), its purchases together.
 */
function* openingsOf(rows: readonly ImportRow[], book: BookState, { listId, newId }: ImportRun, { lotIds, positionIds }: ImportIds): Generator<void, BookEvent[]> {
  const together = new PurchasesTogether();
  const openedNow = new Map<string, string>();
  for (let at = 0; at < rows.length; at++) {
    const row = rows[at]!;
    const holding = row.action === 'buy';
    const lot: Lot = { lotId: newId(), quantity: holding ? row.quantity : 0, price: holding ? lotPrice(row) : 0, date: holding ? row.date : null };
    if (holding && row.dateDefaulted) lot.dateDefaulted = true;
    if (row.lot) lotIds.set(row.lot, lot.lotId);
    let positionId = positionIds.get(row.symbol);
    if (positionId === undefined) positionIds.set(row.symbol, (positionId = newId()));
    const event = decideOpening(OPENING, { positionId, listId, symbol: row.symbol, lot }, book, openedNow);
    if (event) together.add(event);
    if ((at & 255) === 255) yield;
  }
  return together.events();
}

const OPENING = { source: 'import', missingList: 'List not found' } as const;

/**
 * The import's decision, pausing (`yield`) between steps and every few hundred purchases, so a
 * caller may give the event loop turns; `decideImport` runs it straight through.
 */
function* decidingImport(run: ImportRun, state: BookState): Generator<void, BookEvent[]> {
  const report = run.report;
  report.failures.clear();
  report.positionIds.clear();
  report.applied = 0;
  const ids: ImportIds = { lotIds: new Map(), positionIds: new Map() };
  const steps = yield* stepsOf(run, ids);
  // decide is pure; only evolving between steps changes the book, so a one-step import (a
  // holdings file is one OpenPositions) needs no copy and no fold of its own events.
  const book = steps.length > 1 ? structuredClone(state) : state;
  const events: BookEvent[] = [];
  for (const [index, step] of steps.entries()) {
    try {
      const decided = step.opening ? yield* openingsOf(step.rows, book, run, ids) : portfolioDecider.decide(step.command(book), book);
      const last = index === steps.length - 1;
      for (const event of decided) {
        if (!last) portfolioDecider.evolve(book, event);
        if (event.type === 'PositionsIncreased') for (const purchase of event.data.purchases) report.positionIds.add(purchase.positionId);
        const positionId = (event.data as { positionId?: unknown }).positionId;
        if (typeof positionId === 'string') report.positionIds.add(positionId);
      }
      for (const event of decided) events.push(event);
      report.applied += step.rows.length;
    } catch (error) {
      if (!(error instanceof DomainError) || error.status >= 500) throw error;
      for (const row of step.rows) report.failures.set(row.line, error.message);
    }
    yield;
  }
  return events;
}

function decideImport(run: ImportRun, state: BookState): BookEvent[] {
  const deciding = decidingImport(run, state);
  for (;;) {
    const next = deciding.next();
    if (next.done) return next.value;
  }
}

/** `decideImport` with an event-loop turn whenever SLICE_MS have passed. */
async function decideImportInSlices(run: ImportRun, state: BookState): Promise<BookEvent[]> {
  const deciding = decidingImport(run, state);
  const slice = new Slice();
  for (;;) {
    const next = deciding.next();
    if (next.done) return next.value;
    if (slice.over) await slice.turn();
  }
}

/** The portfolio decider plus the import: a preview decides everything and appends nothing. */
export const importDecider: Decider<BookState, PortfolioCommand | ImportCommand, BookEvent> = {
  initialState: portfolioDecider.initialState,
  evolve: portfolioDecider.evolve,
  decide(command, state) {
    if (command.type === 'ImportRows') return decideImport(command.data, state);
    if (command.type === 'ReadBook') return [];
    if (command.type === 'PreviewImport') {
      decideImport(command.data, state);
      return [];
    }
    return portfolioDecider.decide(command, state);
  },
  async decideInSlices(command, state) {
    if (command.type === 'ImportRows') return decideImportInSlices(command.data, state);
    if (command.type === 'PreviewImport') {
      await decideImportInSlices(command.data, state);
      return [];
    }
    return this.decide(command, state);
  },
};
