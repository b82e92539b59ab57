import { randomBytes } from 'node:crypto';

export interface HandoffStoreOptions {
  /** How long a code may wait for its exchange; the SPA normally calls within a second. */
  ttlMs?: number;
  /** Caps memory if callbacks arrive faster than codes are exchanged or expire. */
  maxSize?: number;
  now?: () => number;
}

/**
 * One-time codes that carry a finished Google sign-in from the callback redirect to the SPA, so
 * the session token never appears in a URL (history, logs, Referer). Kept in memory: a code lives
 * two minutes, so losing them on restart only means the user clicks the Google button again. With
 * several backend instances the exchange must reach the instance that issued the code.
 */
export class HandoffStore {
  readonly #codes = new Map<string, { userId: string; expiresAt: number }>();
  readonly #ttlMs: number;
  readonly #maxSize: number;
  readonly #now: () => number;

  constructor(options: HandoffStoreOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 2 * 60_000;
    this.#maxSize = options.maxSize ?? 1_000;
    this.#now = options.now ?? Date.now;
  }

  get ttlMs(): number {
    return this.#ttlMs;
  }

  get size(): number {
    return this.#codes.size;
  }

  issue(userId: string): string {
    this.#sweep();
    // Maps iterate in insertion order, so the first key is the oldest pending code.
    while (this.#codes.size >= this.#maxSize) this.#codes.delete(this.#codes.keys().next().value!);
    const code = randomBytes(32).toString('base64url');
    this.#codes.set(code, { userId, expiresAt: this.#now() + this.#ttlMs });
    return code;
  }

  /** The user the code was issued for, once; null for unknown, used or expired codes. */
  consume(code: string): string | null {
    const entry = this.#codes.get(code);
    if (!entry) return null;
    this.#codes.delete(code);
    return entry.expiresAt > this.#now() ? entry.userId : null;
  }

  #sweep() {
    const now = this.#now();
    for (const [code, entry] of this.#codes) if (entry.expiresAt <= now) this.#codes.delete(code);
  }
}
