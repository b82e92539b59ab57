import { describe, expect, it } from 'vitest';
import { HandoffStore } from './handoff.ts';

describe('HandoffStore', () => {
  it('hands a code over once', () => {
    const store = new HandoffStore();
    const code = store.issue('user-1');
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(store.consume(code)).toBe('user-1');
    expect(store.consume(code)).toBeNull();
    expect(store.consume('unknown')).toBeNull();
  });

  it('refuses a code once its time is up', () => {
    let now = 0;
    const store = new HandoffStore({ ttlMs: 1_000, now: () => now });
    const code = store.issue('user-1');
    now = 1_000;
    expect(store.consume(code)).toBeNull();
  });

  it('stays bounded: expired codes go first, then the oldest pending one', () => {
    let now = 0;
    const store = new HandoffStore({ ttlMs: 1_000, maxSize: 2, now: () => now });
    store.issue('expired');
    now = 2_000;
    const oldest = store.issue('oldest');
    const newer = store.issue('newer');
    expect(store.size).toBe(2);
    const newest = store.issue('newest');
    expect(store.size).toBe(2);
    expect(store.consume(oldest)).toBeNull();
    expect(store.consume(newer)).toBe('newer');
    expect(store.consume(newest)).toBe('newest');
  });
});
