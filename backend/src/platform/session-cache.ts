/**
 * Verified session tokens, remembered until they expire so a busy session is verified once.
 * Keyed by the whole token (no hash, so no collisions); bounded, oldest entry evicted first.
 */
export class SessionCache<Claims extends { exp?: number }> {
  private readonly entries = new Map<string, Claims>();
  private readonly capacity: number;
  private readonly now: () => number;

  constructor(capacity: number, now: () => number = Date.now) {
    this.capacity = capacity;
    this.now = now;
  }

  /** The cached claims, or undefined when unknown or expired (an expired entry is dropped). */
  get(token: string): Claims | undefined {
    const claims = this.entries.get(token);
    if (claims === undefined) return undefined;
    if (claims.exp !== undefined && claims.exp * 1000 <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: Claims): void {
    if (this.entries.size >= this.capacity && !this.entries.has(token)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, claims);
  }

  get size(): number {
    return this.entries.size;
  }
}
