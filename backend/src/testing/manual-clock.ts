/**
 * A clock and timers that move only when a test says so: `advance(ms)` fires every timer due in
 * that span, in order, letting the work each one starts settle before the next.
 */
import type { Timers } from '../background/timers.ts';

interface Pending {
  id: number;
  at: number;
  callback: () => void;
}

export class ManualClock implements Timers {
  #now: number;
  #next = 1;
  #pending: Pending[] = [];

  constructor(start = Date.parse('2026-03-02T14:30:00Z')) {
    this.#now = start;
  }

  readonly now = (): number => this.#now;

  readonly setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.#next++;
    this.#pending.push({ id, at: this.#now + Math.max(0, ms), callback });
    return id;
  };

  readonly clearTimeout = (handle: unknown): void => {
    this.#pending = this.#pending.filter((timer) => timer.id !== handle);
  };

  /** Timers waiting to fire, soonest first (their due times). */
  get due(): number[] {
    return this.#pending.map((timer) => timer.at).sort((a, b) => a - b);
  }

  async advance(ms: number): Promise<void> {
    const until = this.#now + ms;
    for (;;) {
      await settle();
      const next = [...this.#pending].sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!next || next.at > until) break;
      this.#pending = this.#pending.filter((timer) => timer !== next);
      this.#now = next.at;
      next.callback();
    }
    this.#now = until;
    await settle();
  }
}

/** Lets promise chains started by a timer run to their next real wait. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
