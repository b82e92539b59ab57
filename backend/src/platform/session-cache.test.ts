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
