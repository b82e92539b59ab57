import type { Collection, Doc, Filter, FindOptions, PutIfNewer } from './port.ts';
import { KeyDocs } from './key-docs.ts';
import { comparator, matches, pinnedValue } from './query.ts';
import { sortInSlices } from '../shared/sort-in-slices.ts';
import { Slice } from '../shared/yielding.ts';

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
  /**
   * The document itself while one has the key (most keys of a unique index, many a position's
   * ledger rows), else the key's documents: reading them needs no lookup per document.
   */
  entries: Map<unknown, Doc | KeyDocs<Doc>>;
}

/**
 * An in-memory collection with MongoDB's query semantics. Stored documents are frozen: callers
 * read them without copying and write by replacing the whole document. It remembers which ids were
 * written since `takeChanges`, and calls `onChange` after each write.
 */
export class MemoryCollection<T extends Doc> implements Collection<T> {
  readonly #docs = new Map<string, T>();
  readonly #indexes: Index[] = [];
  readonly #onChange: () => void;
  #changed = new Set<string>();

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  /** Ids written (replaced or deleted) since the previous call. */
  takeChanges(): Set<string> {
    const changed = this.#changed;
    this.#changed = new Set();
    return changed;
  }

  /** How many ids were written since `takeChanges`. */
  get changeCount(): number {
    return this.#changed.size;
  }

  /** Gives back changes taken but not persisted after all. */
  keepChanges(ids: Set<string>) {
    for (const id of ids) this.#changed.add(id);
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
    this.#changed.clear();
  }

  async findOne(filter: Filter): Promise<T | null> {
    if (onlyId(filter)) return this.#docs.get(filter._id as string) ?? null;
    for (const doc of this.#matching(filter)) return doc;
    return null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    // With turns while matching: one list's ledger among its owner's 100k rows took ~40 ms.
    let result: T[] = [];
    const slice = new Slice();
    for (const doc of this.#matching(filter)) {
      if (result.push(doc) % 1024 === 0 && slice.over) await slice.turn();
    }
    // A large book's 50,000 positions sorted in one piece held the event loop ~90 ms: in slices.
    if (options.sort) result = await sortInSlices(result, comparator(options.sort) as (a: T, b: T) => number);
    if (options.skip || options.limit !== undefined) {
      const start = options.skip ?? 0;
      result = result.slice(start, options.limit === undefined ? undefined : start + options.limit);
    }
    return result;
  }

  async count(filter: Filter): Promise<number> {
    let count = 0;
    for (const _doc of this.#matching(filter)) count += 1;
    return count;
  }

  async putIfNewer(doc: T, position: number): Promise<boolean> {
    return this.#putIfNewer(doc, position);
  }

  /** The documents are handed over (see the port): stored as they are, not copied, unless already frozen. */
  async putManyIfNewer(writes: readonly PutIfNewer<T>[]): Promise<number> {
    let written = 0;
    for (const { doc, position } of writes) if (this.#putIfNewer(doc, position, !Object.isFrozen(doc))) written += 1;
    return written;
  }

  #putIfNewer(doc: T, position: number, handedOver = false): boolean {
    const existing = this.#docs.get(doc._id);
    if (existing && (existing._position ?? -1) >= position) return false;
    if (handedOver) doc._position = position;
    this.#replace(handedOver ? doc : { ...doc, _position: position }, existing);
    return true;
  }

  async deleteIfNewer(id: string, position: number): Promise<boolean> {
    const existing = this.#docs.get(id);
    if (!existing || (existing._position ?? -1) > position) return false;
    this.#remove(existing);
    return true;
  }

  async replaceIf(doc: T, expected: Filter | null): Promise<boolean> {
    const existing = this.#docs.get(doc._id);
    if (expected === null ? existing !== undefined : !existing || !matches(existing as unknown as Record<string, unknown>, expected)) return false;
    this.#replace({ ...doc }, existing);
    return true;
  }

  async upsert(doc: T): Promise<void> {
    this.#replace({ ...doc }, this.#docs.get(doc._id));
  }

  async deleteMany(filter: Filter): Promise<number> {
    const doomed = [...this.#matching(filter)];
    for (const doc of doomed) this.#remove(doc);
    return doomed.length;
  }

  async createIndex(fields: string[], options: { unique?: boolean } = {}): Promise<void> {
    const name = fields.join(',');
    if (this.#indexes.some((index) => index.fields.join(',') === name)) return;
    const index: Index = { fields, unique: options.unique ?? false, entries: new Map() };
    for (const doc of this.#docs.values()) {
      const key = indexKey(index, doc);
      if (index.unique && index.entries.has(key)) throw new DuplicateKeyError('collection', fields);
      addEntry(index, key, doc);
    }
    this.#indexes.push(index);
  }

  /**
   * The documents that match, narrowed by an index whose every field the filter pins. When the
   * filter names no other field (a book's ledger by owner), the index's documents all match and
   * are handed out without checking each.
   */
  #matching(filter: Filter): Iterable<T> {
    const id = pinnedValue(filter, '_id');
    if (id) {
      const doc = typeof id.value === 'string' ? this.#docs.get(id.value) : undefined;
      return doc && matches(doc as never, filter) ? [doc] : [];
    }
    for (const index of this.#indexes) {
      const values = index.fields.map((field) => pinnedValue(filter, field));
      if (values.some((value) => value === null)) continue;
      const key = index.fields.length === 1 ? values[0]!.value : JSON.stringify(values.map((pinned) => pinned!.value));
      const held = index.entries.get(key);
      const docs = (held instanceof KeyDocs ? held.values() : held ? [held] : []) as T[];
      return Object.keys(filter).length === index.fields.length ? docs : onlyMatching(docs, filter);
    }
    return onlyMatching(this.#docs.values(), filter);
  }

  #replace(doc: T, existing: T | undefined) {
    const frozen = Object.freeze(doc);
    for (const index of this.#indexes) {
      if (!index.unique) continue;
      const held = index.entries.get(indexKey(index, frozen));
      const taken = held instanceof KeyDocs ? held.heldByOtherThan(doc._id) : held !== undefined && held._id !== doc._id;
      if (taken) throw new DuplicateKeyError('collection', index.fields);
    }
    if (existing) this.#unindex(existing);
    this.#store(frozen);
    this.#changed.add(doc._id);
    this.#onChange();
  }

  #store(doc: T) {
    this.#docs.set(doc._id, doc);
    for (const index of this.#indexes) addEntry(index, indexKey(index, doc), doc);
  }

  #remove(doc: T) {
    this.#unindex(doc);
    this.#docs.delete(doc._id);
    this.#changed.add(doc._id);
    this.#onChange();
  }

  /** `doc`: the document as stored (the same object). */
  #unindex(doc: T) {
    for (const index of this.#indexes) removeEntry(index, indexKey(index, doc), doc);
  }
}

function* onlyMatching<T extends Doc>(docs: Iterable<T>, filter: Filter): Iterable<T> {
  for (const doc of docs) if (matches(doc as never, filter)) yield doc;
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

function addEntry(index: Index, key: unknown, doc: Doc) {
  const held = index.entries.get(key);
  if (held instanceof KeyDocs) held.add(doc);
  else if (held === undefined || held._id === doc._id) index.entries.set(key, doc);
  else {
    const docs = new KeyDocs<Doc>();
    docs.add(held);
    docs.add(doc);
    index.entries.set(key, docs);
  }
}

function removeEntry(index: Index, key: unknown, doc: Doc) {
  const held = index.entries.get(key);
  if (held instanceof KeyDocs) {
    held.remove(doc);
    if (held.size === 0) index.entries.delete(key);
  } else if (held === doc) index.entries.delete(key);
}
