import type { Table } from './import.ts';

/**
 * Reads a table's rows one at a time below its header, for a whole table (parse*Table) and for a
 * file read in pieces (broker-import-pieces.ts) alike. What the reader settles from the file's
 * first rows (decimal comma, date order) it settles from `head`, which holds at least those.
 */
export interface TableReader<Row, Rest> {
  /** One row below the header; `line`: the 1-based line of the file where it starts. */
  read(row: readonly string[], line: number): void;
  /** The rows made since the last take. */
  take(): Row[];
  /** What was left out and why; throws the spec's 'no data' error when no row was made at all. */
  finish(): Rest;
  /** A transaction file whose rows so far leave the order of its dates open: whether this row's date depends on it. */
  waitsForDateOrder?(row: readonly string[]): boolean;
  /** The order of dates, once the file's rows have settled it. */
  settleDateOrder?(dayFirst: boolean): void;
}

/** Every row of `table` below the header through `reader`: the whole table's answer. */
export function readWholeTable<Row, Rest>(table: Table, headerIndex: number, reader: TableReader<Row, Rest>): Rest & { rows: Row[] } {
  const { cells, lines } = table;
  for (let index = headerIndex + 1; index < cells.length; index += 1) reader.read(cells[index] ?? [], lines ? (lines[index] ?? index + 1) : index + 1);
  const rest = reader.finish();
  return { rows: reader.take(), ...rest };
}

/** A reader's rows: made one at a time, handed out by take(). */
export class RowsMade<Row> {
  #rows: Row[] = [];
  #taken = 0;

  push(row: Row): void {
    this.#rows.push(row);
  }

  /** The rows made since the last take. */
  take(): Row[] {
    const made = this.#rows;
    this.#rows = [];
    this.#taken += made.length;
    return made;
  }

  /** No row was made at all. */
  get none(): boolean {
    return this.#taken + this.#rows.length === 0;
  }
}
