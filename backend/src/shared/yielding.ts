/**
 * Long loops over a user's data give other requests a turn: one investor's 50,000 positions must
 * not hold up everybody else's requests (a Node process serves all users on one event loop).
 * Work goes on in slices of about SLICE_MS; between slices the loop answers what is waiting.
 */
export const SLICE_MS = 8;

/** Loops waiting for their turn, in the order they asked. */
const waiting: (() => void)[] = [];

/** Lets the first waiting loop go on, and asks for another turn while others wait. */
function releaseOne() {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(releaseOne);
}

/**
 * Waits for the event loop to run what is queued (I/O callbacks, timers, other requests). One
 * waiting loop goes on per turn of the event loop: when a projection, a reactor and a request
 * each stop after SLICE_MS, they do not run their next slices back to back (three slices, held
 * ~25 ms plus a collection), but each after the loop has answered what arrived meanwhile.
 */
export const turn = () =>
  new Promise<void>((resolve) => {
    if (waiting.push(resolve) === 1) setImmediate(releaseOne);
  });

/**
 * The clock of a loop that gives turns: `if (slice.over) await slice.turn()`. Loops of cheap steps
 * look at it every 64 or 256 steps only: reading the clock costs more than some steps.
 */
export class Slice {
  #since = performance.now();

  /** Whether SLICE_MS have passed since the slice began. */
  get over(): boolean {
    return performance.now() - this.#since >= SLICE_MS;
  }

  /** Waits for a turn of the event loop (or `pause`), then begins the next slice. */
  async turn(pause: () => Promise<void> = turn): Promise<void> {
    await pause();
    this.#since = performance.now();
  }
}

/**
 * `items.map(fn)` for a synchronous `fn`, giving the event loop a turn every SLICE_MS. The clock is
 * read every 64 items, or after each one with `heavy` (items that may each take milliseconds: an
 * event carrying a thousand purchases).
 */
export async function mapInSlices<T, R>(items: readonly T[], fn: (item: T, index: number) => R, heavy = false): Promise<R[]> {
  const out = new Array<R>(items.length);
  const slice = new Slice();
  const every = heavy ? 0 : 63;
  for (let i = 0; i < items.length; i++) {
    out[i] = fn(items[i]!, i);
    if ((i & every) === every && slice.over) await slice.turn();
  }
  return out;
}

/**
 * Heavy synchronous steps taking turns with the rest of the event loop: `await steps.take()`
 * resolves after every earlier caller's, and the caller then runs its step. Steps run back to
 * back for up to SLICE_MS, then wait for a turn of the loop. Callers that all resumed in the same
 * turn (50 quotes in flight, each generating a price walk) would otherwise run their steps back
 * to back with no request answered in between; a turn for every step would add a turn's wait to
 * each of 5,000 cheap ones.
 */
export class OnePerTurn {
  #last: Promise<void> = Promise.resolve();
  #since = performance.now();

  take(): Promise<void> {
    // Runs once the previous caller's step has run (its continuation was queued first).
    const mine = this.#last.then(() => {
      if (performance.now() - this.#since < SLICE_MS) return;
      return turn().then(() => {
        this.#since = performance.now();
      });
    });
    this.#last = mine;
    return mine;
  }
}

/** `items.filter(keep)`, giving the event loop a turn every SLICE_MS (the clock read every 1,024 items). */
export async function filterInSlices<T>(items: readonly T[], keep: (item: T) => boolean): Promise<T[]> {
  const out: T[] = [];
  const slice = new Slice();
  for (let i = 0; i < items.length; i++) {
    if (keep(items[i]!)) out.push(items[i]!);
    if ((i & 1023) === 1023 && slice.over) await slice.turn();
  }
  return out;
}

/**
 * `Promise.all(items.map(fn))` with at most `size` calls in flight, giving the event loop a turn
 * whenever SLICE_MS have passed since the last one: an upstream that answers synchronously (the
 * offline market) or from memory would otherwise run every call back to back in microtasks,
 * which no other request can interrupt. A network upstream keeps `size` calls going. Once
 * `stopped()` says so, no further call starts (the answer then has holes where they were).
 */
export async function allInChunks<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>, stopped = () => false): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const slice = new Slice();
  // One turn shared by every worker: each waking from a turn of its own would start a slice of
  // its own, and `size` slices back to back (20 x 8 ms) would hold the loop as long as no turn.
  let pause: Promise<void> | null = null;
  const worker = async () => {
    while (next < items.length && !stopped()) {
      if (slice.over) {
        pause ??= slice.turn().then(() => {
          pause = null;
        });
        await pause;
        continue;
      }
      const index = next++;
      out[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}
