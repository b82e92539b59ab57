/**
 * The messages between the broker file reader (broker-csv-reader.ts, on the request thread) and
 * its worker thread (broker-csv-worker.ts), and what both sides agree on.
 */
import type { BrokerImport, CsvImportError } from '@folio/contracts';
import type { PackedRows } from './packed-rows.ts';

/** A body's `csv` of at least this many characters is kept in the thread for its request. */
export const KEPT_FILE_CHARS = 256 * 1024;
/** Files kept at most: a large body's file beyond these goes back to the request thread whole. */
export const MAX_KEPT_FILES = 4;

export type ReaderRequest =
  /** Read a broker file: its text, or (`kept`) the file of a body the thread parsed, by that body's id. */
  | { id: number; text: string; today: string; listId: string }
  | { id: number; kept: number; today: string; listId: string }
  | { id: number; more: true }
  /** A piece of a request body's UTF-8 bytes, handed over, in the order they came. */
  | { id: number; piece: ArrayBuffer }
  /** That body has come whole: parse it; `hash`: also its `bodyHash` (it has an Idempotency-Key). */
  | { id: number; bodyEnd: true; hash?: boolean }
  /** That body will not be completed: let go of its pieces. */
  | { id: number; bodyAbandoned: true }
  /** The request of that body has ended: its file, if kept, is not needed any more. */
  | { id: number; forget: true };
export type ReaderAnswer =
  | { id: number; rows: PackedRows; checked: (string | null | undefined)[] }
  /** `keptFile`: the thread keeps the body's `csv` under the body's id, and `json` is the body without it; `hash`: its `bodyHash`, when asked. */
  | { id: number; json: unknown; keptFile: boolean; hash?: string }
  | { id: number; invalidJson: true }
  | { id: number; done: Omit<BrokerImport, 'rows'> }
  | { id: number; error: { code: CsvImportError['code'] | null; message: string } };
