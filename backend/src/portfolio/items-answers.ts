import { unpooled } from '../shared/unpooled.ts';
import { mapInSlices, Slice } from '../shared/yielding.ts';

/**
 * What a holdings answer (GET /api/investments and its views) or a summary (GET
 * /api/investments/summary) was computed from. Two requests with the same basis get the same
 * answer, so its JSON is built once and reused:
 * - `basis`: the version of the user's list (answer-basis.ts), read before the positions were;
 *   an event in this list (or one naming no list, in this book) moves it, so a stored answer never
 *   outlives a change to its list, while writes to other lists and other users' books keep it;
 * - `day`: today (UTC), which annualised returns count up to (and the summary values until);
 * - `marketValues`: the fresh cache values it was priced with (see `freshMarketValues`); a refreshed
 *   or expired quote is a different object or none, so a price change means a new answer.
 */
export interface ItemsBasis {
  basis: string;
  day: string;
  /** The positions' symbols in answer order: the market values to check are theirs. */
  symbols: readonly string[];
  marketValues: readonly object[];
}

export interface ItemsAnswer extends ItemsBasis {
  /** The serialised answer, as bytes so each response skips encoding it. */
  body: Buffer;
}

/**
 * How requests for kept answers fared, in this process: reused, joined (the same answer, on the
 * same basis, was being worked out: they waited for it), or recomputed because none was kept,
 * because its basis moved (a change to its user and list, or the day) or because its market
 * values did. Counts, unlike timings, do not depend on how busy the machine is: benchmarks print
 * them (bench/reads-under-writes).
 */
export const keptAnswerCounts = { reused: 0, joined: 0, noneKept: 0, basisMoved: 0, pricesMoved: 0 };

/**
 * Serialised answers per user, list and view (holdings) or per user and list (summary). Bounded by
 * their total size; the least recently used answer goes first.
 */
export class ItemsAnswers {
  readonly #answers = new Map<string, ItemsAnswer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#maxBytes = maxBytes;
  }

  /** The answer stored under `key` if it was computed at this basis on this day. */
  find(key: string, basis: string, day: string): ItemsAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer || answer.basis !== basis || answer.day !== day) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  /** Keeps `answer`; its body as kept (what to serve from now on). */
  store(key: string, answer: ItemsAnswer): Buffer {
    this.#forget(key);
    if (answer.body.length > this.#maxBytes) return answer.body;
    while (this.#bytes + answer.body.length > this.#maxBytes) this.#forget(this.#answers.keys().next().value!);
    // Its length is what it keeps: not a slice of a shared pool slab.
    const kept = { ...answer, body: unpooled(answer.body) };
    this.#answers.set(key, kept);
    this.#bytes += kept.body.length;
    return kept.body;
  }

  /** Whether an answer is stored under `key`, at whatever basis. */
  has(key: string): boolean {
    return this.#answers.has(key);
  }

  get size(): number {
    return this.#answers.size;
  }

  #forget(key: string) {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#bytes -= answer.body.length;
  }
}

/** Characters of serialised rows encoded into one Buffer at a time. */
const CHUNK_CHARACTERS = 256 * 1024;

/**
 * The holdings answer's JSON, row by row with the row's schema check, with turns of the event
 * loop in between: the same bytes as checking and encoding the whole array at once
 * (JSON.stringify of an array is its elements' encodings joined by commas), without holding the
 * loop for the length of a 50,000-row answer.
 */
export const itemsSerializer =
  (serializeItem: (item: unknown) => string) =>
  async (items: readonly unknown[]): Promise<Buffer> => {
    // The clock after every row: a position of 500 lots takes ~1 ms to check.
    const parts = await mapInSlices(items, serializeItem, true);
    // Encoded about 256 KB at a time and copied together once: a 50,000-row answer's 30 MB as one
    // string, then one Buffer, held the loop for 90 ms (and 512 rows of 500 lots, 20 MB, 11 ms).
    const buffers = [Buffer.from('[')];
    const slice = new Slice();
    for (let from = 0; from < parts.length; ) {
      let to = from;
      for (let characters = 0; to < parts.length && characters < CHUNK_CHARACTERS; to++) characters += parts[to]!.length;
      buffers.push(Buffer.from(`${from > 0 ? ',' : ''}${parts.slice(from, to).join(',')}`));
      from = to;
      if (slice.over) await slice.turn();
    }
    buffers.push(Buffer.from(']'));
    // Copied together with turns too: a 50,000-row answer's 30 MB copied at once held the loop
    // 170 ms on this machine's VM (mostly the first touch of the new memory's pages).
    const answer = Buffer.allocUnsafe(buffers.reduce((bytes, buffer) => bytes + buffer.length, 0));
    let offset = 0;
    for (const buffer of buffers) {
      offset += buffer.copy(answer, offset);
      if (slice.over) await slice.turn();
    }
    return answer;
  };
