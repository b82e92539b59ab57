/**
 * Verified session tokens, remembered so a busy session is verified once. Keyed by the whole token
 * (no hash, so no collisions); bounded, oldest entry evicted first. An entry is answered until the
 * token expires, but only for `recheckMs` after the account was last checked: a logout or password
 * change made through another server instance is honoured within that time, and through this
 * instance at once (`forget`).
 */
export class SessionCache<Claims extends { exp?: number; sub?: string }> {
  private readonly entries = new Map<string, { claims: Claims; checkedAt: number }>();
  private readonly capacity: number;
  private readonly now: () => number;
  private readonly recheckMs: number;

  constructor(capacity: number, now: () => number = Date.now, recheckMs = Number.POSITIVE_INFINITY) {
    this.capacity = capacity;
    this.now = now;
    this.recheckMs = recheckMs;
  }

  /** The cached claims, or undefined when unknown, expired or due a recheck (then dropped). */
  get(token: string): Claims | undefined {
    const entry = this.entries.get(token);
    if (entry === undefined) return undefined;
    const now = this.now();
    const expired = entry.claims.exp !== undefined && entry.claims.exp * 1000 <= now;
    if (expired || now - entry.checkedAt >= this.recheckMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: Claims): void {
    if (this.entries.size >= this.capacity && !this.entries.has(token)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { claims, checkedAt: this.now() });
  }

  /** Drops one token, or every token of an account (`{ sub }`), so the next use is checked again. */
  forget(which: { token: string } | { sub: string }): void {
    if ('token' in which) {
      this.entries.delete(which.token);
      return;
    }
    for (const [token, entry] of this.entries) if (entry.claims.sub === which.sub) this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
