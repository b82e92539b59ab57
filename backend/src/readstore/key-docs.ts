import type { Doc } from './port.ts';

/**
 * The documents of one index key, in the order they were stored. Adding one is a push; one
 * replaced or deleted is noted as gone and left out of what is read, and the array is rewritten
 * once half of it is gone. An import's 100k ledger rows went into a Map per key (by id) at about
 * 0.7 µs each, for each of the collection's two indexes.
 */
export class KeyDocs<T extends Doc> {
  #docs: T[] = [];
  #gone: Set<T> | null = null;

  /** How many documents have the key. */
  get size(): number {
    return this.#docs.length - (this.#gone?.size ?? 0);
  }

  add(doc: T) {
    // The very document gone before and stored again: it is still in the array.
    if (this.#gone?.delete(doc)) return;
    this.#docs.push(doc);
  }

  /** `doc` as it is stored (the same object), no longer with this key. */
  remove(doc: T) {
    (this.#gone ??= new Set()).add(doc);
    if (this.#gone.size * 2 >= this.#docs.length) this.#compact();
  }

  /** The documents as they are now (writes after this call do not change the array). */
  values(): T[] {
    return this.#gone ? this.#docs.filter((doc) => !this.#gone!.has(doc)) : this.#docs.slice();
  }

  /** Whether a document other than the one with `id` has the key. */
  heldByOtherThan(id: string): boolean {
    for (const doc of this.#docs) if (doc._id !== id && !this.#gone?.has(doc)) return true;
    return false;
  }

  #compact() {
    this.#docs = this.values();
    this.#gone = null;
  }
}
