import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { serverStartFlags } from '../backend/src/platform/start-flags.ts';

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

export interface ServerMemory {
  /** The server process's resident set now, and its peak so far (VmHWM), in bytes. */
  rss: number;
  peakRss: number;
  heap: { total: number; used: number };
  external: number;
  arrayBuffers: number;
}

export interface ServedChild extends ServedApp {
  /** The server process's own memory (the bench's client lives in another process). */
  memory(options?: { collect?: boolean }): Promise<ServerMemory>;
  pid: number;
}

/** The kernel's peak resident set of a process (VmHWM, Linux), or 0 where /proc is absent. */
function peakRssOf(pid: number) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts a server module in a child process, so its RSS is the server's alone (in a worker the
 * process's RSS also holds the client's fetch buffers and the bodies it reads). Same module
 * interface as `serveInWorker`; `nodeOptions` are the server's flags (npm start's, by default).
 */
export async function serveInChild(module: string, data: unknown = null, nodeOptions = serverStartFlags(), env: Record<string, string> = {}): Promise<ServedChild> {
  const child = fork(new URL('./http-child.ts', import.meta.url), [], {
    execArgv: nodeOptions,
    env: { ...process.env, ...env, BENCH_CHILD_SERVER: JSON.stringify({ module, data }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started = await new Promise<{ url: string; headers: Record<string, string> }>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`server child exited (${code}) before listening`));
    child.once('exit', exited);
    child.once('error', reject);
    child.on('message', function first(message: { started?: boolean; url: string; headers: Record<string, string> }) {
      if (!message?.started) return;
      child.off('message', first);
      child.off('exit', exited);
      resolve({ url: message.url, headers: message.headers });
    });
  });
  let asked = 0;
  const memory = ({ collect = false } = {}) =>
    new Promise<ServerMemory>((resolve, reject) => {
      const id = ++asked;
      const answered = (reply: { benchMemory?: number; usage: NodeJS.MemoryUsage; heap: { total: number; used: number } }) => {
        if (reply?.benchMemory !== id) return;
        child.off('message', answered);
        const { rss, external, arrayBuffers } = reply.usage;
        resolve({ rss, peakRss: peakRssOf(child.pid!), heap: reply.heap, external, arrayBuffers });
      };
      child.on('message', answered);
      child.send({ benchMemory: id, collect }, (error) => error && reject(error));
    });
  const ask = (message: unknown) =>
    new Promise<unknown>((resolve) => {
      child.on('message', function answered(reply: { benchMemory?: number; started?: boolean }) {
        if (reply?.benchMemory !== undefined || reply?.started) return;
        child.off('message', answered);
        resolve(reply);
      });
      child.send(message as object);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ...started, pid: child.pid!, ask, memory, heap: async () => (await memory()).heap, close };
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
