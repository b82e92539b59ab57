/**
 * Work that does not run inside a request: reactors (react to events by issuing commands) and the
 * scheduler (periodic jobs under a lease). Features register theirs in `createServices`
 * (features.ts) through `deps.background`; the app starts both once every feature is wired and
 * stops them on close.
 */
import { hostname } from 'node:os';
import type { Config } from '../config.ts';
import type { Stores } from '../stores.ts';
import type { Runtime } from '../shared/runtime.ts';
import { Reactors, type ReactorsOptions } from './reactors.ts';
import { Scheduler, type SchedulerOptions } from './scheduler.ts';

export type { Reactor, ReactionContext } from './reactor.ts';
export type { ScheduledJob, JobRunOutcome, JobStatus } from './scheduler.ts';
export type { ReactorStatus } from './reactors.ts';
export { Reactors } from './reactors.ts';
export { Scheduler } from './scheduler.ts';

export interface BackgroundOptions {
  config: Pick<Config, 'schedulerEnabled' | 'JOB_INTERVALS' | 'SCHEDULER_JITTER'>;
  stores: Stores;
  runtime: Runtime;
  log?: { error(object: unknown, message: string): void } | undefined;
  /** Test and benchmark knobs: timers, retries. */
  scheduler?: Partial<SchedulerOptions> | undefined;
  reactors?: Partial<ReactorsOptions> | undefined;
}

export interface Background {
  scheduler: Scheduler;
  reactors: Reactors;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createBackground(options: BackgroundOptions): Background {
  const { config, stores, runtime } = options;
  const scheduler = new Scheduler({
    readStore: stores.readStore,
    instanceId: `${hostname()}:${process.pid}:${runtime.newId()}`,
    now: () => runtime.now().getTime(),
    enabled: config.schedulerEnabled,
    jitter: config.SCHEDULER_JITTER,
    intervals: config.JOB_INTERVALS,
    log: options.log,
    ...options.scheduler,
  });
  const reactors = new Reactors({ events: stores.events, readStore: stores.readStore, now: () => runtime.now(), log: options.log, ...options.reactors });
  return {
    scheduler,
    reactors,
    async start() {
      await reactors.start();
      scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await reactors.stop();
    },
  };
}
