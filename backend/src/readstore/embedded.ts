import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Doc, ReadStore } from './port.ts';
import { MemoryCollection } from './memory-collection.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id         TEXT NOT NULL,
  body       TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) STRICT, WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) STRICT;
`;

/**
 * The embedded read store: collections live in memory (queries never touch the disk) and are
 * persisted to a SQLite file, so a restart loads the read models instead of replaying the log.
 * Writes are flushed on the next tick or, for projections, together with their checkpoint in one
 * transaction. A flush that lands before its checkpoint is harmless: documents carry the position
 * they applied, so the re-delivered events are skipped.
 */
export class EmbeddedReadStore implements ReadStore {
  readonly kind = 'embedded' as const;
  readonly #db: DatabaseSync;
  readonly #collections = new Map<string, MemoryCollection<Doc>>();
  readonly #dirty = new Map<string, Set<string>>();
  #flushScheduled = false;

  private constructor(db: DatabaseSync) {
    this.#db = db;
    this.#load();
  }

  /** `path` ':memory:' gives a store that is never persisted (tests). */
  static open(path: string): EmbeddedReadStore {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;');
    db.exec(SCHEMA);
    return new EmbeddedReadStore(db);
  }

  #load() {
    const rows = this.#db.prepare('SELECT collection, id, body FROM documents').all() as {
      collection: string;
      body: string;
    }[];
    for (const row of rows) this.#collectionNamed(row.collection).load(JSON.parse(row.body) as Doc);
  }

  collection<T extends Doc>(name: string): MemoryCollection<T> {
    return this.#collectionNamed(name) as unknown as MemoryCollection<T>;
  }

  #collectionNamed(name: string): MemoryCollection<Doc> {
    let collection = this.#collections.get(name);
    if (!collection) {
      collection = new MemoryCollection<Doc>((id) => this.#markDirty(name, id));
      this.#collections.set(name, collection);
    }
    return collection;
  }

  #markDirty(collection: string, id: string) {
    let ids = this.#dirty.get(collection);
    if (!ids) this.#dirty.set(collection, (ids = new Set()));
    ids.add(id);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(() => this.#flush());
    }
  }

  async getCheckpoint(name: string): Promise<number | null> {
    const row = this.#db.prepare('SELECT position FROM checkpoints WHERE name = ?').get(name) as
      | { position: number }
      | undefined;
    return row?.position ?? null;
  }

  async saveCheckpoint(name: string, position: number): Promise<void> {
    this.#flush({ name, position });
  }

  #flush(checkpoint?: { name: string; position: number }) {
    this.#flushScheduled = false;
    if (!this.#db.isOpen) return;
    if (this.#dirty.size === 0 && !checkpoint) return;
    const put = this.#db.prepare('INSERT OR REPLACE INTO documents (collection, id, body) VALUES (?, ?, ?)');
    const remove = this.#db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?');
    this.#db.exec('BEGIN');
    try {
      for (const [name, ids] of this.#dirty) {
        const collection = this.#collectionNamed(name);
        for (const id of ids) {
          const doc = collection.get(id);
          if (doc) put.run(name, id, JSON.stringify(doc));
          else remove.run(name, id);
        }
      }
      if (checkpoint) {
        this.#db
          .prepare('INSERT OR REPLACE INTO checkpoints (name, position) VALUES (?, ?)')
          .run(checkpoint.name, checkpoint.position);
      }
      this.#db.exec('COMMIT');
      this.#dirty.clear();
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async reset(): Promise<void> {
    this.#db.exec('DELETE FROM documents; DELETE FROM checkpoints;');
    for (const collection of this.#collections.values()) collection.drop();
    this.#dirty.clear();
  }

  async close(): Promise<void> {
    if (!this.#db.isOpen) return;
    this.#flush();
    this.#db.close();
  }

  /** Stop without flushing pending writes: what a crash leaves behind (tests only). */
  abandon(): void {
    this.#dirty.clear();
    if (this.#db.isOpen) this.#db.close();
  }
}
