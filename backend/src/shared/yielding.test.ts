import { describe, expect, it } from 'vitest';
import { allInChunks, OnePerTurn, Slice, turn } from './yielding.ts';

/** Spins the CPU for `ms`: a synchronous step as long as a price walk's generation. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/**
 * The most steps `work` ran between two ticks of a 1 ms timer: how long it held the loop, counted
 * in steps rather than milliseconds (a loaded machine stretches the milliseconds, not the count).
 */
async function mostStepsBetweenTicks(work: (step: () => void) => Promise<unknown>): Promise<number> {
  let steps = 0;
  let most = 0;
  const timer = setInterval(() => {
    most = Math.max(most, steps);
    steps = 0;
  }, 1);
  await work(() => (steps += 1));
  clearInterval(timer);
  return Math.max(most, steps);
}

describe('event-loop turns', () => {
  it('allInChunks: twenty calls in flight share one turn, so the loop is held about one slice, not twenty', async () => {
    const items = Array.from({ length: 6_000 }, (_, i) => i);
    let result: number[] = [];
    const most = await mostStepsBetweenTicks(async (step) => {
      result = await allInChunks(items, 20, async (i) => {
        busy(0.05);
        step();
        return i * 2;
      });
    });
    expect(result).toEqual(items.map((i) => i * 2));
    // One 8 ms slice is at most 160 such calls (plus the 20 in flight); twenty slices back to back, 3,200.
    expect(most).toBeLessThan(400);
  });

  it('turn: loops waiting together go on one per turn of the event loop, what arrived meanwhile in between', async () => {
    const order: string[] = [];
    const first = turn().then(() => order.push('first loop'));
    const second = turn().then(() => order.push('second loop'));
    setImmediate(() => order.push('a request that arrived meanwhile'));
    await Promise.all([first, second]);
    // setImmediate per waiter ran both loops back to back, the request after them.
    expect(order).toEqual(['first loop', 'a request that arrived meanwhile', 'second loop']);
  });

  it('turn: three sliced loops hold the loop about one slice at a time, not three back to back', async () => {
    const most = await mostStepsBetweenTicks((step) =>
      Promise.all(
        Array.from({ length: 3 }, async () => {
          await turn(); // all three waiting, as a projection, a reactor and a request resumed together
          const slice = new Slice();
          for (let i = 0; i < 40; i++) {
            busy(1);
            step();
            if (slice.over) await slice.turn();
          }
        }),
      ),
    );
    // A slice is 8 ms of 1 ms steps: about 8 between two ticks; three slices back to back, 24.
    expect(most).toBeLessThanOrEqual(12);
  });

  it('OnePerTurn: heavy steps resumed together take turns with the loop, in the order asked', async () => {
    const steps = new OnePerTurn();
    const order: number[] = [];
    const most = await mostStepsBetweenTicks((step) =>
      Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          await steps.take();
          busy(5);
          step();
          order.push(i);
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
    // 5 ms steps in 8 ms slices: two between turns, not all thirty.
    expect(most).toBeLessThanOrEqual(3);
  });

  it('OnePerTurn: cheap steps run back to back within a slice instead of a turn each', async () => {
    const steps = new OnePerTurn();
    let turns = 0;
    let last = -1;
    const timer = setInterval(() => (turns += 1), 0);
    await Promise.all(
      Array.from({ length: 2_000 }, async (_, i) => {
        await steps.take();
        expect(i).toBe(last + 1);
        last = i;
      }),
    );
    clearInterval(timer);
    expect(last).toBe(1_999);
    // A turn per step would be 2,000 turns; a slice holds hundreds of these.
    expect(turns).toBeLessThan(200);
  });
});
