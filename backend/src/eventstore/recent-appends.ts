import type { AppendRange } from './port.ts';

/** Appends remembered, a few thousand: far more than a backlog of the projections ever holds. */
const KEPT = 4096;

/**
 * Which stream each recent append of this process wrote, by position (`EventStore.appendsBetween`):
 * the projection engine asks it whether a command's events may be applied ahead of the events
 * queued before them. Ranges are recorded in commit order, so they are sorted by position.
 */
export class RecentAppends {
  #ranges: AppendRange[] = [];

  record(streamId: string, first: number, last: number) {
    this.#ranges.push({ streamId, first, last });
    if (this.#ranges.length > 2 * KEPT) this.#ranges = this.#ranges.slice(-KEPT);
  }

  /** The appends holding every position strictly between `after` and `before`, or null when some are not known here. */
  between(after: number, before: number): AppendRange[] | null {
    const ranges = this.#ranges;
    // The first range ending after `after`.
    let low = 0;
    let high = ranges.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ranges[middle]!.last > after) high = middle;
      else low = middle + 1;
    }
    const found: AppendRange[] = [];
    for (let next = after + 1, index = low; next < before; index++) {
      const range = ranges[index];
      // Not appended here, or too long ago: another process's append, or one no longer kept.
      if (!range || range.first > next) return null;
      found.push(range);
      next = range.last + 1;
    }
    return found;
  }
}
