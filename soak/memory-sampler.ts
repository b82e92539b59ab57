/**
 * Loaded into the soak's server with `--import` (soak/server.ts `memoryFile`): every 2 s, the main
 * thread's memory as V8 and the OS count it, one JSON line to SOAK_MEMORY_FILE. The mixed load
 * reads it back to say where RSS growth went (memory-breakdown.ts): V8's committed
 * heap, the heap in use, external memory, and the rest. Worker threads load it too and write nothing.
 */
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

export interface MemorySample {
  /** Wall-clock ms (Date.now()), so the suite can place it on its own timeline. */
  at: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

const file = process.env.SOAK_MEMORY_FILE;
if (isMainThread && file) {
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external } = process.memoryUsage();
    appendFileSync(file, `${JSON.stringify({ at: Date.now(), rss, heapTotal, heapUsed, external } satisfies MemorySample)}\n`);
  }, 2000).unref();
}
