import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/** SQLite's default: a commit that leaves the log longer than this many pages checkpoints it. */
const AUTOCHECKPOINT_PAGES = 1000;

/**
 * Checkpoints of a SQLite database's write-ahead log after large writes (the event store's sliced
 * appends, the read store's flushes during an import), run by a worker thread
 * (sqlite-checkpointer.ts) started at the first one. While one is asked for, the main
 * connection's commits do not checkpoint (a small append right after a 100k-event one would
 * otherwise copy the long log on the request thread); once it is done, or failed (that loses
 * nothing: the log is just longer), they do again, as SQLite always does. They also do not while
 * a large write through another connection is held (`hold`): it spans event-loop turns, and each
 * other user's small commit meanwhile checkpointed the megabytes it had written so far (30-133 ms
 * on the request thread, three times during one 100k-row import).
 */
export class WalCheckpoints {
  readonly #main: DatabaseSync;
  readonly #path: string;
  #worker: Worker | null = null;
  #asked = 0;
  #held = 0;

  constructor(main: DatabaseSync, path: string) {
    this.#main = main;
    this.#path = path;
  }

  /** Before a large commit on the main connection: it will not checkpoint; `ask` after it. */
  holdOff() {
    this.#main.exec('PRAGMA wal_autocheckpoint = 0');
  }

  /**
   * Keeps the main connection's commits from checkpointing until the returned release is called
   * (once is enough; more do nothing), which asks the thread to checkpoint what was written.
   */
  hold(): () => void {
    this.#held += 1;
    this.#main.exec('PRAGMA wal_autocheckpoint = 0');
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#held -= 1;
      if (this.#main.isOpen) this.ask();
    };
  }

  ask() {
    const worker = this.#worker ?? this.#start();
    this.#main.exec('PRAGMA wal_autocheckpoint = 0');
    this.#asked += 1;
    worker.postMessage('checkpoint');
  }

  #start(): Worker {
    const worker = new Worker(new URL('./sqlite-checkpointer.ts', import.meta.url), { workerData: { path: this.#path } });
    worker.unref();
    worker.on('message', () => this.#done());
    worker.on('error', () => {
      if (this.#worker === worker) this.#worker = null;
      this.#asked = 1;
      this.#done();
    });
    this.#worker = worker;
    return worker;
  }

  #done() {
    this.#asked = Math.max(0, this.#asked - 1);
    if (this.#asked === 0 && this.#held === 0 && this.#main.isOpen) this.#main.exec(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  }

  /** Ends the thread once it has closed its connection. */
  async close() {
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    const ended = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref(); // keeps the process alive until then
    worker.postMessage('close');
    await ended;
  }
}
