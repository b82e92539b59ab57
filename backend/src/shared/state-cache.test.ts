import { describe, expect, it } from 'vitest';
import type { Decider } from './decider.ts';
import { BYTES_PER_EVENT, StateCache } from './state-cache.ts';

const decider = { initialState: () => ({}), evolve: () => undefined, decide: () => [] } as Decider<unknown, unknown, never>;

describe('StateCache', () => {
  it('keeps states within its byte budget (by events folded), dropping the least recently used', () => {
    const budget = 256 * 3 + 3 * 1_000 * BYTES_PER_EVENT;
    const states = new StateCache(2_000, budget);
    states.set('a', decider, { name: 'a' }, 999);
    states.set('b', decider, { name: 'b' }, 999);
    states.get('a', decider);
    states.set('c', decider, { name: 'c' }, 999);
    states.set('d', decider, { name: 'd' }, 999); // over budget: b, the least recently used, goes
    expect(states.get('b', decider)).toBeUndefined();
    expect(states.get('a', decider)).toEqual({ state: { name: 'a' }, revision: 999 });
    expect(states.get('d', decider)).toBeDefined();
  });

  it('never holds a state larger than its whole budget: the stream is read again instead', () => {
    const states = new StateCache(2_000, 1_000 * BYTES_PER_EVENT);
    states.set('huge', decider, {}, 5_000);
    expect(states.get('huge', decider)).toBeUndefined();
    states.set('small', decider, {}, 10);
    expect(states.get('small', decider)).toBeDefined();
  });

  it('still bounds the number of states', () => {
    const states = new StateCache(2);
    for (const id of ['a', 'b', 'c']) states.set(id, decider, {}, 0);
    expect(states.get('a', decider)).toBeUndefined();
    expect(states.get('c', decider)).toBeDefined();
  });

  it('shares one state of a stream between deciders that fold it the same way, not with others', () => {
    const states = new StateCache();
    const plus = { ...decider, decide: () => [] };
    const other = { ...decider, evolve: () => undefined };
    states.set('book', decider, { lots: 3 }, 7);
    expect(states.get('book', plus)).toEqual({ state: { lots: 3 }, revision: 7 });
    expect(states.get('book', other)).toBeUndefined();
    states.forget('book', plus);
    expect(states.get('book', decider)).toBeUndefined();
  });
});
