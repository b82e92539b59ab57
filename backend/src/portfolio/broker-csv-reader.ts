/**
 * Reads a broker file for the import. A large file (100k rows, 12 MB) takes papaparse and the
 * row rules about a second, during which one event loop would answer nobody else; such files
 * are read in a worker thread (broker-csv-worker.ts) and their rows come back in slices, with an
 * event-loop turn after each. Small files are read here: a thread's round trip would cost more.
 */
import { Worker } from 'node:worker_threads';
import { CsvImportError, parseBrokerCsv, type BrokerImport } from '@folio/contracts';
import { turn } from '../shared/yielding.ts';
import type { ReaderAnswer, ReaderRequest } from './broker-csv-worker.ts';

/** Files of at least this many characters are read in the worker thread. */
export const OFF_THREAD_CHARS = 256 * 1024;

interface Pending {
  /** Rows of a positions or a transactions file, as they arrive. */
  rows: unknown[];
  resolve(parsed: BrokerImport): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
  worker = null;
}

function started(): Worker {
  if (worker) return worker;
  const thread = new Worker(new URL('./broker-csv-worker.ts', import.meta.url));
  thread.on('message', (answer: ReaderAnswer) => void received(thread, answer));
  thread.on('error', (error) => failAll(new Error(`The file reader stopped: ${error.message}`)));
  thread.on('exit', (code) => {
    if (worker === thread) failAll(new Error(`The file reader stopped (exit code ${code})`));
  });
  thread.unref(); // an idle reader does not keep the process alive
  worker = thread;
  return thread;
}

async function received(thread: Worker, answer: ReaderAnswer) {
  const waiting = pending.get(answer.id);
  if (!waiting) return;
  if ('rows' in answer) {
    for (const row of answer.rows as unknown[]) waiting.rows.push(row);
    await turn();
    thread.postMessage({ id: answer.id, more: true } satisfies ReaderRequest);
    return;
  }
  pending.delete(answer.id);
  if (pending.size === 0) thread.unref();
  if ('error' in answer) {
    const { code, message } = answer.error;
    waiting.reject(code ? new CsvImportError(code, message) : new Error(message));
  } else {
    waiting.resolve({ ...answer.done, rows: waiting.rows } as BrokerImport);
  }
}

/**
 * Starts the reader thread ahead of the first large file, as the server does once it listens:
 * loading the thread's modules takes about 0.4 s, which the first import would otherwise wait for.
 */
export function startBrokerCsvReader(): void {
  started();
}

/** parseBrokerCsv, in the worker thread for a large file. Throws CsvImportError as it does. */
export function readBrokerCsv(text: string, options: { today: string }): Promise<BrokerImport> {
  if (typeof text !== 'string' || text.length < OFF_THREAD_CHARS) return Promise.resolve().then(() => parseBrokerCsv(text, options));
  const thread = started();
  thread.ref(); // answers are on their way
  const id = nextId++;
  return new Promise<BrokerImport>((resolve, reject) => {
    pending.set(id, { rows: [], resolve, reject });
    thread.postMessage({ id, text, today: options.today } satisfies ReaderRequest);
  });
}
