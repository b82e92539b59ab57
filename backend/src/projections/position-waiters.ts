/** Read-your-writes waits at most this long in all, however busy the projections are. */
const MAX_WAIT_MS = 60_000;

interface Waiter {
  position: number;
  resolve(): void;
}

/**
 * Callers waiting for the projection engine's position to reach theirs. A wait resolves true once
 * it does, or false once the position has not moved for `timeoutMs` (the projections are stuck),
 * or after MAX_WAIT_MS in all; it never rejects. A large import's 100k events take longer than
 * `timeoutMs` to apply while the projections keep moving.
 */
export class PositionWaiters {
  readonly #position: () => number | null;
  #waiters: Waiter[] = [];

  constructor(position: () => number | null) {
    this.#position = position;
  }

  wait(position: number, timeoutMs: number): Promise<boolean> {
    const now = this.#position();
    if (now !== null && now >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve: () => finish(true) };
      const giveUpAt = Date.now() + Math.max(timeoutMs, MAX_WAIT_MS);
      let seen = now;
      const check = () => {
        if (this.#position() === seen || Date.now() + timeoutMs > giveUpAt) return finish(false);
        seen = this.#position();
        timer = setTimeout(check, timeoutMs);
      };
      let timer = setTimeout(check, timeoutMs);
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
        resolve(reached);
      };
      this.#waiters.push(waiter);
    });
  }

  /** The position moved: resolves the waits it reached. */
  release() {
    const reached = this.#position() ?? -1;
    for (const waiter of this.#waiters.filter((candidate) => candidate.position <= reached)) waiter.resolve();
  }
}
