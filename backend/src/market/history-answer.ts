/**
 * A history answer's JSON, encoded in slices of rows straight into Buffers. Ten years of daily
 * bars are ~2,500 rows and ~200 KB of JSON: checking them with the zod schema (a copy of every
 * row) and encoding one 200 KB string (V8 puts strings over 128 KB in the old generation, kept
 * until a full collection) cost ~6 ms a request and much of the heap's growth when 20 such
 * requests arrive together. Here each row is checked as PriceRowSchema would (a string date and
 * five finite numbers) and a slice of rows encoded by JSON.stringify with the schema's field list
 * (other fields dropped, as the parse drops them), so the bytes are the same as the route's
 * schema serializer's.
 */
import { HistoryResponseSchema, PriceRowSchema, type HistoryResponse, type PriceRow } from '@folio/contracts';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { OnePerTurn } from '../shared/yielding.ts';

/**
 * One queue of turns for every history request in flight: 20 requests arriving together each
 * encoding in slices of their own would still run back to back (20 x a few ms) before another
 * user's request is read. Through one queue they run at most a slice together, then a turn.
 */
export const historyTurns = new OnePerTurn();

/** Rows per encoded piece: ~40 KB strings, young-generation garbage. */
const ROWS_PER_PIECE = 512;
const ENVELOPE = HistoryResponseSchema.omit({ rows: true });
const ROWS_PLACE = '"rows":[]';

/** The schema's fields in its order: JSON.stringify with this list writes a row as the parse's copy of it would be written. */
const ROW_FIELDS = ['t', 'o', 'h', 'l', 'c', 'v'];

/** Checks a row as PriceRowSchema does (a string date, five finite numbers), without copying it. */
function checkRow(row: PriceRow, url: string): void {
  const { t, o, h, l, c, v } = row;
  // z.number() accepts finite numbers only.
  if (typeof t === 'string' && Number.isFinite(o) && Number.isFinite(h) && Number.isFinite(l) && Number.isFinite(c) && Number.isFinite(v)) return;
  // The schema's own words for what is wrong with the row.
  throw new ResponseSerializationError('GET', url, { cause: PriceRowSchema.safeParse(row).error! });
}

/** The answer's bytes: the envelope checked by its schema, the rows a piece at a time, taking turns (`historyTurns`). */
export async function encodeHistoryAnswer(answer: HistoryResponse, url: string): Promise<Buffer> {
  const envelope = ENVELOPE.safeParse(answer);
  if (!envelope.success) throw new ResponseSerializationError('GET', url, { cause: envelope.error });
  // The schema's key order with rows in place (rows sits between `to` and `source`).
  const { symbol, interval, from, to, source, stale } = envelope.data;
  const head = JSON.stringify({ symbol, interval, from, to, rows: [], source, stale });
  const at = head.indexOf(ROWS_PLACE) + ROWS_PLACE.length - 1;
  const pieces = [Buffer.from(head.slice(0, at))];
  const { rows } = answer;
  for (let first = 0; first < rows.length; first += ROWS_PER_PIECE) {
    await historyTurns.take();
    const last = Math.min(rows.length, first + ROWS_PER_PIECE);
    for (let i = first; i < last; i++) checkRow(rows[i]!, url);
    // An array's JSON is its elements' joined by commas: the piece without its brackets. The
    // field list drops what the schema does not name (the parse's copy, ~340 KB of young
    // garbage an answer, is not made).
    const text = JSON.stringify(rows.slice(first, last), ROW_FIELDS);
    pieces.push(Buffer.from(first > 0 ? `,${text.slice(1, -1)}` : text.slice(1, -1)));
  }
  pieces.push(Buffer.from(head.slice(at)));
  return Buffer.concat(pieces);
}
