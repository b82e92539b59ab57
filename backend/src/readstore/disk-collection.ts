import type { Collection, Doc, FieldCondition, Filter, FindOptions, PutIfNewer } from './port.ts';
import { comparator, matches } from './query.ts';
import { DuplicateKeyError } from './memory-collection.ts';
import { turn } from '../shared/yielding.ts';
import { RANGE_SQL, type KeptDocuments, type NumericRange, type PendingWrites, type RangeOperator } from './kept-documents.ts';

/** Ids read from an index at a time, between turns of the event loop. */
const RANGE_PAGE = 500;

/**
 * A collection whose documents live in the store's file, not in memory: for documents read one at
 * a time by id and seldom scanned, whose number grows with use. Stored idempotent answers are
 * kept a day, one per command, each a whole answer (a position with all its lots): in memory they
 * grew a 10-minute load's server by more than its read models. Writes are held here until the
 * store's next flush writes them in the same transaction as the other collections' documents, so
 * they are as durable as before; a read by id looks at those writes, then at the file. Scans
 * (`find`, `count`, `deleteMany`) read the whole collection from the file, except `deleteMany` of
 * a numeric range on an indexed field (the day-old answers' sweep), read from the field's index.
 */
export class DiskCollection<T extends Doc> implements Collection<T> {
  readonly #name: string;
  readonly #kept: KeptDocuments;
  readonly #onChange: () => void;
  #pending = new Map<string, T | null>();
  /** Unique indexes, checked against the whole collection on a write (none is used today). */
  #unique: string[][] = [];
  /** Fields indexed in the file: a numeric range on one of them is read from its index. */
  #ranged = new Set<string>();
  /** The ids written meanwhile, for each range being read in pages. */
  readonly #watchers = new Set<Set<string>>();

  constructor(name: string, kept: KeptDocuments, onChange: () => void) {
    this.#name = name;
    this.#kept = kept;
    this.#onChange = onChange;
  }

  /** The writes a flush is about to make durable (the collection keeps them until `written`). */
  pendingWrites(): PendingWrites {
    return new Map(this.#pending);
  }

  get pendingCount(): number {
    return this.#pending.size;
  }

  /** `writes` are in the file now: whichever were not written again since need not stay in memory. */
  written(writes: PendingWrites) {
    for (const [id, doc] of writes) {
      if (this.#pending.get(id) !== doc) continue;
      this.#pending.delete(id);
      for (const touched of this.#watchers) touched.add(id);
    }
  }

  /** Forgets the writes not yet in the file: what a crash loses (tests). */
  discard() {
    this.#pending.clear();
  }

  drop() {
    this.#pending.clear();
    this.#unique = [];
    this.#ranged.clear();
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (typeof filter._id === 'string') {
      const doc = this.#get(filter._id);
      return doc && matches(doc as never, filter) ? doc : null;
    }
    for (const doc of this.#scan()) if (matches(doc as never, filter)) return doc;
    return null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let result = this.#matching(filter);
    if (options.sort) result.sort(comparator(options.sort) as (a: T, b: T) => number);
    if (options.skip || options.limit !== undefined) {
      const start = options.skip ?? 0;
      result = result.slice(start, options.limit === undefined ? undefined : start + options.limit);
    }
    return result;
  }

  async count(filter: Filter): Promise<number> {
    return this.#matching(filter).length;
  }

  async putIfNewer(doc: T, position: number): Promise<boolean> {
    const existing = this.#get(doc._id);
    if (existing && (existing._position ?? -1) >= position) return false;
    this.#write({ ...doc, _position: position });
    return true;
  }

  async putManyIfNewer(writes: readonly PutIfNewer<T>[]): Promise<number> {
    let written = 0;
    for (const { doc, position } of writes) if (await this.putIfNewer(doc, position)) written += 1;
    return written;
  }

  async deleteIfNewer(id: string, position: number): Promise<boolean> {
    const existing = this.#get(id);
    if (!existing || (existing._position ?? -1) > position) return false;
    this.#delete(id);
    return true;
  }

  async replaceIf(doc: T, expected: Filter | null): Promise<boolean> {
    const existing = this.#get(doc._id);
    if (expected === null ? existing !== undefined : !existing || !matches(existing as never, expected)) return false;
    this.#write({ ...doc });
    return true;
  }

  async upsert(doc: T): Promise<void> {
    this.#write({ ...doc });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const range = this.#indexedRange(filter);
    const doomed = range ? await this.#idsInRange(range, filter) : this.#matching(filter).map((doc) => doc._id);
    for (const id of doomed) this.#delete(id);
    return doomed.length;
  }

  async createIndex(fields: string[], options: { unique?: boolean } = {}): Promise<void> {
    // Lookups by id use the table's key. A single field is indexed in the file for ranges on it;
    // other queries scan, and a unique index is checked on each write.
    if (!options.unique && fields.length === 1) {
      this.#kept.indexField(fields[0]!);
      this.#ranged.add(fields[0]!);
      return;
    }
    if (!options.unique || this.#unique.some((index) => index.join(',') === fields.join(','))) return;
    const seen = new Set<string>();
    for (const doc of this.#scan()) {
      const key = keyOf(doc, fields);
      if (seen.has(key)) throw new DuplicateKeyError(this.#name, fields);
      seen.add(key);
    }
    this.#unique.push(fields);
  }

  #get(id: string): T | undefined {
    const pending = this.#pending.get(id);
    if (pending !== undefined) return pending ?? undefined;
    return this.#kept.byId(this.#name, id) as T | undefined;
  }

  /** Every document: the file's, with the writes not yet in it laid over them. */
  *#scan(): Iterable<T> {
    for (const doc of this.#kept.all(this.#name)) if (!this.#pending.has(doc._id)) yield doc as T;
    for (const doc of this.#pending.values()) if (doc) yield doc;
  }

  /** The filter as one numeric bound on a field indexed in the file, or null when it is anything else. */
  #indexedRange(filter: Filter): NumericRange | null {
    const fields = Object.keys(filter);
    if (fields.length !== 1 || !this.#ranged.has(fields[0]!)) return null;
    const condition: FieldCondition | undefined = filter[fields[0]!];
    if (condition === null || typeof condition !== 'object') return null;
    const operators = Object.keys(condition);
    const operator = operators[0] as RangeOperator;
    const value = (condition as Record<string, unknown>)[operator];
    if (operators.length !== 1 || !(operator in RANGE_SQL) || typeof value !== 'number' || Number.isNaN(value)) return null;
    return { field: fields[0]!, operator, value };
  }

  /**
   * Ids matching `filter` (a range the file's index answers): the file's, with the writes not yet
   * in it laid over them. Read a page at a time with a turn of the event loop between pages (a day
   * of a busy server's stored answers is tens of thousands).
   */
  async #idsInRange(range: NumericRange, filter: Filter): Promise<string[]> {
    const inFile: string[] = [];
    // Ids written, or flushed to the file, while the pages are read: what a page said of them may
    // be out of date, so they are looked at again.
    const touched = new Set<string>();
    this.#watchers.add(touched);
    try {
      for (let page = this.#kept.idsInRange(this.#name, range, RANGE_PAGE); page.length > 0; ) {
        for (const { id } of page) inFile.push(id);
        if (page.length < RANGE_PAGE) break;
        await turn();
        page = this.#kept.idsInRange(this.#name, range, RANGE_PAGE, page.at(-1));
      }
    } finally {
      this.#watchers.delete(touched);
    }
    // From here on without a turn: writes not in the file count over the file's documents.
    const ids = inFile.filter((id) => !touched.has(id) && !this.#pending.has(id));
    for (const id of touched) {
      const doc = this.#pending.has(id) ? undefined : this.#kept.byId(this.#name, id);
      if (doc && matches(doc as never, filter)) ids.push(id);
    }
    for (const doc of this.#pending.values()) if (doc && matches(doc as never, filter)) ids.push(doc._id);
    return ids;
  }

  #matching(filter: Filter): T[] {
    const result: T[] = [];
    for (const doc of this.#scan()) if (matches(doc as never, filter)) result.push(doc);
    return result;
  }

  #write(doc: T) {
    for (const fields of this.#unique) {
      const key = keyOf(doc, fields);
      for (const other of this.#scan()) if (other._id !== doc._id && keyOf(other, fields) === key) throw new DuplicateKeyError(this.#name, fields);
    }
    this.#pending.set(doc._id, Object.freeze(doc));
    for (const touched of this.#watchers) touched.add(doc._id);
    this.#onChange();
  }

  #delete(id: string) {
    this.#pending.set(id, null);
    for (const touched of this.#watchers) touched.add(id);
    this.#onChange();
  }
}

function keyOf(doc: Doc, fields: string[]): string {
  const record = doc as unknown as Record<string, unknown>;
  return JSON.stringify(fields.map((field) => record[field] ?? null));
}
