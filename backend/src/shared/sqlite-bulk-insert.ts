import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Rows per multi-row INSERT: 50 x 7 columns stays far below SQLite's limit on bound values. */
const ROWS_PER_STATEMENT = 50;

/**
 * Inserts many rows into one table with multi-row INSERT statements, so a thousand rows cost
 * twenty calls into SQLite instead of a thousand. Run it inside a transaction.
 */
export class BulkInsert {
  readonly #width: number;
  readonly #oneRow: StatementSync;
  readonly #manyRows: StatementSync;

  constructor(db: DatabaseSync, table: string, columns: readonly string[]) {
    this.#width = columns.length;
    const row = `(${columns.map(() => '?').join(', ')})`;
    const into = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
    this.#oneRow = db.prepare(into + row);
    this.#manyRows = db.prepare(into + Array(ROWS_PER_STATEMENT).fill(row).join(', '));
  }

  /** `values` holds the rows one after another, `columns.length` values each. Returns the last rowid. */
  run(values: SQLInputValue[]): number {
    const chunk = ROWS_PER_STATEMENT * this.#width;
    let lastRowid = 0;
    let start = 0;
    for (; start + chunk <= values.length; start += chunk) {
      lastRowid = Number(this.#manyRows.run(...values.slice(start, start + chunk)).lastInsertRowid);
    }
    for (; start < values.length; start += this.#width) {
      lastRowid = Number(this.#oneRow.run(...values.slice(start, start + this.#width)).lastInsertRowid);
    }
    return lastRowid;
  }
}
