import { describe, expect, it } from 'vitest';
import { ItemsAnswers } from '../portfolio/items-answers.ts';
import { unpooled } from './unpooled.ts';

/** 2,000 answers of 1.5 KB as `keep` keeps them, each made among other short Buffers' work (a request's body, say). */
function keptAnswers(keep: (answer: Buffer) => Buffer) {
  const kept: Buffer[] = [];
  for (let i = 0; i < 2000; i++) {
    for (let j = 0; j < 40; j++) Buffer.from('x'.repeat(1500));
    kept.push(keep(Buffer.from(JSON.stringify({ i, text: 'y'.repeat(1480) }))));
  }
  const bytes = kept.reduce((sum, answer) => sum + answer.length, 0);
  // What they keep alive: each distinct backing store once.
  const held = [...new Set(kept.map((answer) => answer.buffer))].reduce((sum, buffer) => sum + buffer.byteLength, 0);
  return { bytes, held };
}

describe('unpooled', () => {
  it("copies a slice of Node's shared pool into memory of its own, byte for byte, and leaves an owning Buffer as it is", () => {
    const pooled = Buffer.from('{"a":1}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const own = unpooled(pooled);
    expect(own.equals(pooled)).toBe(true);
    expect([own.byteOffset, own.buffer.byteLength]).toEqual([0, pooled.length]);
    expect(unpooled(own)).toBe(own);
    const large = Buffer.from('z'.repeat(Buffer.poolSize));
    expect(unpooled(large)).toBe(large);
  });

  it('keeps answers within their own length, where pool slices held ~40 times it', () => {
    const own = keptAnswers(unpooled);
    expect(own.held).toBe(own.bytes);
    const pooled = keptAnswers((answer) => answer);
    expect(pooled.held).toBeGreaterThan(30 * pooled.bytes);
  });

  it('is what the kept holdings and summary answers store', () => {
    const answers = new ItemsAnswers();
    answers.store('k', { basis: 'b', day: '2026-11-28', symbols: [], marketValues: [], body: Buffer.from('[]') });
    const body = answers.find('k', 'b', '2026-11-28')!.body;
    expect([body.toString(), body.buffer.byteLength]).toEqual(['[]', 2]);
  });
});
