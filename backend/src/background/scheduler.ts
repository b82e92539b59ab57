/**
 * Periodic jobs. Each registered job runs every `intervalMs` (± jitter, so instances started
 * together do not run in step), under a lease in the read store so that one instance at a time
 * runs it. `stop` (app close) cancels the timers, aborts a running job's signal and waits for it.
 * A failed run is recorded (health `jobs`) and the next run is scheduled as usual.
 */
import type { ReadStore } from '../readstore/port.ts';
import { jobLeases, type JobLeases } from './lease.ts';
import { systemTimers, type Timers } from './timers.ts';

export interface ScheduledJob {
  /** Unique; names the lease and the interval override (`JOB_INTERVALS`). */
  name: string;
  intervalMs: number;
  /** Stop promptly when `signal` aborts (shutdown, or the lease was lost). */
  run(signal: AbortSignal): Promise<void>;
}

export interface SchedulerOptions {
  readStore: ReadStore;
  /** This instance, as lease owner. */
  instanceId: string;
  /** Epoch milliseconds: the injectable clock. */
  now: () => number;
  timers?: Timers | undefined;
  /** Run jobs on their timers (false: only `runNow`, as in tests). */
  enabled?: boolean | undefined;
  /** Each delay is the interval times 1 ± up to this fraction (default 0.1). */
  jitter?: number | undefined;
  random?: (() => number) | undefined;
  /** Interval overrides by job name (configuration). */
  intervals?: Readonly<Record<string, number>> | undefined;
  /** How long a lease lasts; renewed every third of it while the job runs (default 60 s). */
  leaseMs?: number | undefined;
  /** How long `stop` waits for a running job after aborting it (default 10 s). */
  shutdownTimeoutMs?: number | undefined;
  log?: { error(object: unknown, message: string): void } | undefined;
}

/** What `runNow` did: ran (and succeeded or failed), or did not run and why. */
export type JobRunOutcome = 'succeeded' | 'failed' | 'already-running' | 'leased-elsewhere' | 'stopped';

export interface JobStatus {
  name: string;
  intervalMs: number;
  running: boolean;
  lastRunAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextRunAt: string | null;
}

interface Entry {
  job: ScheduledJob;
  intervalMs: number;
  timer: unknown;
  nextRunAt: number | null;
  running: Promise<JobRunOutcome> | null;
  abort: AbortController | null;
  last: { at: string; durationMs: number; error: string | null } | null;
}

/** A delay of `intervalMs` times a factor drawn uniformly from [1 - jitter, 1 + jitter]. */
export function jitteredDelay(intervalMs: number, jitter: number, random: () => number = Math.random): number {
  return Math.max(1, Math.round(intervalMs * (1 + jitter * (2 * random() - 1))));
}

export class Scheduler {
  readonly #options: SchedulerOptions;
  readonly #entries = new Map<string, Entry>();
  readonly #leases: JobLeases;
  readonly #timers: Timers;
  #started = false;
  #stopped = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#leases = jobLeases(options.readStore, options.instanceId);
    this.#timers = options.timers ?? systemTimers;
  }

  register(job: ScheduledJob): void {
    if (this.#entries.has(job.name)) throw new Error(`A job named ${job.name} is already registered`);
    const intervalMs = this.#options.intervals?.[job.name] ?? job.intervalMs;
    if (!(intervalMs > 0)) throw new Error(`Job ${job.name} needs a positive interval`);
    const entry: Entry = { job, intervalMs, timer: null, nextRunAt: null, running: null, abort: null, last: null };
    this.#entries.set(job.name, entry);
    if (this.#started) this.#schedule(entry);
  }

  get names(): string[] {
    return [...this.#entries.keys()];
  }

  start(): void {
    this.#started = true;
    for (const entry of this.#entries.values()) this.#schedule(entry);
  }

  #schedule(entry: Entry) {
    if (this.#stopped || this.#options.enabled === false) return;
    const delay = jitteredDelay(entry.intervalMs, this.#options.jitter ?? 0.1, this.#options.random);
    entry.nextRunAt = this.#options.now() + delay;
    entry.timer = this.#timers.setTimeout(() => {
      entry.timer = null;
      entry.nextRunAt = null;
      // A store failure while taking the lease is logged; the next run is scheduled all the same.
      void this.runNow(entry.job.name)
        .catch((error: unknown) => this.#options.log?.error({ err: error, job: entry.job.name }, 'scheduled job could not start'))
        .finally(() => this.#schedule(entry));
    }, delay);
  }

  /** Runs the job now (under its lease), whatever its timer says; resolves when the run is over. */
  runNow(name: string): Promise<JobRunOutcome> {
    const entry = this.#entries.get(name);
    if (!entry) return Promise.reject(new Error(`No job named ${name}`));
    if (this.#stopped) return Promise.resolve('stopped');
    if (entry.running) return Promise.resolve('already-running');
    const running = this.#run(entry).finally(() => {
      entry.running = null;
      entry.abort = null;
    });
    entry.running = running;
    return running;
  }

  async #run(entry: Entry): Promise<JobRunOutcome> {
    const { now, leaseMs = 60_000 } = this.#options;
    const name = entry.job.name;
    if (!(await this.#leases.take(name, now(), leaseMs))) return 'leased-elsewhere';
    const abort = (entry.abort = new AbortController());
    // Keep the lease while the job runs; losing it (a pause longer than the lease) stops the job.
    let renewal: unknown = null;
    const renew = () => {
      renewal = this.#timers.setTimeout(async () => {
        if (abort.signal.aborted) return;
        const kept = await this.#leases.take(name, now(), leaseMs).catch(() => false);
        if (kept) renew();
        else abort.abort(new Error('The job lost its lease'));
      }, leaseMs / 3);
    };
    renew();
    const at = new Date(now()).toISOString();
    const started = performance.now();
    let error: string | null = null;
    try {
      await entry.job.run(abort.signal);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      this.#options.log?.error({ err: failure, job: name }, 'scheduled job failed');
    } finally {
      this.#timers.clearTimeout(renewal);
    }
    entry.last = { at, durationMs: Math.round(performance.now() - started), error };
    await this.#leases.release(name, entry.last).catch((failure: unknown) => this.#options.log?.error({ err: failure, job: name }, 'could not release the lease'));
    return error === null ? 'succeeded' : 'failed';
  }

  /** Cancels the timers, aborts running jobs and waits (bounded) for them to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const running: Promise<unknown>[] = [];
    for (const entry of this.#entries.values()) {
      if (entry.timer !== null) this.#timers.clearTimeout(entry.timer);
      entry.timer = null;
      entry.nextRunAt = null;
      entry.abort?.abort(new Error('The application is shutting down'));
      if (entry.running) running.push(entry.running);
    }
    if (running.length === 0) return;
    let bound: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(running),
      new Promise((resolve) => (bound = setTimeout(resolve, this.#options.shutdownTimeoutMs ?? 10_000))),
    ]);
    clearTimeout(bound);
  }

  /** Each job's interval, next run (this instance's timer) and last run (whichever instance ran it). */
  async status(): Promise<JobStatus[]> {
    return Promise.all(
      [...this.#entries.values()].map(async (entry) => {
        const lease = await this.#leases.read(entry.job.name);
        const stored = lease?.lastRunAt ? { at: lease.lastRunAt, durationMs: lease.lastDurationMs ?? 0, error: lease.lastError } : null;
        const last = stored && (!entry.last || stored.at > entry.last.at) ? stored : entry.last;
        return {
          name: entry.job.name,
          intervalMs: entry.intervalMs,
          running: entry.running !== null,
          lastRunAt: last?.at ?? null,
          lastDurationMs: last?.durationMs ?? null,
          lastError: last?.error ?? null,
          nextRunAt: entry.nextRunAt === null ? null : new Date(entry.nextRunAt).toISOString(),
        };
      }),
    );
  }
}
