import type { Decider, DomainEvent } from './decider.ts';

interface Entry {
  state: unknown;
  /** Revision of the last event folded into `state`; -1 for an empty stream. */
  revision: number;
}

/**
 * Decided states of recently used streams, so a command reads only the events appended since the
 * last one instead of the whole stream (an active investor's book holds tens of thousands of
 * events). Commands on one stream take turns through `exclusive`: deciders may update their
 * state in place, so only one command may hold a stream's state at a time. Other processes
 * writing the same stream are still caught by the expected revision of the append.
 */
export class StateCache {
  readonly #entries = new Map<string, Entry>();
  readonly #turns = new Map<string, Promise<unknown>>();
  readonly #deciderIds = new WeakMap<object, number>();
  readonly #capacity: number;

  constructor(capacity = 2_000) {
    this.#capacity = capacity;
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

  get<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>): { state: S; revision: number } | undefined {
    const key = this.#key(streamId, decider);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key); // re-insert: most recently used last
    this.#entries.set(key, entry);
    return entry as { state: S; revision: number };
  }

  set<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>, state: S, revision: number) {
    const key = this.#key(streamId, decider);
    this.#entries.delete(key);
    this.#entries.set(key, { state, revision });
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forget<S, C, E extends DomainEvent>(streamId: string, decider: Decider<S, C, E>) {
    this.#entries.delete(this.#key(streamId, decider));
  }

  #key(streamId: string, decider: object): string {
    let id = this.#deciderIds.get(decider);
    if (id === undefined) this.#deciderIds.set(decider, (id = nextId++));
    return `${id}\u0000${streamId}`;
  }
}

let nextId = 0;
