import { Slice } from './yielding.ts';

/** Below this many items one `Array.prototype.sort` is short enough to run in one piece. */
export const SORT_IN_ONE_PIECE = 4_096;

/**
 * `items.slice().sort(compare)` for long arrays, with turns of the event loop in between: runs of
 * SORT_IN_ONE_PIECE items sorted one at a time, then merged pairwise, checking the clock every
 * 1,024 items. Both steps are stable (a tie keeps the earlier item first), so the result is
 * exactly what the stable built-in sort gives; sorting 50,000 read-store documents in one piece
 * held the loop ~90 ms.
 */
export async function sortInSlices<T>(items: readonly T[], compare: (a: T, b: T) => number): Promise<T[]> {
  if (items.length <= SORT_IN_ONE_PIECE) return items.slice().sort(compare);
  const slice = new Slice();
  const breathe = async () => {
    if (slice.over) await slice.turn();
  };
  let from: T[] = new Array<T>(items.length);
  for (let start = 0; start < items.length; start += SORT_IN_ONE_PIECE) {
    const run = items.slice(start, start + SORT_IN_ONE_PIECE).sort(compare);
    for (let i = 0; i < run.length; i++) from[start + i] = run[i]!;
    await breathe();
  }
  let into: T[] = new Array<T>(items.length);
  for (let width = SORT_IN_ONE_PIECE; width < items.length; width *= 2) {
    for (let left = 0; left < items.length; left += 2 * width) {
      const middle = Math.min(left + width, items.length);
      const end = Math.min(left + 2 * width, items.length);
      let i = left;
      let j = middle;
      let k = left;
      while (k < end) {
        // Ties take the left run's item: the earlier one, as a stable sort keeps it.
        into[k++] = j >= end || (i < middle && compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
        if ((k & 1023) === 0) await breathe();
      }
    }
    [from, into] = [into, from];
  }
  return from;
}
