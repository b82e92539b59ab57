import { describe, expect, it } from 'vitest';
import { SORT_IN_ONE_PIECE, sortInSlices } from './sort-in-slices.ts';

interface Doc {
  key: number;
  name: string;
  id: number;
}

function docs(count: number, seed: number): Doc[] {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  // Few distinct keys: many ties, so stability shows.
  return Array.from({ length: count }, (_, id) => ({ key: next() % 97, name: `n${next() % 13}`, id }));
}

const byKeyThenName = (a: Doc, b: Doc) => a.key - b.key || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

describe('sortInSlices', () => {
  it('gives exactly what the built-in stable sort gives, ties in their original order', async () => {
    for (const count of [0, 1, 2, SORT_IN_ONE_PIECE, SORT_IN_ONE_PIECE + 1, 3 * SORT_IN_ONE_PIECE + 17, 50_000]) {
      const items = docs(count, count + 7);
      const before = items.slice();
      const sorted = await sortInSlices(items, byKeyThenName);
      expect(sorted.map((doc) => doc.id)).toEqual(items.slice().sort(byKeyThenName).map((doc) => doc.id));
      expect(items).toEqual(before); // the input is left as it was
    }
  });

  it('sorts descending and already-sorted input the same way as the built-in sort', async () => {
    const items = docs(20_000, 3).sort(byKeyThenName);
    const descending = (a: Doc, b: Doc) => b.key - a.key;
    expect((await sortInSlices(items, descending)).map((doc) => doc.id)).toEqual(items.slice().sort(descending).map((doc) => doc.id));
    expect((await sortInSlices(items, byKeyThenName)).map((doc) => doc.id)).toEqual(items.map((doc) => doc.id));
  });

  it('lets other callbacks run while a long sort goes on', async () => {
    const items = docs(60_000, 11);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    // A comparator slow enough that the sort spans many slices on any machine.
    const slow = (a: Doc, b: Doc) => {
      let spin = 0;
      for (let i = 0; i < 200; i++) spin += i;
      return byKeyThenName(a, b) + spin * 0;
    };
    const sorted = await sortInSlices(items, slow);
    clearInterval(timer);
    expect(sorted.map((doc) => doc.id)).toEqual(items.slice().sort(byKeyThenName).map((doc) => doc.id));
    expect(ticks).toBeGreaterThan(2);
  });
});
