import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseJobIntervals } from './intervals.ts';

const made: string[] = [];
const env = (values: Record<string, string>) => {
  made.push(mkdtempSync(join(tmpdir(), 'folio-background-config-')));
  return { DATA_DIR: made.at(-1)!, ...values };
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('background configuration', () => {
  it('runs the scheduler on its timers except under tests, unless told otherwise', () => {
    expect(loadConfig(env({})).schedulerEnabled).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'test' })).schedulerEnabled).toBe(false);
    expect(loadConfig(env({ NODE_ENV: 'test', SCHEDULER_ENABLED: 'true' })).schedulerEnabled).toBe(true);
    expect(loadConfig(env({ SCHEDULER_ENABLED: '0' })).schedulerEnabled).toBe(false);
  });

  it('reads per-job intervals with units', () => {
    expect(parseJobIntervals('alerts=30s, news=15m,trend-detection=1h,fast=1500')).toEqual({
      intervals: { alerts: 30_000, news: 900_000, 'trend-detection': 3_600_000, fast: 1500 },
    });
    expect(loadConfig(env({ JOB_INTERVALS: 'alerts=45s' })).JOB_INTERVALS).toEqual({ alerts: 45_000 });
    expect(loadConfig(env({})).JOB_INTERVALS).toEqual({});
  });

  it.each([
    [{ JOB_INTERVALS: 'alerts' }, 'JOB_INTERVALS: "alerts" must look like name=30s (ms, s, m or h; at least 1 second)'],
    [{ JOB_INTERVALS: 'alerts=10ms' }, 'JOB_INTERVALS: "alerts=10ms" must look like name=30s (ms, s, m or h; at least 1 second)'],
    [{ SCHEDULER_JITTER: '0.9' }, 'SCHEDULER_JITTER: must be from 0 to 0.5'],
    [{ SCHEDULER_ENABLED: 'maybe' }, 'SCHEDULER_ENABLED'],
  ])('refuses %j, naming the variable', (values, message) => {
    expect(() => loadConfig(env(values))).toThrow(ConfigError);
    expect(() => loadConfig(env(values))).toThrow(message);
  });
});
