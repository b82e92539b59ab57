import type { RecordedEvent } from '../eventstore/port.ts';
import { listsProjection } from '../lists/projection.ts';
import type { Projection } from '../projections/projection.ts';
import { mapInSlices } from '../shared/yielding.ts';
import { portfolioProjection } from './projection.ts';

const BOOK = 'book-';

/**
 * Which books changed, per user and list, for the answers kept between requests
 * (items-answers.ts): a kept answer is reused while the versions of its user and list are the
 * ones it was computed at, so a write to one user's list drops that list's answers (and the
 * user's all-lists answers) and nobody else's.
 *
 * Versions come from one process-wide counter, bumped as the read models apply a book's event:
 * this projection runs after the lists and portfolio projections in the engine's order, so a
 * version moves only once the documents it stands for are written. A request reads the version
 * before the documents: its answer may be newer than its version (then the next request
 * recomputes), never older. An event names its list (`listId`, and `movedTo` for a deletion);
 * one that names none (a lot or sale edit, found by id) moves every list of the user.
 */
export class AnswerBasis {
  /** Bumped by any event of the user's book: the basis of all-lists answers. */
  readonly #anyList = new Map<string, number>();
  /** Bumped by events that name no list: part of every list's basis. */
  readonly #everyList = new Map<string, number>();
  readonly #lists = new Map<string, number>();
  /** Bumped by every event this projection sees: the basis of every answer in the baseline. */
  #anyEvent = 0;
  #dropAllOnAnyEvent = false;

  /**
   * Benchmark seam (bench/reads-under-writes): on, every answer's basis is the last event of any
   * user, so any event drops every kept answer, as before versions per user and list; the
   * benchmark measures the two side by side. Only code calls this: no setting or request does.
   */
  dropAllOnAnyEventForBenchmark(on: boolean) {
    this.#dropAllOnAnyEvent = on;
  }

  /** The version a kept answer for this user and list (undefined: all lists) is valid at. */
  of(userId: string, listId: string | undefined): string {
    if (this.#dropAllOnAnyEvent) return `!${this.#anyEvent}`;
    if (listId === undefined) return `*${this.#anyList.get(userId) ?? 0}`;
    return `${this.#everyList.get(userId) ?? 0}:${this.#lists.get(`${userId} ${listId}`) ?? 0}`;
  }

  /** Records that the read models now include `event`. */
  changed(event: Pick<RecordedEvent, 'streamId' | 'data'>) {
    this.#anyEvent = ++counter;
    if (!event.streamId.startsWith(BOOK)) return;
    const userId = event.streamId.slice(BOOK.length);
    const version = ++counter;
    this.#anyList.set(userId, version);
    const data = event.data as { listId?: unknown; movedTo?: unknown } | null;
    const named = [data?.listId, data?.movedTo].filter((id): id is string => typeof id === 'string');
    if (named.length === 0) this.#everyList.set(userId, version);
    for (const listId of named) this.#lists.set(`${userId} ${listId}`, version);
  }

  /** The projection that keeps these versions; it must come after the projections answers read. */
  projection(): Projection {
    return {
      name: 'answer-basis',
      collections: [],
      handles: new Set([...listsProjection.handles, ...portfolioProjection.handles]),
      apply: async (event) => this.changed(event),
      applyBatch: async (events) => {
        for (const event of events) this.changed(event);
      },
    };
  }
}

/** One counter for every AnswerBasis in the process: a version is never reused, even across apps. */
let counter = 0;

/** The process's versions: the engine's projection list feeds it, the portfolio queries read it. */
export const answerBasis = new AnswerBasis();
export const answerBasisProjection = answerBasis.projection();
