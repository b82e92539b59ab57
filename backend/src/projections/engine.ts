import type { EventStore, RecordedEvent, Subscription } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Projection } from './projection.ts';

export interface ProjectionEngineOptions {
  events: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  log?: { error(object: unknown, message: string): void };
  /** How long a command waits for its events to reach the read models. */
  readYourWritesTimeoutMs?: number;
}

interface Waiter {
  position: number;
  resolve(): void;
}

/**
 * Follows the global log from the lowest checkpoint of its projections and feeds each projection
 * the events past its own checkpoint. After every batch each projection's checkpoint is saved.
 */
export class ProjectionEngine {
  readonly #options: ProjectionEngineOptions;
  readonly #checkpoints = new Map<string, number | null>();
  #position: number | null = null;
  #subscription: Subscription | null = null;
  #waiters: Waiter[] = [];
  #lastError: string | null = null;
  #restartTimer: NodeJS.Timeout | null = null;
  #processed = 0;

  constructor(options: ProjectionEngineOptions) {
    this.#options = options;
  }

  /** Position every projection has reached. */
  get position(): number | null {
    return this.#position;
  }

  /** Events read from the log since start (replays count them). */
  get processed(): number {
    return this.#processed;
  }

  get lastError(): string | null {
    return this.#lastError;
  }

  async start(): Promise<void> {
    const { readStore, projections } = this.#options;
    for (const projection of projections) {
      await projection.setup?.(readStore);
      this.#checkpoints.set(projection.name, await readStore.getCheckpoint(projection.name));
    }
    this.#position = lowest([...this.#checkpoints.values()]);
    this.#subscribe();
  }

  #subscribe() {
    this.#subscription = this.#options.events.subscribeToAll({
      after: this.#position,
      onEvents: (batch) => this.#apply(batch),
      onError: (error) => this.#failed(error),
    });
  }

  async #apply(batch: RecordedEvent[]) {
    const { readStore, projections } = this.#options;
    for (const projection of projections) {
      const checkpoint = this.#checkpoints.get(projection.name) ?? null;
      const events = batch.filter((event) => (checkpoint === null || event.position > checkpoint) && projection.handles.has(event.type));
      if (events.length === 0) continue;
      if (projection.applyBatch) await projection.applyBatch(events, readStore);
      else for (const event of events) await projection.apply(event, readStore);
    }
    const last = batch.at(-1)!.position;
    for (const projection of projections) {
      const checkpoint = this.#checkpoints.get(projection.name) ?? null;
      if (checkpoint !== null && checkpoint >= last) continue;
      await readStore.saveCheckpoint(projection.name, last);
      this.#checkpoints.set(projection.name, last);
    }
    this.#position = last;
    this.#processed += batch.length;
    this.#lastError = null;
    this.#releaseWaiters();
  }

  /** A projection threw: report it and resume from the saved checkpoints after a pause. */
  #failed(error: unknown) {
    this.#lastError = error instanceof Error ? error.message : String(error);
    this.#options.log?.error({ err: error }, 'projection failed; retrying from checkpoint');
    this.#subscription = null;
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = null;
      this.#position = lowest([...this.#checkpoints.values()]);
      this.#subscribe();
    }, 1000);
  }

  /** Resolves once the read models include `position` (or after the timeout; never rejects). */
  waitFor(position: number, timeoutMs = this.#options.readYourWritesTimeoutMs ?? 5000): Promise<boolean> {
    if (this.#position !== null && this.#position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = { position, resolve: () => finish(true) };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
        resolve(reached);
      };
      this.#waiters.push(waiter);
    });
  }

  /** Resolves once the read models include everything in the log right now. */
  async catchUp(timeoutMs = 60_000): Promise<boolean> {
    const head = await this.#options.events.headPosition();
    return head === null ? true : this.waitFor(head, timeoutMs);
  }

  #releaseWaiters() {
    const reached = this.#position ?? -1;
    for (const waiter of this.#waiters.filter((candidate) => candidate.position <= reached)) waiter.resolve();
  }

  async stop(): Promise<void> {
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    await this.#subscription?.stop();
    this.#subscription = null;
  }
}

function lowest(checkpoints: (number | null)[]): number | null {
  if (checkpoints.length === 0 || checkpoints.includes(null)) return null;
  return Math.min(...(checkpoints as number[]));
}
