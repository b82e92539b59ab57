/**
 * One shared copy of strings that recur in many documents (an owner's id, a list's, a position's,
 * a symbol, a trade date). Each event read from the log brings its own copies: a ledger of 50,000
 * rows held the same owner id 50,000 times (as a slice of "book-<id>", twice its size). The pool
 * is bounded: when full it starts again, which only costs sharing, never correctness.
 */
const MAX_STRINGS = 100_000;
let pool = new Map<string, string>();

export function interned<T extends string | null | undefined>(text: T): T {
  if (typeof text !== 'string') return text;
  const held = pool.get(text);
  if (held !== undefined) return held as T;
  if (pool.size >= MAX_STRINGS) pool = new Map();
  pool.set(text, text);
  return text;
}
