import { describe, expect, it } from 'vitest';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { UsageCounters } from './counters.ts';

describe('usage counters', () => {
  it('counts requests per provider and UTC day, with the remaining budget and the last failure', async () => {
    let now = new Date('2026-03-02T23:59:00Z');
    const store = EmbeddedReadStore.open(':memory:');
    const counters = new UsageCounters(store, () => now);
    await counters.record('NewsAPI', 3);
    await counters.record('NewsAPI', 3, { error: 'HTTP 500' });
    expect(await counters.today('NewsAPI', 3)).toMatchObject({ count: 2, remaining: 1, errors: 1, lastError: 'HTTP 500', lastUsed: '2026-03-02T23:59:00.000Z' });
    expect(await counters.hasBudget('NewsAPI', 3)).toBe(true);
    await counters.record('NewsAPI', 3);
    expect(await counters.hasBudget('NewsAPI', 3)).toBe(false);
    expect((await counters.today('NewsAPI', 3)).lastError).toBeNull();

    now = new Date('2026-03-03T00:01:00Z');
    expect(await counters.today('NewsAPI', 3)).toMatchObject({ day: '2026-03-03', count: 0, remaining: 3, lastUsed: '2026-03-02T23:59:00.000Z' });
    expect(await counters.hasBudget('NewsAPI', 3)).toBe(true);
  });

  it('survives a restart: a new instance reads the stored counts', async () => {
    const now = () => new Date('2026-03-02T10:00:00Z');
    const store = EmbeddedReadStore.open(':memory:');
    await new UsageCounters(store, now).record('Polygon', 100);
    const again = new UsageCounters(store, now);
    expect(await again.today('Polygon', 100)).toMatchObject({ count: 1, remaining: 99 });
    expect((await again.day('2026-03-02')).map((usage) => usage.provider)).toEqual(['Polygon']);
  });
});
