import type { EventStore, RecordedEvent, Subscription } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { OwnEvents } from '../shared/commands.ts';
import { AppliedAhead, type AppliedBy } from './ahead.ts';
import { PositionWaiters } from './position-waiters.ts';
import type { Projection } from './projection.ts';

export interface ProjectionEngineOptions {
  events: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  log?: { error(object: unknown, message: string): void; info?(object: unknown, message: string): void };
  /** How long a command waits for its events to reach the read models. */
  readYourWritesTimeoutMs?: number;
  /** Pause before retrying a failed projection: doubles on every failure, from `firstMs` up to `maxMs`. */
  retry?: { firstMs?: number; maxMs?: number };
}

/** One projection's progress, as health reports it. */
export interface ProjectionStatus {
  name: string;
  /** Last position it applied (and saved). */
  checkpoint: number | null;
  /** Null while it keeps up; otherwise why it stopped, since when, how often it failed and when it tries again. */
  failure: { error: string; since: string; attempts: number; retryAt: string } | null;
}

interface Failure {
  error: string;
  since: Date;
  attempts: number;
  retryAt: Date;
  timer: NodeJS.Timeout | null;
}

interface Tracked {
  projection: Projection;
  checkpoint: number | null;
  failure: Failure | null;
}

const CATCH_UP_PAGE = 1000;
/** And at most about this much event data per page (an import's events are ~150 KB each). */
const CATCH_UP_BYTES = 2 * 2 ** 20;

/**
 * Follows the global log and feeds each projection the events past its own checkpoint; after
 * every batch each projection's checkpoint is saved. A projection that throws is set aside: it
 * keeps its checkpoint, is reported (`status()`, health) and retried with a growing pause, reading
 * the log from its checkpoint on its own, while the others keep up. Once it reaches them it rejoins.
 */
export class ProjectionEngine {
  readonly #options: ProjectionEngineOptions;
  readonly #tracked: Tracked[];
  #position: number | null = null;
  #subscription: Subscription | null = null;
  readonly #waiters = new PositionWaiters(() => this.#position);
  #subscriptionError: string | null = null;
  #restartTimer: NodeJS.Timeout | null = null;
  #processed = 0;
  #appliedAhead = 0;
  #stopped = false;
  /** Batches and catch-up pages run one at a time, so a rejoining projection cannot miss a batch. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Last position of the batch being applied, while one is. */
  #applying: number | null = null;
  /** Commands' own events applied ahead of the log (`waitFor`). */
  readonly #ahead: AppliedAhead<Tracked>;

  constructor(options: ProjectionEngineOptions) {
    this.#options = options;
    this.#tracked = options.projections.map((projection) => ({ projection, checkpoint: null, failure: null }));
    this.#ahead = new AppliedAhead(options.events);
  }

  /** Position every projection that keeps up has reached (commands wait for this one). */
  get position(): number | null {
    return this.#position;
  }

  /** Events read from the log since start (replays count them). */
  get processed(): number {
    return this.#processed;
  }

  /** Commands' events applied ahead of the log since start (`waitFor`). */
  get appliedAhead(): number {
    return this.#appliedAhead;
  }

  /** Why the engine or a projection is not keeping up, or null. */
  get lastError(): string | null {
    if (this.#subscriptionError) return this.#subscriptionError;
    const failing = this.#tracked.find((tracked) => tracked.failure);
    return failing ? `${failing.projection.name}: ${failing.failure!.error}` : null;
  }

  status(): ProjectionStatus[] {
    return this.#tracked.map(({ projection, checkpoint, failure }) => ({
      name: projection.name,
      checkpoint,
      failure: failure && { error: failure.error, since: failure.since.toISOString(), attempts: failure.attempts, retryAt: failure.retryAt.toISOString() },
    }));
  }

  async start(): Promise<void> {
    const { readStore } = this.#options;
    for (const tracked of this.#tracked) {
      await tracked.projection.setup?.(readStore);
      tracked.checkpoint = await readStore.getCheckpoint(tracked.projection.name);
    }
    this.#position = lowest(this.#tracked.map((tracked) => tracked.checkpoint));
    this.#subscribe();
  }

  #subscribe() {
    this.#subscription = this.#options.events.subscribeToAll({
      after: this.#position,
      onEvents: (batch) => this.#exclusive(() => this.#apply(batch)),
      onError: (error) => this.#failed(error),
    });
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #apply(batch: RecordedEvent[]) {
    const last = batch.at(-1)!.position;
    this.#applying = last;
    try {
      await this.#applyInOrder(batch, last);
    } finally {
      this.#applying = null;
    }
  }

  async #applyInOrder(batch: RecordedEvent[], last: number) {
    // Events a command applied ahead: waited for, then left out for the projections that applied them.
    const ahead = await this.#ahead.in(batch);
    for (const tracked of this.#tracked) {
      if (tracked.failure) continue;
      try {
        await this.#feed(tracked, ahead.size > 0 ? batch.filter(({ position }) => !ahead.get(position)?.has(tracked)) : batch);
      } catch (error) {
        this.#setAside(tracked, error);
      }
    }
    // A read store that cannot save checkpoints fails the whole batch (#failed restarts it).
    for (const tracked of this.#tracked) {
      if (tracked.failure || (tracked.checkpoint !== null && tracked.checkpoint >= last)) continue;
      await this.#options.readStore.saveCheckpoint(tracked.projection.name, last);
      tracked.checkpoint = last;
    }
    this.#position = last;
    this.#ahead.passed(ahead.keys());
    this.#processed += batch.length;
    this.#subscriptionError = null;
    this.#waiters.release();
  }

  /** Applies the events of `batch` past the projection's checkpoint that it handles. */
  async #feed({ projection, checkpoint }: Tracked, batch: RecordedEvent[]) {
    const events = batch.filter((event) => (checkpoint === null || event.position > checkpoint) && projection.handles.has(event.type));
    if (events.length === 0) return;
    if (projection.applyBatch) await projection.applyBatch(events, this.#options.readStore);
    else for (const event of events) await projection.apply(event, this.#options.readStore);
  }

  #setAside(tracked: Tracked, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const attempts = (tracked.failure?.attempts ?? 0) + 1;
    const { firstMs = 1000, maxMs = 60_000 } = this.#options.retry ?? {};
    const delay = Math.min(maxMs, firstMs * 2 ** (attempts - 1));
    const failure: Failure = { error: message, since: tracked.failure?.since ?? new Date(), attempts, retryAt: new Date(Date.now() + delay), timer: null };
    tracked.failure = failure;
    this.#options.log?.error({ err: error, projection: tracked.projection.name, attempts, retryInMs: delay }, 'projection failed; the others go on, it is retried from its checkpoint');
    if (!this.#stopped) failure.timer = setTimeout(() => void this.#retry(tracked), delay);
  }

  /** Replays the log from the projection's checkpoint, a page at a time, until it reaches the others. */
  async #retry(tracked: Tracked) {
    if (tracked.failure) tracked.failure.timer = null;
    try {
      let outcome: 'rejoined' | 'more' | 'wait' = 'more';
      while (outcome === 'more') outcome = await this.#exclusive(() => this.#catchUpPage(tracked));
      if (outcome === 'wait' && tracked.failure && !this.#stopped) {
        tracked.failure.timer = setTimeout(() => void this.#retry(tracked), this.#options.retry?.firstMs ?? 1000);
      }
    } catch (error) {
      this.#setAside(tracked, error);
    }
  }

  /**
   * One page of a set-aside projection's catch-up, never past what the others have applied (the
   * main flow delivers the rest once it rejoins). Positions may have gaps (EventStoreDB), so
   * "reached the others" means: no event left between its checkpoint and their position.
   */
  async #catchUpPage(tracked: Tracked): Promise<'rejoined' | 'more' | 'wait'> {
    if (this.#stopped) return 'rejoined';
    const page = await this.#options.events.readAll({ after: tracked.checkpoint, maxCount: CATCH_UP_PAGE, maxBytes: CATCH_UP_BYTES });
    if (page.length > 0 && this.#position === null) return 'wait';
    const position = this.#position;
    const upTo = page.filter((event) => position !== null && event.position <= position);
    if (upTo.length > 0) {
      await this.#feed(tracked, upTo);
      const reached = upTo.at(-1)!.position;
      await this.#options.readStore.saveCheckpoint(tracked.projection.name, reached);
      tracked.checkpoint = reached;
    }
    // A page ending before the engine's position may be cut short by its size: read on (the next
    // page is empty, or reaches past the position, once it has caught up).
    if (upTo.length > 0 && upTo.length === page.length) return 'more';
    this.#options.log?.info?.({ projection: tracked.projection.name, checkpoint: tracked.checkpoint }, 'projection caught up after a failure');
    tracked.failure = null;
    return 'rejoined';
  }

  /** The log or the read store failed: report it and resume from the saved checkpoints after a pause. */
  #failed(error: unknown) {
    this.#subscriptionError = error instanceof Error ? error.message : String(error);
    this.#options.log?.error({ err: error }, 'projection engine failed; retrying from checkpoint');
    this.#subscription = null;
    if (this.#stopped) return;
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = null;
      this.#position = lowest(this.#tracked.filter((tracked) => !tracked.failure).map((tracked) => tracked.checkpoint));
      this.#subscribe();
    }, 1000);
  }

  /**
   * Resolves once the read models include `position`, or with false once they have not moved for
   * `timeoutMs` (position-waiters.ts); never rejects. A command names its `own` events, which may
   * then be applied ahead of others' (`#applyAhead`).
   */
  async waitFor(position: number, timeoutMs = this.#options.readYourWritesTimeoutMs ?? 5000, own?: OwnEvents): Promise<boolean> {
    if (this.#position !== null && this.#position >= position) return true;
    if (own && (await this.#applyAhead(position, own))) return true;
    return this.#waiters.wait(position, timeoutMs);
  }

  /**
   * Applies a command's own events at once, ahead of the events queued before them, when those
   * are other users' books (ahead.ts). False: the command waits in the log's order.
   */
  async #applyAhead(position: number, own: OwnEvents): Promise<boolean> {
    // Checked before reading the events back (most commands find nothing queued before theirs) and again after.
    if (!this.#mayGoAhead(position - own.count + 1)) return false;
    const mine = await this.#ahead.read(position, own);
    if (!mine || !this.#mayGoAhead(mine[0]!.position)) return false;
    const earlier = this.#ahead.earlier(own.streamId, this.#position!, mine[0]!.position);
    return earlier !== null && (await this.#ahead.run(mine, earlier, (events) => this.#feedAhead(events))) !== null;
  }

  /** False when nothing is queued before `first` (the log is as quick), a batch holding it is being applied, or a projection is not keeping up. */
  #mayGoAhead(first: number): boolean {
    const applied = this.#position;
    if (applied === null || applied >= first - 1 || (this.#applying ?? -1) >= first) return false;
    return !this.#stopped && !this.#subscriptionError && !this.#tracked.some((tracked) => tracked.failure);
  }

  /** The projections that applied `events` (all that keep up), or null when one failed: the log's flow applies them again. */
  async #feedAhead(events: RecordedEvent[]): Promise<AppliedBy<Tracked>> {
    const applied = new Set<Tracked>();
    try {
      for (const tracked of this.#tracked) {
        if (tracked.failure) continue;
        await this.#feed(tracked, events);
        applied.add(tracked);
      }
      this.#appliedAhead += events.length;
      return applied;
    } catch {
      // The log's flow meets the same failure and reports it.
      return null;
    }
  }

  /** Resolves once the read models that keep up include everything in the log right now. */
  async catchUp(timeoutMs = 60_000): Promise<boolean> {
    const head = await this.#options.events.headPosition();
    return head === null ? true : this.waitFor(head, timeoutMs);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#restartTimer) clearTimeout(this.#restartTimer);
    for (const tracked of this.#tracked) if (tracked.failure?.timer) clearTimeout(tracked.failure.timer);
    await this.#subscription?.stop();
    this.#subscription = null;
    await this.#queue;
    await this.#ahead.settled();
  }
}

function lowest(checkpoints: (number | null)[]): number | null {
  if (checkpoints.length === 0 || checkpoints.includes(null)) return null;
  return Math.min(...(checkpoints as number[]));
}
