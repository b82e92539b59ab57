import { describe, expect, it } from 'vitest';
import { allInChunks, OnePerTurn, SLICE_MS } from './yielding.ts';

/** Spins the CPU for `ms`: a synchronous step as long as a price walk's generation. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** The longest the event loop went without running a 1 ms timer while `work` ran. */
async function longestHold(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  await work();
  clearInterval(timer);
  return longest;
}

describe('event-loop turns', () => {
  it('allInChunks: twenty calls in flight share one turn, so the loop is held about one slice, not twenty', async () => {
    const items = Array.from({ length: 4_000 }, (_, i) => i);
    let result: number[] = [];
    const held = await longestHold(async () => {
      result = await allInChunks(items, 20, async (i) => {
        busy(0.05);
        return i * 2;
      });
    });
    expect(result).toEqual(items.map((i) => i * 2));
    // Twenty slices back to back would be 160 ms; leave room for a loaded machine.
    expect(held).toBeLessThan(SLICE_MS * 6);
  });

  it('OnePerTurn: heavy steps resumed together each get a turn of their own, in the order asked', async () => {
    const steps = new OnePerTurn();
    const order: number[] = [];
    const held = await longestHold(() =>
      Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          await steps.take();
          busy(5);
          order.push(i);
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
    // Thirty 5 ms steps back to back would hold the loop 150 ms.
    expect(held).toBeLessThan(60);
  });
});
