import type { Collection, Doc, Filter, FindOptions } from './port.ts';
import { comparator, matches, pinnedValue } from './query.ts';

/** Thrown when a write would break a unique index (MongoDB's E11000). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(collection: string, fields: string[]) {
    super(`Duplicate key in ${collection} on (${fields.join(', ')})`);
    this.name = 'DuplicateKeyError';
  }
}

interface Index {
  fields: string[];
  unique: boolean;
  entries: Map<unknown, Set<string>>;
}

/**
 * An in-memory collection with MongoDB's query semantics. Stored documents are frozen: callers
 * read them without copying and write by replacing the whole document.
 */
export class MemoryCollection<T extends Doc> implements Collection<T> {
  readonly #docs = new Map<string, T>();
  readonly #indexes: Index[] = [];
  readonly #onChange: (id: string) => void;

  constructor(onChange: (id: string) => void) {
    this.#onChange = onChange;
  }

  get(id: string): T | undefined {
    return this.#docs.get(id);
  }

  get size(): number {
    return this.#docs.size;
  }

  all(): IterableIterator<T> {
    return this.#docs.values();
  }

  /** Adds (or replaces) a document read from disk without marking it changed. */
  load(doc: T) {
    const existing = this.#docs.get(doc._id);
    if (existing) this.#unindex(existing);
    this.#store(Object.freeze(doc));
  }

  /** Removes a document the disk says was deleted, without marking it changed. */
  unload(id: string) {
    const existing = this.#docs.get(id);
    if (!existing) return;
    this.#unindex(existing);
    this.#docs.delete(id);
  }

  /** Drops documents and indexes, as MongoDB drops a collection. */
  drop() {
    this.#docs.clear();
    this.#indexes.length = 0;
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (onlyId(filter)) return this.#docs.get(filter._id as string) ?? null;
    for (const doc of this.#candidates(filter)) if (matches(doc as never, filter)) return doc;
    return null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let result: T[] = [];
    for (const doc of this.#candidates(filter)) if (matches(doc as never, filter)) result.push(doc);
    if (options.sort) result.sort(comparator(options.sort) as (a: T, b: T) => number);
    if (options.skip || options.limit !== undefined) {
      const start = options.skip ?? 0;
      result = result.slice(start, options.limit === undefined ? undefined : start + options.limit);
    }
    return result;
  }

  async count(filter: Filter): Promise<number> {
    let count = 0;
    for (const doc of this.#candidates(filter)) if (matches(doc as never, filter)) count += 1;
    return count;
  }

  async putIfNewer(doc: T, position: number): Promise<boolean> {
    const existing = this.#docs.get(doc._id);
    if (existing && (existing._position ?? -1) >= position) return false;
    this.#replace({ ...doc, _position: position });
    return true;
  }

  async deleteIfNewer(id: string, position: number): Promise<boolean> {
    const existing = this.#docs.get(id);
    if (!existing || (existing._position ?? -1) > position) return false;
    this.#remove(existing);
    return true;
  }

  async upsert(doc: T): Promise<void> {
    this.#replace({ ...doc });
  }

  async deleteMany(filter: Filter): Promise<number> {
    const doomed = [...this.#candidates(filter)].filter((doc) => matches(doc as never, filter));
    for (const doc of doomed) this.#remove(doc);
    return doomed.length;
  }

  async createIndex(fields: string[], options: { unique?: boolean } = {}): Promise<void> {
    const name = fields.join(',');
    if (this.#indexes.some((index) => index.fields.join(',') === name)) return;
    const index: Index = { fields, unique: options.unique ?? false, entries: new Map() };
    for (const doc of this.#docs.values()) {
      const key = indexKey(index, doc);
      if (index.unique && index.entries.get(key)?.size) throw new DuplicateKeyError('collection', fields);
      addEntry(index, key, doc._id);
    }
    this.#indexes.push(index);
  }

  /** Documents that can match: narrowed by an index whose every field the filter pins. */
  *#candidates(filter: Filter): Iterable<T> {
    const id = pinnedValue(filter, '_id');
    if (id) {
      const doc = typeof id.value === 'string' ? this.#docs.get(id.value) : undefined;
      if (doc) yield doc;
      return;
    }
    for (const index of this.#indexes) {
      const values = index.fields.map((field) => pinnedValue(filter, field));
      if (values.some((value) => value === null)) continue;
      const key = index.fields.length === 1 ? values[0]!.value : JSON.stringify(values.map((pinned) => pinned!.value));
      const ids = index.entries.get(key);
      for (const id of ids ?? []) yield this.#docs.get(id)!;
      return;
    }
    yield* this.#docs.values();
  }

  #replace(doc: T) {
    const frozen = Object.freeze(doc);
    for (const index of this.#indexes) {
      if (!index.unique) continue;
      const holders = index.entries.get(indexKey(index, frozen));
      if (holders && [...holders].some((id) => id !== doc._id)) throw new DuplicateKeyError('collection', index.fields);
    }
    const existing = this.#docs.get(doc._id);
    if (existing) this.#unindex(existing);
    this.#store(frozen);
    this.#onChange(doc._id);
  }

  #store(doc: T) {
    this.#docs.set(doc._id, doc);
    for (const index of this.#indexes) addEntry(index, indexKey(index, doc), doc._id);
  }

  #remove(doc: T) {
    this.#unindex(doc);
    this.#docs.delete(doc._id);
    this.#onChange(doc._id);
  }

  #unindex(doc: T) {
    for (const index of this.#indexes) {
      const key = indexKey(index, doc);
      const ids = index.entries.get(key);
      ids?.delete(doc._id);
      if (ids?.size === 0) index.entries.delete(key);
    }
  }
}

function onlyId(filter: Filter): boolean {
  if (typeof filter._id !== 'string') return false;
  for (const field in filter) if (field !== '_id') return false;
  return true;
}

/** Single-field indexes key by the value itself (a Map tells 1 from '1'); compound ones by JSON. */
function indexKey(index: Index, doc: Doc): unknown {
  const fields = index.fields;
  const record = doc as unknown as Record<string, unknown>;
  if (fields.length === 1) return record[fields[0]!] ?? null;
  return JSON.stringify(fields.map((field) => record[field] ?? null));
}

function addEntry(index: Index, key: unknown, id: string) {
  let ids = index.entries.get(key);
  if (!ids) index.entries.set(key, (ids = new Set()));
  ids.add(id);
}
