import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ManualClock } from '../testing/manual-clock.ts';
import { jobLeases } from './lease.ts';
import { jitteredDelay, Scheduler, type ScheduledJob, type SchedulerOptions } from './scheduler.ts';

const stores: ReadStore[] = [];
const openStore = () => {
  const store = EmbeddedReadStore.open(':memory:');
  stores.push(store);
  return store;
};
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const scheduler = (options: Partial<SchedulerOptions> & { readStore: ReadStore; clock: ManualClock }) =>
  new Scheduler({ instanceId: 'one', now: options.clock.now, timers: options.clock, enabled: true, ...options });

/** A job whose runs the test finishes by hand. */
function heldJob(name = 'alerts', intervalMs = 30_000) {
  const runs: { signal: AbortSignal; finish: () => void }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const job: ScheduledJob = {
    name,
    intervalMs,
    run: (signal) =>
      new Promise<void>((resolve) => {
        active += 1;
        mostAtOnce = Math.max(mostAtOnce, active);
        runs.push({ signal, finish: () => ((active -= 1), resolve()) });
      }),
  };
  return { job, runs, mostAtOnce: () => mostAtOnce };
}

describe('scheduler', () => {
  it('keeps every delay within the jitter of the interval, and spreads them', () => {
    expect(jitteredDelay(30_000, 0.1, () => 0)).toBe(27_000);
    expect(jitteredDelay(30_000, 0.1, () => 0.999_999_9)).toBe(33_000);
    expect(jitteredDelay(30_000, 0, Math.random)).toBe(30_000);
    const delays = Array.from({ length: 2000 }, () => jitteredDelay(30_000, 0.1));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(27_000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(33_000);
    expect(new Set(delays).size).toBeGreaterThan(500);
  });

  it('runs a job on its jittered timer and shows the next run', async () => {
    const clock = new ManualClock();
    const ran: number[] = [];
    const s = scheduler({ readStore: openStore(), clock, jitter: 0.2 });
    s.register({ name: 'news', intervalMs: 60_000, run: async () => void ran.push(clock.now()) });
    const started = clock.now();
    s.start();
    const [next] = await s.status();
    const due = Date.parse(next!.nextRunAt!) - started;
    expect(due).toBeGreaterThanOrEqual(48_000);
    expect(due).toBeLessThanOrEqual(72_000);
    await clock.advance(due - 1);
    expect(ran).toEqual([]);
    await clock.advance(1);
    expect(ran).toEqual([started + due]);
    await clock.advance(72_000);
    expect(ran).toHaveLength(2);
    await s.stop();
  });

  it('lets one of two instances on one read store run a job at a time', async () => {
    const clock = new ManualClock();
    const readStore = openStore();
    const { job, runs, mostAtOnce } = heldJob();
    const first = scheduler({ readStore, clock, instanceId: 'first', enabled: false });
    const second = scheduler({ readStore, clock, instanceId: 'second', enabled: false });
    first.register(job);
    second.register(job);

    // Both ask at the same moment: the conditional write lets exactly one take the lease.
    const outcomes = [first.runNow('alerts'), second.runNow('alerts')];
    await clock.advance(0);
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    expect((await Promise.all(outcomes)).sort()).toEqual(['leased-elsewhere', 'succeeded']);

    // Released after the run: the other instance may run it next.
    const again = second.runNow('alerts');
    await clock.advance(0);
    runs[1]!.finish();
    expect(await again).toBe('succeeded');
    expect(mostAtOnce()).toBe(1);
  });

  it("takes over the lease of an instance that died holding it, once the lease expires", async () => {
    const clock = new ManualClock();
    const readStore = openStore();
    expect(await jobLeases(readStore, 'crashed').take('alerts', clock.now(), 60_000)).toBe(true);
    const ran: string[] = [];
    const s = scheduler({ readStore, clock, enabled: false, leaseMs: 60_000 });
    s.register({ name: 'alerts', intervalMs: 30_000, run: async () => void ran.push('ran') });
    expect(await s.runNow('alerts')).toBe('leased-elsewhere');
    await clock.advance(60_001);
    expect(await s.runNow('alerts')).toBe('succeeded');
    expect(ran).toEqual(['ran']);
  });

  it('renews the lease while a long job runs, so nobody else starts it', async () => {
    const clock = new ManualClock();
    const readStore = openStore();
    const { job, runs } = heldJob();
    const first = scheduler({ readStore, clock, instanceId: 'first', enabled: false, leaseMs: 60_000 });
    const second = scheduler({ readStore, clock, instanceId: 'second', enabled: false, leaseMs: 60_000 });
    first.register(job);
    second.register(job);
    const long = first.runNow('alerts');
    await clock.advance(150_000);
    expect(await second.runNow('alerts')).toBe('leased-elsewhere');
    expect(runs[0]!.signal.aborted).toBe(false);
    runs[0]!.finish();
    expect(await long).toBe('succeeded');
  });

  it('records a failed run (error and duration) and still schedules the next one', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const s = scheduler({ readStore: openStore(), clock, jitter: 0 });
    s.register({
      name: 'alerts',
      intervalMs: 30_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('quote service unreachable');
      },
    });
    s.start();
    await clock.advance(30_000);
    let [status] = await s.status();
    expect(status).toMatchObject({ name: 'alerts', lastError: 'quote service unreachable', lastRunAt: new Date(clock.now()).toISOString(), running: false });
    expect(status!.lastDurationMs).toBeGreaterThanOrEqual(0);
    expect(status!.nextRunAt).toBe(new Date(clock.now() + 30_000).toISOString());
    await clock.advance(30_000);
    [status] = await s.status();
    expect(calls).toBe(2);
    expect(status!.lastError).toBeNull();
    await s.stop();
  });

  it('on stop cancels the timers, aborts the running job and waits for it to finish', async () => {
    const clock = new ManualClock();
    const s = scheduler({ readStore: openStore(), clock, enabled: false });
    const steps: string[] = [];
    s.register({
      name: 'news',
      intervalMs: 60_000,
      run: (signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => setTimeout(() => (steps.push('cleaned up'), resolve()), 20));
        }),
    });
    const running = s.runNow('news');
    await clock.advance(0);
    await s.stop();
    steps.push('stopped');
    expect(steps).toEqual(['cleaned up', 'stopped']);
    expect(await running).toBe('succeeded');
    expect(await s.runNow('news')).toBe('stopped');
    expect(clock.due).toEqual([]);
  });

  it('takes interval overrides from configuration and refuses a duplicate name', () => {
    const s = scheduler({ readStore: openStore(), clock: new ManualClock(), intervals: { alerts: 5000 } });
    s.register({ name: 'alerts', intervalMs: 30_000, run: async () => {} });
    expect(() => s.register({ name: 'alerts', intervalMs: 1, run: async () => {} })).toThrow('already registered');
    return expect(s.status()).resolves.toMatchObject([{ name: 'alerts', intervalMs: 5000 }]);
  });
});

describe('scheduler and a failing read store', () => {
  it('logs a lease that cannot be taken and still schedules the next run', async () => {
    const clock = new ManualClock();
    const readStore = openStore();
    const errors: string[] = [];
    let runs = 0;
    const s = scheduler({ readStore, clock, jitter: 0, log: { error: (_object, message) => void errors.push(message) } });
    s.register({ name: 'alerts', intervalMs: 30_000, run: async () => void (runs += 1) });
    const collection = readStore.collection('scheduler_leases');
    const findOne = collection.findOne.bind(collection);
    let failing = true;
    collection.findOne = (filter) => (failing ? Promise.reject(new Error('read store unavailable')) : findOne(filter));
    expect(readStore.collection('scheduler_leases')).toBe(collection);
    s.start();
    await clock.advance(30_000);
    expect(errors).toEqual(['scheduled job could not start']);
    expect(runs).toBe(0);
    failing = false;
    await clock.advance(30_000);
    expect(runs).toBe(1);
    await s.stop();
  });
});
