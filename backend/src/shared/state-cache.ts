import { LRUCache } from 'lru-cache';
import type { Decider, DomainEvent } from './decider.ts';

/**
 * Bytes a decided state is taken to hold per event folded into it (a lot, a sale, a cash flow
 * with its ids and dates): states are bounded by this estimate, not only by count, so a few
 * books of 100k events cannot take the memory a thousand small ones would share.
 */
export const BYTES_PER_EVENT = 400;

interface Entry {
  state: unknown;
  /** Revision of the stream's last event; -1 for an empty stream. */
  revision: number;
  /** The last events of the stream, appended but not yet folded into `state` (see `setBehind`). */
  behind?: readonly DomainEvent[];
}

/**
 * Decided states of recently used streams, so a command reads only the events appended since the
 * last one instead of the whole stream (an active investor's book holds tens of thousands of
 * events). Commands on one stream take turns through `exclusive`: deciders may update their
 * state in place, so only one command may hold a stream's state at a time. Other processes
 * writing the same stream are still caught by the expected revision of the append.
 */
export class StateCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #turns = new Map<string, Promise<unknown>>();
  /** An id for each decider's `evolve` (see `#key`). */
  readonly #deciderIds = new WeakMap<object, number>();
  constructor(capacity = 2_000, maxBytes = 128 * 1024 * 1024) {
    this.#entries = new LRUCache<string, Entry>({
      max: capacity,
      maxSize: maxBytes,
      sizeCalculation: (entry) => 256 + (entry.revision + 1) * BYTES_PER_EVENT,
    });
  }

  /** Runs `work` after every earlier call for the same stream has finished. */
  exclusive<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.#turns.get(streamId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.#turns.set(streamId, settled);
    void settled.then(() => {
      if (this.#turns.get(streamId) === settled) this.#turns.delete(streamId);
    });
    return run;
  }

  get<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>): { state: S; revision: number; behind?: readonly E[] } | undefined {
    const key = this.#key(streamId, decider);
    const entry = this.#entries.get(key); // most recently used now
    if (!entry) return undefined;
    return entry as { state: S; revision: number; behind?: readonly E[] };
  }

  set<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, state: S, revision: number) {
    const key = this.#key(streamId, decider);
    this.#entries.set(key, { state, revision });
  }

  /**
   * Keeps `state` with the events appended after it (`revision` is the last one's): the stream's
   * next command folds them before deciding, so a command whose caller reads no state (an
   * import's 100k purchases) answers without folding them first.
   */
  setBehind<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, state: S, revision: number, behind: readonly E[]) {
    this.#entries.set(this.#key(streamId, decider), { state, revision, behind });
  }

  forget<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>) {
    this.#entries.delete(this.#key(streamId, decider));
  }

  /**
   * By stream and the decider's `evolve`: deciders that fold a stream's events the same way share
   * one state of it (the import decider is the portfolio decider plus the import, so a book
   * imported into and then bought into was kept, and folded from its first event, twice).
   */
  #key(streamId: string, decider: { evolve: object }): string {
    let id = this.#deciderIds.get(decider.evolve);
    if (id === undefined) this.#deciderIds.set(decider.evolve, (id = nextId++));
    return `${id}\u0000${streamId}`;
  }
}

let nextId = 0;
