/**
 * How the embedded read store's flush is cut into runs of its document log's rows: each run is
 * encoded or inserted between two looks at the clock.
 */
import type { SQLInputValue } from 'node:sqlite';

/** The document log's columns, in the order a flush's rows hold their values. */
export const LOG_COLUMNS = ['collection', 'id', 'body'];
/** Log rows inserted between two looks at the clock... */
export const INSERT_RUN = 200;
/**
 * ...and characters of documents at most, encoded or inserted between two looks: after an import
 * a position holds hundreds of lots (~60 KB of JSON), and 200 of them in one insert, or 32
 * encoded back to back, held the loop 50-120 ms.
 */
export const RUN_CHARACTERS = 256 * 1024;

/**
 * The end of the run of log rows (`LOG_COLUMNS` values each) starting at `from`: INSERT_RUN rows,
 * fewer once their bodies reach RUN_CHARACTERS (at least one row).
 */
export function insertRunEnd(rows: readonly SQLInputValue[], from: number): number {
  const width = LOG_COLUMNS.length;
  let to = from;
  for (let count = 0, characters = 0; to < rows.length && count < INSERT_RUN && characters < RUN_CHARACTERS; count++, to += width) {
    const body = rows[to + width - 1];
    characters += typeof body === 'string' ? body.length : 0;
  }
  return to;
}
