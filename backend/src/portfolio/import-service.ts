/**
 * Broker file import in two calls: `preview` reads the file and answers what each row would do
 * (its command, duplicates of the book, rows refused and why) without writing; `apply` does the
 * same work and appends the new rows' events in one decision. Both read the same file the same
 * way, so what the preview promised is what the import does; re-importing a file adds nothing.
 */
import { CsvImportError, type BrokerImport, type LedgerCsvRow } from '@folio/contracts';
import type { ListsService } from '../lists/service.ts';
import type { CachedMarketData } from '../market/cache.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { toIsoDay } from '../shared/dates.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { bookStream } from '../shared/streams.ts';
import { mapInSlices } from '../shared/yielding.ts';
import { bookCommands } from './book-commands.ts';
import { readImportFileInSlices } from './broker-csv-reader.ts';
import { importDecider, type ImportCommand, type ImportRun } from './import-decider.ts';
import { rowPlanner, type ImportRow, type PlanRow } from './import-plan.ts';
import { ledgerRows } from './ledger-export.ts';
import { CORPORATE_ACTIONS, type CorporateActionDoc } from './dividends/projection.ts';
import { POSITIONS, TRANSACTIONS, type PositionDoc, type TransactionDoc } from './projection.ts';
import { MISSING_IMPORT_LIST, stockNotFound } from './service.ts';

export interface PortfolioImportDeps extends CommandDeps {
  lists: ListsService;
  readStore: ReadStore;
  market: Pick<CachedMarketData, 'symbolForIsin'>;
  unknownSymbols: (symbols: Iterable<string>) => Promise<Set<string>>;
}

export interface ImportAnswer {
  format: BrokerImport['format'];
  rows: ImportRow[];
  skipped: { line: number; reason: string }[];
  warnings: string[];
  columns: Record<string, string>;
  positionIds: string[];
}

export const isinNotListed = (isin: string) => `ISIN ${isin} is not listed by the market data provider; add this row by hand with its ticker`;
export const isinNotReachable = (isin: string) => `ISIN ${isin} could not be looked up now (market data unavailable); try the import again later`;

const SECURITY_ACTIONS: ReadonlySet<string> = new Set(['buy', 'sell', 'watch', 'dividend', 'split']);

export function portfolioImports(deps: PortfolioImportDeps) {
  const book = bookCommands(deps);
  /** Tickers for the rows that name only an ISIN; a per-line problem for those that stay unknown. */
  async function resolveIsins(rows: PlanRow[], problems: Map<number, string>, found = new Map<string, string | null | Error>()) {
    const wanted = [...new Set(rows.filter((row) => row.symbol === '' && row.isin && !found.has(row.isin)).map((row) => row.isin!))];
    await Promise.all(
      wanted.map(async (isin) => {
        found.set(isin, await deps.market.symbolForIsin(isin).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))));
      }),
    );
    for (const row of rows) {
      if (row.symbol !== '' || !row.isin) continue;
      const symbol = found.get(row.isin);
      if (typeof symbol === 'string') row.symbol = symbol;
      else {
        row.symbol = row.isin;
        problems.set(row.line, symbol instanceof Error ? isinNotReachable(row.isin) : isinNotListed(row.isin));
      }
    }
  }

  async function plan(actor: Actor, listId: string, csv: string, inWords: boolean) {
    await deps.lists.owned(actor, listId).catch(() => {
      throw new NotFoundError(MISSING_IMPORT_LIST);
    });
    const filter = { ownerId: actor.userId, listId };
    const [ledger, positions, splits] = await Promise.all([
      deps.readStore.collection<TransactionDoc>(TRANSACTIONS).find(filter),
      deps.readStore.collection<PositionDoc>(POSITIONS).find(filter),
      deps.readStore.collection<CorporateActionDoc>(CORPORATE_ACTIONS).find({ ...filter, kind: 'split-applied' }),
    ]);
    const appliedSplits = new Set(splits.map((doc) => `${doc.symbol} ${doc.date}`));
    // What the service finds out about rows, by line: ISINs without a ticker, tickers no provider lists.
    const problems = new Map<number, string>();
    const unknownRows = new Map<number, string>();
    const isins = new Map<string, string | null | Error>();
    const asked = new Set<string>();
    const unknown = new Set<string>();
    const lookUp = async (rows: PlanRow[]) => {
      await resolveIsins(rows, problems, isins);
      // Cash rows may name a symbol (a fee on a holding); only rows about shares need a known one.
      const securities = rows.filter((row) => SECURITY_ACTIONS.has(row.action) && row.symbol !== '' && !problems.has(row.line));
      const toAsk = new Set(securities.map((row) => row.symbol).filter((symbol) => !asked.has(symbol)));
      for (const symbol of toAsk) asked.add(symbol);
      for (const symbol of await deps.unknownSymbols(toAsk)) unknown.add(symbol);
      for (const row of securities) if (unknown.has(row.symbol)) unknownRows.set(row.line, stockNotFound(row.symbol));
    };
    const context = { listId, ledger, watched: new Set(positions.map((doc) => doc.symbol)), problems, unknown: unknownRows, appliedSplits, inWords };
    // A large file's rows arrive from the reader thread a slice at a time, each planned as it
    // arrives while the thread reads on. Where the list has splits applied, a row is compared
    // split-adjusted, which depends on the file's later rows: those are planned once all are read.
    const arrived: (string | null | undefined)[] = [];
    const whole: PlanRow[] | null = appliedSplits.size > 0 ? [] : null;
    const planned: ImportRow[] = [];
    const planArrived = whole ? null : rowPlanner([], { ...context, checked: arrived });
    let parsed: Omit<BrokerImport, 'rows'>;
    try {
      parsed = await readImportFileInSlices(csv, { today: toIsoDay(deps.runtime.now()), listId }, async (rows, checked) => {
        for (let index = 0; index < rows.length; index++) arrived.push(checked?.[index]);
        await lookUp(rows);
        if (whole) for (const row of rows) whole.push(row);
        else {
          // In slices: a small file's rows come all at once, checked here (about 10k rows at most).
          const from = planned.length;
          for (const row of await mapInSlices(rows, (row, index) => planArrived!(row, from + index))) planned.push(row);
        }
      });
    } catch (error) {
      if (error instanceof CsvImportError) throw new ValidationError(error.message);
      throw error;
    }
    const rows = whole ? await mapInSlices(whole, rowPlanner(whole, { ...context, checked: arrived })) : planned;
    return { parsed, rows };
  }

  async function decide(actor: Actor, listId: string, csv: string, type: ImportCommand['type']): Promise<ImportAnswer> {
    const { parsed, rows } = await plan(actor, listId, csv, type === 'PreviewImport');
    const run: ImportRun = {
      listId,
      rows,
      newId: () => book.newId(actor),
      report: { failures: new Map(), positionIds: new Set(), applied: 0 },
    };
    if (rows.some((row) => row.status === 'new')) {
      await book.appendOnBook(actor, importDecider, { type, data: run });
    }
    // Rows the decision refused (a sale of shares not held then) become errors; usually there are none.
    const decided = run.report.failures.size === 0 ? rows : rows.map((row) => {
      const failure = row.status === 'new' ? run.report.failures.get(row.line) : undefined;
      return failure ? { ...row, status: 'error' as const, message: failure } : row;
    });
    return {
      format: parsed.format,
      rows: decided,
      skipped: parsed.skipped.map(({ line, text, reason }) => ({ line, reason: text ? `${text}: ${reason}` : reason })),
      warnings: parsed.warnings,
      columns: Object.fromEntries(Object.entries(parsed.columns).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      positionIds: [...run.report.positionIds],
    };
  }

  return {
    /** What importing `csv` into the list would do; writes nothing. */
    preview: (actor: Actor, listId: string, csv: string) => decide(actor, listId, csv, 'PreviewImport'),
    /** Imports the rows that are new and valid, in trade-date order, in one append. */
    apply: (actor: Actor, listId: string, csv: string) => decide(actor, listId, csv, 'ImportRows'),

    /** The list's lossless export rows (ledger-export.ts), from the book as the last command left it. */
    async ledger(actor: Actor, listId: string): Promise<LedgerCsvRow[]> {
      await deps.lists.owned(actor, listId);
      const { state } = await handleCommand(deps, { streamId: bookStream(actor.userId), decider: importDecider, command: { type: 'ReadBook' } });
      return ledgerRows(deps.readStore, state, actor.userId, listId);
    },
  };
}

export type PortfolioImports = ReturnType<typeof portfolioImports>;
