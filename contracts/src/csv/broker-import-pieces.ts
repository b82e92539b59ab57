import Papa from 'papaparse';
import { type BrokerHeader, type BrokerImport, FORMAT_ROWS, asCsvImportError, brokerTableReader, parseBrokerCsv, readsAsTransactions, recogniseBrokerHeader } from './broker-import.ts';
import { type ImportRow, type Table, DELIMITERS, countChar, hasTwoRows, isBlankRow } from './import.ts';
import { CSV_MESSAGES, CsvImportError } from './messages.ts';
import type { TransactionRow } from './transactions.ts';
import { DayFirstVote } from './values.ts';

/**
 * parseBrokerCsv a piece at a time, for a large file read off the server's event loop: the first
 * rows are ready after a few milliseconds instead of after the whole file (100k rows: ~0.5 s),
 * and the parsed table is never held whole. The same answer as parseBrokerCsv, row for row:
 * papaparse reads the same rows when it resumes where a row ends; the header, the format and the
 * decimal mark are settled from the rows parseBrokerCsv settles them from before any row is made;
 * and while a transaction file's dates leave open whether days come first, a row whose date
 * would read differently waits (with the rows after it) until the file says, or ends. A file
 * whose header is not in its first rows is read whole, as parseBrokerCsv reads it.
 */

export type BrokerRows = { format: 'positions'; rows: ImportRow[] } | { format: 'transactions'; rows: TransactionRow[] };

/** Characters of the file papaparse reads at a time (about 2,000 rows of a broker export). */
const PIECE_CHARS = 256 * 1024;
/** A header further down than this many rows: the file is read whole. */
const HEADER_WITHIN_ROWS = 1_000;

export interface PieceOptions {
  today: string;
  /** Rows of the file read between two answers (fewer rows are made when some are skipped). */
  rowsPerPiece?: number;
  /** Characters parsed at a time; small in tests, to cut rows everywhere. */
  pieceChars?: number;
}

/** Yields the file's rows a piece at a time; returns what parseBrokerCsv answers besides its rows. Throws as it does. */
export function* readBrokerCsvInPieces(input: string, options: PieceOptions): Generator<BrokerRows, Omit<BrokerImport, 'rows'>> {
  try {
    if (typeof input !== 'string') throw new TypeError('the CSV content must be text');
    return yield* readInPieces(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, options);
  } catch (error) {
    throw asCsvImportError(error);
  }
}

function* readInPieces(text: string, options: PieceOptions): Generator<BrokerRows, Omit<BrokerImport, 'rows'>> {
  const { today, rowsPerPiece = 2_000, pieceChars = PIECE_CHARS } = options;
  // The delimiter and line break tabulate() settles for the whole text (papaparse guesses them from its start).
  const guess = Papa.parse<string[]>(text, { delimiter: '', delimitersToGuess: DELIMITERS, preview: 1 });
  const pieces = tablePieces(text, guess.meta.delimiter, guess.meta.linebreak as '\n' | '\r' | '\r\n', pieceChars);
  const head = { cells: [] as string[][], lines: [] as number[] };
  let found = null as { index: number; header: BrokerHeader } | null;
  let nonBlank = 0;
  let ended = false;
  // The head: the header and the rows below it that settle the format and the decimal mark.
  for (;;) {
    const piece = pieces.next();
    if (piece.done) {
      ended = true;
      break;
    }
    for (let at = 0; at < piece.value.cells.length; at++) {
      const row = piece.value.cells[at]!;
      head.cells.push(row);
      head.lines.push(piece.value.lines[at]!);
      if (!isBlankRow(row)) nonBlank += 1;
      if (!found) {
        const header = recogniseBrokerHeader(row);
        if (header) found = { index: head.cells.length - 1, header };
      }
    }
    if (found ? nonBlank >= 2 && head.cells.length - found.index - 1 >= FORMAT_ROWS : head.cells.length >= HEADER_WITHIN_ROWS) break;
  }

  if (!found) {
    // As parseBrokerCsv: the whole table, and other delimiters when it has no header.
    const parsed = parseBrokerCsv(text, { today });
    const { rows, ...rest } = parsed;
    for (let from = 0; from < rows.length; from += rowsPerPiece) yield { format: parsed.format, rows: rows.slice(from, from + rowsPerPiece) } as BrokerRows;
    return rest;
  }
  const table: Table = { cells: head.cells, lines: Int32Array.from(head.lines), delimiter: guess.meta.delimiter };
  if (ended && !hasTwoRows(table.cells)) throw new CsvImportError('too-short', CSV_MESSAGES.tooShort);
  const transactions = readsAsTransactions(table.cells, found.index, found.header);
  /**
   * How a transaction file writes numeric dates, from all its dates (datesAreDayFirst): while
   * they leave it open, a row whose date would read differently waits, and so do the rows after it.
   */
  const vote = transactions && !ended ? new DayFirstVote() : null;
  const dateAt = dateColumn(found.header);
  if (vote) for (let index = found.index + 1; index < table.cells.length; index++) vote.add(table.cells[index]![dateAt]);
  const { format, reader } = brokerTableReader(table, found.index, found.header, today, vote ? vote.settled : undefined);
  /** The rows made since the last answer, unless none were. */
  const answer = function* () {
    const rows = reader.take();
    if (rows.length > 0) yield { format, rows } as BrokerRows;
  };
  let read = 0;
  const readRow = (row: readonly string[], line: number) => {
    reader.read(row, line);
    return ++read % rowsPerPiece === 0;
  };
  const waiting: [row: string[], line: number][] = [];
  /** Rows that waited for the order of dates, now that the file has said it (or ended: month first). */
  const readWaiting = function* () {
    reader.settleDateOrder?.(vote?.settled ?? false);
    for (const [row, line] of waiting.splice(0)) if (readRow(row, line)) yield* answer();
  };
  // The head's rows below the header (the vote has seen them), then the rest of the file as it is parsed.
  for (let index = found.index + 1; index < table.cells.length; index++) {
    const row = table.cells[index]!;
    if (waiting.length > 0 || reader.waitsForDateOrder?.(row)) waiting.push([row, table.lines![index]!]);
    else if (readRow(row, table.lines![index]!)) yield* answer();
  }
  head.cells.length = 0; // the reader keeps none of them
  for (let piece = pieces.next(); !piece.done; piece = pieces.next()) {
    const { cells, lines } = piece.value;
    for (let at = 0; at < cells.length; at++) {
      const row = cells[at]!;
      if (vote?.settled === null && vote.add(row[dateAt]) !== null) yield* readWaiting();
      if (waiting.length > 0 || reader.waitsForDateOrder?.(row)) waiting.push([row, lines[at]!]);
      else if (readRow(row, lines[at]!)) yield* answer();
    }
  }
  yield* readWaiting();
  const rest = reader.finish();
  yield* answer();
  return { format, ...rest } as Omit<BrokerImport, 'rows'>;
}

const dateColumn = (header: BrokerHeader) => header.transactions?.columns.date ?? -1;

/**
 * The rows of `text` as tabulate() reads them, a piece of about `pieceChars` at a time cut where
 * a row ends, each row with the 1-based line it starts on (quoted cells may hold line breaks).
 * A row longer than a piece (a quote left open) doubles the piece until it ends.
 */
function* tablePieces(text: string, delimiter: string, linebreak: '\n' | '\r' | '\r\n', pieceChars: number): Generator<{ cells: string[][]; lines: number[] }> {
  const parser = new Papa.Parser({ delimiter, newline: linebreak });
  const breakChar = linebreak === '\r' ? '\r' : '\n';
  let line = 1;
  let from = 0;
  let size = pieceChars;
  while (from < text.length) {
    const end = Math.min(text.length, from + size);
    const last = end === text.length;
    const parsed = parser.parse(text.slice(from, end), 0, !last) as Papa.ParseResult<string[]>;
    const cells = parsed.data;
    if (!last && cells.length === 0) {
      size *= 2;
      continue;
    }
    const lines = new Array<number>(cells.length);
    for (let at = 0; at < cells.length; at++) {
      lines[at] = line;
      line += 1;
      for (const cell of cells[at]!) line += countChar(cell, breakChar);
    }
    const unterminated = parsed.errors.find((error) => error.code === 'MissingQuotes');
    if (unterminated) {
      const row = unterminated.row ?? 0;
      throw new CsvImportError('parse', CSV_MESSAGES.parseFailed(`${unterminated.message} (line ${lines[row] ?? row + 1})`));
    }
    yield { cells, lines };
    if (last) return;
    from += parsed.meta.cursor;
    size = pieceChars;
  }
}
