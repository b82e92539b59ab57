import { describe, expect, it } from 'vitest';
import { KeyDocs } from './key-docs.ts';

const doc = (id: string) => Object.freeze({ _id: id });

describe('the documents of an index key', () => {
  it('are read in the order stored, without those replaced or deleted, before and after the array is rewritten', () => {
    const docs = Array.from({ length: 10 }, (_, n) => doc(`d${n}`));
    const key = new KeyDocs();
    for (const one of docs) key.add(one);
    key.remove(docs[2]!);
    key.remove(docs[5]!);
    const replaced = doc('d5');
    key.add(replaced); // a new version of d5: stored last, as a replaced document is
    expect(key.values().map((one) => one._id)).toEqual(['d0', 'd1', 'd3', 'd4', 'd6', 'd7', 'd8', 'd9', 'd5']);
    expect(key.values()[8]).toBe(replaced);
    expect(key.size).toBe(9);
    // Half gone: rewritten, same answer.
    for (const one of [docs[0]!, docs[1]!, docs[3]!]) key.remove(one);
    expect(key.values().map((one) => one._id)).toEqual(['d4', 'd6', 'd7', 'd8', 'd9', 'd5']);
    expect(key.size).toBe(6);
  });

  it('hands out what they were when read: later writes do not change it', () => {
    const [a, b] = [doc('a'), doc('b')];
    const key = new KeyDocs();
    key.add(a);
    const read = key.values();
    key.add(b);
    key.remove(a);
    expect(read).toEqual([a]);
    expect(key.values()).toEqual([b]);
  });

  it('know whether another document holds the key (unique indexes), and take back a document stored again', () => {
    const [a, b] = [doc('a'), doc('b')];
    const key = new KeyDocs();
    key.add(a);
    expect(key.heldByOtherThan('a')).toBe(false);
    expect(key.heldByOtherThan('b')).toBe(true);
    key.add(b);
    key.remove(a);
    expect(key.heldByOtherThan('b')).toBe(false);
    key.add(a); // the same object again (a document loaded twice)
    expect(key.values()).toEqual([b, a]);
    // Gone and stored again before the array was rewritten: held once.
    const c = doc('c');
    for (const one of [c, doc('d'), doc('e')]) key.add(one);
    key.remove(c);
    key.add(c);
    expect(key.values().filter((one) => one === c)).toHaveLength(1);
    expect(key.size).toBe(5);
  });
});
