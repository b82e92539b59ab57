import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBrokerCsvInPieces, type PieceOptions } from './broker-import-pieces.ts';
import { parseBrokerCsv } from './broker-import.ts';
import { CsvImportError } from './messages.ts';

/**
 * readBrokerCsvInPieces must answer what parseBrokerCsv answers, row for row, for every file:
 * the real brokers' exports, grown past the rows that settle a file's format so the rows are made
 * while the file is still being parsed, with pieces cut everywhere (a few characters at a time).
 */
const today = '2024-06-01';
const FIXTURES = new URL('./fixtures/', import.meta.url);
const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith('.csv')).map((name) => [name, readFileSync(new URL(name, FIXTURES), 'utf8')] as const);

type Outcome = { format: string; rows: unknown[]; rest: unknown } | { error: { code: string; message: string } };

function whole(text: string): Outcome {
  try {
    const { rows, ...rest } = parseBrokerCsv(text, { today });
    return { format: rest.format, rows, rest };
  } catch (error) {
    return failure(error);
  }
}

function inPieces(text: string, options: Omit<PieceOptions, 'today'>): Outcome & { answers?: number } {
  const rows: unknown[] = [];
  const formats = new Set<string>();
  let answers = 0;
  try {
    const pieces = readBrokerCsvInPieces(text, { today, ...options });
    for (let piece = pieces.next(); ; piece = pieces.next()) {
      if (piece.done) return { format: [...formats].join() || piece.value.format, rows, rest: piece.value, answers };
      answers += 1;
      expect(piece.value.rows.length).toBeGreaterThan(0);
      formats.add(piece.value.format);
      rows.push(...piece.value.rows);
    }
  } catch (error) {
    return failure(error);
  }
}

function failure(error: unknown) {
  if (!(error instanceof CsvImportError)) throw error;
  return { error: { code: error.code, message: error.message } };
}

/** The file with the lines that became rows repeated after the last of them, until it has `lines` lines. */
function grown(text: string, lines: number): string {
  const outcome = whole(text);
  const all = text.split('\n');
  const made = 'rows' in outcome ? (outcome.rows as { line: number }[]).map((row) => row.line) : [];
  if (made.length === 0) return text;
  // A row's lines: to where its quotes close (a quoted cell may hold line breaks).
  const rowAt = (line: number) => {
    let end = line;
    while (all.slice(line - 1, end).join('\n').split('"').length % 2 === 0) end += 1;
    return all.slice(line - 1, end);
  };
  const body = made.flatMap(rowAt);
  const repeated: string[] = [];
  while (repeated.length + all.length < lines) repeated.push(...body);
  const after = made.at(-1)! - 1 + rowAt(made.at(-1)!).length;
  return [...all.slice(0, after), ...repeated, ...all.slice(after)].join('\n');
}

const SPLITS: Omit<PieceOptions, 'today'>[] = [
  { pieceChars: 7, rowsPerPiece: 1 },
  { pieceChars: 64, rowsPerPiece: 7 },
  { pieceChars: 4096, rowsPerPiece: 500 },
];

function expectSame(text: string) {
  const expected = whole(text);
  for (const split of SPLITS) {
    const { answers: _answers, ...got } = inPieces(text, split);
    expect(got).toEqual(expected);
  }
  return expected;
}

describe('a broker file read in pieces', () => {
  it.each(fixtures)('%s: as parseBrokerCsv, as it is, grown to 1,500 lines, with CRLF line ends and a BOM', (_name, text) => {
    expectSame(text);
    const large = grown(text, 1_500);
    const outcome = expectSame(large);
    expect('rows' in outcome && outcome.rows.length > 600).toBe(true);
    expectSame(`\ufeff${large.replaceAll('\n', '\r\n')}`);
  });

  it('makes rows before the end of the file is parsed (an unterminated quote at the end still fails the file, as whole)', () => {
    const rows = Array.from({ length: 3_000 }, (_, n) => `AAPL,${n + 1},150.5,2024-01-0${(n % 9) + 1}`);
    const text = ['Symbol,Quantity,Purchase Price,Purchase Date', ...rows, 'MSFT,1,"300,2024-01-02'].join('\n');
    const pieces = readBrokerCsvInPieces(text, { today, rowsPerPiece: 100, pieceChars: 1_000 });
    const first = pieces.next();
    expect(first.done).toBe(false);
    expect(!first.done && first.value.rows[0]).toMatchObject({ line: 2, symbol: 'AAPL', quantity: 1 });
    expect(whole(text)).toEqual({ error: { code: 'parse', message: expect.stringContaining('line 3002') } });
    expectSame(text);
  });

  it('numbers the lines of rows after quoted cells that hold line breaks', () => {
    const rows = Array.from({ length: 1_200 }, (_, n) => (n % 50 === 0 ? `AAPL,"a note\non two lines",${n + 1},10` : `MSFT,plain,${n + 1},20`));
    const outcome = expectSame(['Symbol,Notes,Quantity,Purchase Price', ...rows].join('\n'));
    expect('rows' in outcome && (outcome.rows.at(-1) as { line: number }).line).toBe(1_200 + 1 + 24);
  });

  it('reads day-first dates as the whole file says when the first day above 12 comes after 600 rows, and ISO-dated rows without waiting', () => {
    const trade = (date: string) => `${date},Buy,AAPL,1,100`;
    const header = 'Date,Action,Symbol,Quantity,Price';
    const iso = (n: number) => trade(`2024-01-${String((n % 28) + 1).padStart(2, '0')}`);
    // ISO dates do not say which comes first: the first numeric date with a day above 12 does.
    const late = [header, ...Array.from({ length: 600 }, (_, n) => iso(n)), trade('03/04/2024'), trade('13/02/2024'), ...Array.from({ length: 600 }, () => trade('03/04/2024'))];
    const outcome = expectSame(late.join('\n'));
    expect('rows' in outcome && (outcome.rows.at(-1) as { date: string }).date).toBe('2024-04-03');
    // Numeric dates that never say: they wait to the end and read month first, as whole.
    const open = [header, ...Array.from({ length: 600 }, (_, n) => iso(n)), ...Array.from({ length: 10 }, () => trade('03/04/2024')), ...Array.from({ length: 600 }, (_, n) => iso(n))];
    const opened = expectSame(open.join('\n'));
    expect('rows' in opened && (opened.rows[600] as { date: string }).date).toBe('2024-03-04');
    // ISO dates never wait: the first rows are made long before the end (where a quote is left open).
    const isoFile = [header, ...Array.from({ length: 3_000 }, (_, n) => iso(n)), '2024-01-02,Buy,"MSFT,1,100'].join('\n');
    const first = readBrokerCsvInPieces(isoFile, { today, rowsPerPiece: 100, pieceChars: 1_000 }).next();
    expect(!first.done && first.value).toMatchObject({ format: 'transactions', rows: expect.arrayContaining([expect.objectContaining({ line: 2, symbol: 'AAPL' })]) });
    expectSame(isoFile);
  });

  it('a header below 1,000 title lines, a second table, a file of one row and a file without a header read as whole', () => {
    const positions = Array.from({ length: 1_200 }, (_, n) => `AAPL,${n + 1},150`);
    expectSame([...Array.from({ length: 1_100 }, (_, n) => `Title line ${n}`), 'Symbol;Quantity;Price', ...positions.map((row) => row.replaceAll(',', ';'))].join('\n'));
    expectSame(['Symbol,Quantity,Price', ...positions, 'Date,Action,Symbol,Quantity,Price', '2024-01-02,Buy,MSFT,1,100', ...positions].join('\n'));
    expectSame('Symbol,Quantity,Price\n');
    expectSame(Array.from({ length: 2_000 }, (_, n) => `row ${n},${n}`).join('\n'));
  });
});
