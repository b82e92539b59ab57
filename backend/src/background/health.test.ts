import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ background: { reactors: { maxAttempts: 2, retryBaseMs: 1 } } });
});
afterEach(() => app.close());

const health = async () => (await app.request('GET', '/api/health')).json();

describe('background work in /api/health', () => {
  it('lists the reactors with their checkpoint and lag, and shows a parked event with its error', async () => {
    app.background.reactors.register({
      name: 'always-fails',
      handles: new Set(['UserRegistered']),
      react: async () => {
        throw new Error('SMTP server said 550');
      },
    });
    await app.signUp();
    expect(await app.background.reactors.catchUp()).toBe(true);
    const { reactors, status } = await health();
    expect(status).toBe('ok');
    expect(reactors.find((entry: { name: string }) => entry.name === 'insights.list-deleted')).toMatchObject({ lag: 0, parked: 0, lastError: null });
    expect(reactors.find((entry: { name: string }) => entry.name === 'always-fails')).toMatchObject({ lag: 0, parked: 1, lastError: 'SMTP server said 550' });
  });

  it("shows each job's interval, last run, error and next run; tests run jobs on demand only", async () => {
    let runs = 0;
    app.background.scheduler.register({
      name: 'alerts-test',
      intervalMs: 30_000,
      run: async () => {
        runs += 1;
        throw new Error('no quotes');
      },
    });
    const job = async () => (await health()).jobs.find((entry: { name: string }) => entry.name === 'alerts-test');
    expect(await job()).toEqual({ name: 'alerts-test', intervalMs: 30_000, running: false, lastRunAt: null, lastDurationMs: null, lastError: null, nextRunAt: null });
    expect(await app.background.scheduler.runNow('alerts-test')).toBe('failed');
    expect(runs).toBe(1);
    const ran = await job();
    expect(ran).toMatchObject({ name: 'alerts-test', lastError: 'no quotes', nextRunAt: null });
    expect(Date.parse(ran.lastRunAt)).not.toBeNaN();
  });

  it('waits on close for the running job, after aborting its signal', async () => {
    let finished = false;
    app.background.scheduler.register({
      name: 'news-test',
      intervalMs: 60_000,
      run: (signal) => new Promise<void>((resolve) => signal.addEventListener('abort', () => setTimeout(() => ((finished = true), resolve()), 30))),
    });
    const running = app.background.scheduler.runNow('news-test');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    expect(finished).toBe(true);
    expect(await running).toBe('succeeded');
    app = await createTestApp(); // afterEach closes this one
  });
});
