/**
 * Runs the reactors: each one follows the global log from its own checkpoint with its own
 * subscription, so a reactor that is retrying or slow holds up nobody else (neither the other
 * reactors nor the projections). A failing event is retried with exponential backoff; after
 * `maxAttempts` it is parked (read store, `parked_reactions`, with its error) and the reactor moves on.
 */
import type { EventStore, RecordedEvent, Subscription } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { parkedId, parkedReactions } from './parked.ts';
import { reactionContext, type Reactor } from './reactor.ts';
import { Slice } from '../shared/yielding.ts';

export interface ReactorsOptions {
  events: EventStore;
  readStore: ReadStore;
  now: () => Date;
  log?: { error(object: unknown, message: string): void } | undefined;
  /** Deliveries of one event before it is parked (default 5). */
  maxAttempts?: number | undefined;
  /** Delay before the first retry (default 200 ms); doubles with each retry up to `retryMaxMs`. */
  retryBaseMs?: number | undefined;
  retryMaxMs?: number | undefined;
}

export interface ReactorStatus {
  name: string;
  /** Global position of the last event it has dealt with (reacted to, parked or skipped). */
  checkpoint: number | null;
  /** Events in the log past its checkpoint. */
  lag: number;
  /** Events it gave up on (see `parked_reactions`). */
  parked: number;
  /** The last failure, cleared by the next success. */
  lastError: string | null;
}

const checkpointName = (reactor: Reactor) => `reactor:${reactor.name}`;

class RunningReactor {
  checkpoint: number | null = null;
  lastError: string | null = null;
  #subscription: Subscription | null = null;
  #inFlight: Promise<void> = Promise.resolve();
  #restart: NodeJS.Timeout | null = null;
  readonly reactor: Reactor;
  readonly #options: ReactorsOptions;
  readonly #signal: AbortSignal;
  readonly #onProgress: () => void;

  constructor(reactor: Reactor, options: ReactorsOptions, signal: AbortSignal, onProgress: () => void) {
    this.reactor = reactor;
    this.#options = options;
    this.#signal = signal;
    this.#onProgress = onProgress;
  }

  async start() {
    this.checkpoint = await this.#options.readStore.getCheckpoint(checkpointName(this.reactor));
    if (this.checkpoint === null && this.reactor.startsAt === 'head') {
      const head = await this.#options.events.headPosition();
      if (head !== null) await this.#saveCheckpoint(head);
    }
    this.#subscribe();
  }

  #subscribe() {
    if (this.#signal.aborted) return;
    this.#subscription = this.#options.events.subscribeToAll({
      after: this.checkpoint,
      onEvents: (batch) => (this.#inFlight = this.#deliver(batch)),
      // Only the store or the checkpoint write can fail here (reactions are caught): resume later.
      onError: (error) => {
        this.lastError = messageOf(error);
        this.#options.log?.error({ err: error, reactor: this.reactor.name }, 'reactor subscription failed; resuming from its checkpoint');
        this.#subscription = null;
        this.#restart = setTimeout(() => this.#subscribe(), 1000);
      },
    });
  }

  async #deliver(batch: RecordedEvent[]) {
    // A bulk request's 5,000 events, each answered at once (a price held, a burst counted), would
    // otherwise run back to back in one turn of the event loop: 50-70 ms.
    const slice = new Slice();
    for (const event of batch) {
      if (slice.over) await slice.turn();
      if (this.#signal.aborted) return;
      if (this.checkpoint !== null && event.position <= this.checkpoint) continue;
      if (!this.reactor.handles.has(event.type)) continue;
      const done = await this.#react(event);
      if (!done) return; // shutting down mid-retry: the event is delivered again at the next start
      await this.#saveCheckpoint(event.position);
    }
    const last = batch.at(-1)!.position;
    if (!this.#signal.aborted && (this.checkpoint === null || last > this.checkpoint)) await this.#saveCheckpoint(last);
  }

  async #saveCheckpoint(position: number) {
    await this.#options.readStore.saveCheckpoint(checkpointName(this.reactor), position);
    this.checkpoint = position;
    this.#onProgress();
  }

  /** True once the event is dealt with (reacted to or parked); false when stopped first. */
  async #react(event: RecordedEvent): Promise<boolean> {
    const { maxAttempts = 5, retryBaseMs = 200, retryMaxMs = 30_000 } = this.#options;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.reactor.react(event, reactionContext(this.reactor.name, event, this.#signal, attempt));
        this.lastError = null;
        return true;
      } catch (error) {
        if (this.#signal.aborted) return false;
        this.lastError = messageOf(error);
        if (attempt >= maxAttempts) {
          await this.#park(event, attempt, this.lastError);
          return true;
        }
        this.#options.log?.error({ err: error, reactor: this.reactor.name, eventId: event.id, attempt }, 'reaction failed; retrying');
        if (!(await sleep(Math.min(retryMaxMs, retryBaseMs * 2 ** (attempt - 1)), this.#signal))) return false;
      }
    }
  }

  async #park(event: RecordedEvent, attempts: number, error: string) {
    this.#options.log?.error({ reactor: this.reactor.name, eventId: event.id, error }, 'reaction parked after its retries');
    await parkedReactions(this.#options.readStore).upsert({
      _id: parkedId(this.reactor.name, event.id),
      reactor: this.reactor.name,
      eventId: event.id,
      eventType: event.type,
      streamId: event.streamId,
      position: event.position,
      attempts,
      error,
      parkedAt: this.#options.now().toISOString(),
    });
  }

  async stop() {
    if (this.#restart) clearTimeout(this.#restart);
    await this.#subscription?.stop();
    await this.#inFlight.catch(() => undefined);
  }
}

/** The reactors of the application: `register` them while wiring features, then `start`. */
export class Reactors {
  readonly #options: ReactorsOptions;
  readonly #running = new Map<string, RunningReactor>();
  readonly #stopping = new AbortController();
  #started = false;
  #waiters: { position: number; names: readonly string[] | undefined; resolve(): void }[] = [];

  constructor(options: ReactorsOptions) {
    this.#options = options;
  }

  register(reactor: Reactor): void {
    if (this.#running.has(reactor.name)) throw new Error(`A reactor named ${reactor.name} is already registered`);
    const running = new RunningReactor(reactor, this.#options, this.#stopping.signal, () => this.#release());
    this.#running.set(reactor.name, running);
    if (this.#started) void running.start();
  }

  get names(): string[] {
    return [...this.#running.keys()];
  }

  async start(): Promise<void> {
    this.#started = true;
    await Promise.all([...this.#running.values()].map((running) => running.start()));
  }

  /** Aborts reactions in progress (their events are delivered again at the next start) and stops. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await Promise.all([...this.#running.values()].map((running) => running.stop()));
    for (const waiter of this.#waiters) waiter.resolve();
  }

  /** The lowest checkpoint among `names` (every reactor when absent). */
  #reached(names?: readonly string[]): number {
    let lowest = Infinity;
    for (const running of this.#running.values()) {
      if (!names || names.includes(running.reactor.name)) lowest = Math.min(lowest, running.checkpoint ?? -1);
    }
    return lowest;
  }

  #release() {
    for (const waiter of this.#waiters.filter((candidate) => candidate.position <= this.#reached(candidate.names))) waiter.resolve();
  }

  /**
   * Resolves true once the named reactors (every one when `names` is absent) have dealt with
   * `position`, false after the timeout. Name the ones an answer depends on, so a reactor retrying
   * something unrelated does not hold the answer up.
   */
  waitFor(position: number, timeoutMs = 5000, names?: readonly string[]): Promise<boolean> {
    if (this.#reached(names) >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
        resolve(reached);
      };
      const waiter = { position, names, resolve: () => finish(true) };
      const timer = setTimeout(() => finish(false), timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  /** Resolves once every reactor has dealt with everything in the log right now. */
  async catchUp(timeoutMs = 10_000): Promise<boolean> {
    const head = await this.#options.events.headPosition();
    return head === null ? true : this.waitFor(head, timeoutMs);
  }

  async status(): Promise<ReactorStatus[]> {
    const head = await this.#options.events.headPosition();
    const parked = parkedReactions(this.#options.readStore);
    return Promise.all(
      [...this.#running.values()].map(async ({ reactor, checkpoint, lastError }) => ({
        name: reactor.name,
        checkpoint,
        lag: head === null ? 0 : Math.max(0, head - (checkpoint ?? 0)),
        parked: await parked.count({ reactor: reactor.name }),
        lastError,
      })),
    );
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves true after `ms`, false at once if `signal` aborts first. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
