/**
 * Verified session tokens, remembered so a busy session is verified once. Keyed by the whole token
 * (no hash, so no collisions); bounded by count and by bytes (a token is kept whole, and
 * tokens can be long), oldest entry evicted first. An entry is answered until the
 * token expires, but only for `recheckMs` after the account was last checked: a logout or password
 * change made through another server instance is honoured within that time, and through this
 * instance at once (`forget`).
 */
export class SessionCache<Claims extends { exp?: number; sub?: string }> {
  private readonly entries = new Map<string, { claims: Claims; checkedAt: number; bytes: number }>();
  private readonly capacity: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly now: () => number;
  private readonly recheckMs: number;

  constructor(capacity: number, now: () => number = Date.now, recheckMs = Number.POSITIVE_INFINITY, maxBytes = 16 * 1024 * 1024) {
    this.capacity = capacity;
    this.maxBytes = maxBytes;
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
      this.drop(token);
      return undefined;
    }
    return entry.claims;
  }

  set(token: string, claims: Claims): void {
    this.drop(token);
    // The token's characters at two bytes each, the claims and the entry about 300 more.
    const bytes = token.length * 2 + 300;
    if (bytes > this.maxBytes) return;
    while (this.entries.size > 0 && (this.entries.size >= this.capacity || this.bytes + bytes > this.maxBytes)) {
      this.drop(this.entries.keys().next().value!);
    }
    this.entries.set(token, { claims, checkedAt: this.now(), bytes });
    this.bytes += bytes;
  }

  private drop(token: string): void {
    const entry = this.entries.get(token);
    if (!entry) return;
    this.entries.delete(token);
    this.bytes -= entry.bytes;
  }

  /** Drops one token, or every token of an account (`{ sub }`), so the next use is checked again. */
  forget(which: { token: string } | { sub: string }): void {
    if ('token' in which) {
      this.drop(which.token);
      return;
    }
    for (const [token, entry] of this.entries) if (entry.claims.sub === which.sub) this.drop(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
