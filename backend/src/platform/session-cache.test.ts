import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  it('remembers verified claims until they expire', () => {
    let now = 1_000_000;
    const cache = new SessionCache<{ sub: string; exp: number }>(10, () => now);
    cache.set('token-a', { sub: 'u1', exp: 1_060 });
    expect(cache.get('token-a')?.sub).toBe('u1');
    now = 1_060_000;
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never answers for a token it was not given', () => {
    const cache = new SessionCache<{ sub: string; exp?: number }>(10);
    cache.set('token-a', { sub: 'u1' });
    expect(cache.get('token-b')).toBeUndefined();
    expect(cache.get('token-')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new SessionCache<{ sub: string; exp?: number }>(2);
    cache.set('a', { sub: '1' });
    cache.set('b', { sub: '2' });
    cache.set('c', { sub: '3' });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.sub).toBe('2');
    expect(cache.get('c')?.sub).toBe('3');
    expect(cache.size).toBe(2);
  });
});

describe('SessionCache rechecks and forgetting', () => {
  it('stops answering for a token once it is due a recheck, so revocations elsewhere are seen', () => {
    let now = 0;
    const cache = new SessionCache<{ sub: string; exp: number }>(10, () => now, 30_000);
    cache.set('token-a', { sub: 'u1', exp: 10_000 });
    now = 29_999;
    expect(cache.get('token-a')?.sub).toBe('u1');
    now = 30_000;
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('forgets one token, or every token of one account', () => {
    const cache = new SessionCache<{ sub: string; exp?: number }>(10);
    cache.set('a1', { sub: 'ada' });
    cache.set('a2', { sub: 'ada' });
    cache.set('b1', { sub: 'bob' });
    cache.forget({ token: 'a1' });
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')?.sub).toBe('ada');
    cache.forget({ sub: 'ada' });
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.sub).toBe('bob');
  });

  it('stays within its byte budget whatever the tokens weigh, oldest first', () => {
    const cache = new SessionCache<{ sub: string }>(1_000, Date.now, Number.POSITIVE_INFINITY, 3 * (2 * 1_000 + 300));
    for (const n of [1, 2, 3, 4]) cache.set(`${n}`.padEnd(1_000, 'x'), { sub: `u${n}` });
    expect(cache.size).toBe(3);
    expect(cache.get('1'.padEnd(1_000, 'x'))).toBeUndefined();
    expect(cache.get('4'.padEnd(1_000, 'x'))).toEqual({ sub: 'u4' });
    cache.set('huge'.padEnd(10_000, 'x'), { sub: 'u5' }); // larger than the whole budget: not kept
    expect(cache.get('huge'.padEnd(10_000, 'x'))).toBeUndefined();
    expect(cache.size).toBe(3);
  });
});
