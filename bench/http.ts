import autocannon from 'autocannon';
import { Worker, type ResourceLimits } from 'node:worker_threads';

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99: number;
  errors: number;
}

/** Drives one URL with autocannon; non-2xx answers count as errors so a broken route cannot look fast. */
export async function load(url: string, headers: Record<string, string> = {}, seconds = 5): Promise<LoadResult> {
  const result = await autocannon({ url, headers, connections: 20, duration: seconds, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface ServedApp {
  url: string;
  headers: Record<string, string>;
  /** Sends a message to the server module (which listens on `parentPort`) and waits for its reply. */
  ask(message: unknown): Promise<unknown>;
  /** The server thread's V8 heap (the process's RSS also holds the client's). */
  heap(): Promise<{ total: number; used: number }>;
  close(): Promise<void>;
}

/**
 * Starts a server module in a worker thread, so the server and autocannon do not share one event
 * loop. The module's default export starts listening and returns `{url, headers}`.
 */
export async function serveInWorker(module: string, data: unknown = null, resourceLimits?: ResourceLimits): Promise<ServedApp> {
  const worker = new Worker(new URL('./http-worker.ts', import.meta.url), { workerData: { module, data }, ...(resourceLimits ? { resourceLimits } : {}) });
  const started = await new Promise<{ url: string; headers: Record<string, string> }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const ask = (message: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const failed = (error: unknown) => {
        worker.off('message', answered);
        reject(error);
      };
      const answered = (reply: unknown) => {
        worker.off('error', failed);
        resolve(reply);
      };
      worker.once('message', answered);
      worker.once('error', failed);
      worker.postMessage(message);
    });
  const heap = async () => {
    const statistics = await worker.getHeapStatistics();
    return { total: statistics.total_heap_size, used: statistics.used_heap_size };
  };
  return { ...started, ask, heap, close: async () => void (await worker.terminate()) };
}

export function ratio(candidate: LoadResult, baseline: LoadResult) {
  return `${((candidate.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0)}%`;
}
