/**
 * What a holdings answer (GET /api/investments and its views) or a summary (GET
 * /api/investments/summary) was computed from. Two requests with the same basis get the same
 * answer, so its JSON is built once and reused:
 * - `position`: the read models' position, read before the positions were; any later event (in
 *   this book or another) moves it, so a stored answer never outlives a change to the book;
 * - `day`: today (UTC), which annualised returns count up to (and the summary values until);
 * - `marketValues`: the fresh cache values it was priced with (see `freshMarketValues`); a refreshed
 *   or expired quote is a different object or none, so a price change means a new answer.
 */
export interface ItemsBasis {
  position: number | null;
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

  /** The answer stored under `key` if it was computed at this position on this day. */
  find(key: string, position: number | null, day: string): ItemsAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer || answer.position !== position || answer.day !== day) return undefined;
    this.#answers.delete(key);
    this.#answers.set(key, answer);
    return answer;
  }

  store(key: string, answer: ItemsAnswer) {
    this.#forget(key);
    if (answer.body.length > this.#maxBytes) return;
    while (this.#bytes + answer.body.length > this.#maxBytes) this.#forget(this.#answers.keys().next().value!);
    this.#answers.set(key, answer);
    this.#bytes += answer.body.length;
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
