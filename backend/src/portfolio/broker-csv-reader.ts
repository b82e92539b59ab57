/**
 * Reads a broker file for the import: its rows as the plan reads them. A large file (100k rows,
 * 12 MB) takes papaparse, the row rules and the forms' checks of every row more than a second,
 * during which one event loop would answer nobody else; such files are read in a worker thread
 * (broker-csv-worker.ts), which also checks each row (`ownProblem`), and their rows come back in
 * slices, with an event-loop turn after each. Small files are read here: a thread's round trip
 * would cost more.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { CSV_MESSAGES, CsvImportError, parseBrokerCsv, type BrokerImport } from '@folio/contracts';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { knownBodyHashes } from '../platform/body-hash.ts';
import { readBodyInPieces, type BodyPieces } from '../platform/body-pieces.ts';
import { turn } from '../shared/yielding.ts';
import { type ReaderAnswer, type ReaderRequest } from './broker-csv-messages.ts';
import { importRowsOf, type PlanRow } from './import-plan.ts';
import { unpackRows } from './packed-rows.ts';

/** Files of at least this many characters are read in the worker thread. */
export const OFF_THREAD_CHARS = 256 * 1024;

/** A broker file read for the import. */
export interface ImportFile {
  /** What the file is and what was left out of it: parseBrokerCsv's answer but its rows. */
  file: Omit<BrokerImport, 'rows'>;
  rows: PlanRow[];
  /**
   * Each row's own problem (`ownProblem`, null: none) where the reader thread checked it, by
   * index; undefined for a row it left to the plan (one naming only an ISIN). null: none checked.
   */
  checked: (string | null | undefined)[] | null;
}

/**
 * Called with each slice of a file's rows as it arrives (a small file: all of them at once, not
 * checked), `checked` as in ImportFile; the next slice waits until the promise settles.
 */
export type RowsArrived = (rows: PlanRow[], checked: (string | null | undefined)[] | null) => Promise<void>;

interface Pending {
  onRows: RowsArrived;
  /** The slices handed to `onRows` so far, one after another (two may arrive at once). */
  taken: Promise<void>;
  /** What `onRows` threw: the read goes on to its end (the thread's part of it), then fails with it. */
  failure?: unknown;
  resolve(file: Omit<BrokerImport, 'rows'>): void;
  reject(error: unknown): void;
}

/** A request body parsed in the thread. */
interface PendingBody {
  /** `hash`: the body's `bodyHash`, when it was asked for. */
  resolve(value: unknown, hash?: string): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
const pendingBodies = new Map<number, PendingBody>();
/**
 * Broker files of large bodies that the thread keeps for their requests (at most MAX_KEPT_FILES),
 * by body id: the body's `csv` here is the file's handle, a string no client can make up, and
 * reading it reads the thread's file. Forgotten once read or when their request ends; the thread
 * lets go of a file only when told, so a file named here is always there.
 */
const keptFiles = new Map<number, string>();
/** How every handle starts: a file named so but not kept (the thread restarted) is an error, not CSV. */
const HANDLE = '\u0000broker file kept by the reader thread ';
/** The body id of a request whose file is kept. */
const keptFor = new WeakMap<FastifyRequest, number>();
/** How large files were handed to the thread in this process: its own copy of the body's, or sent. */
export const fileReads = { kept: 0, sent: 0 };

/** Files the thread keeps for requests in progress. */
export const keptFileCount = () => keptFiles.size;
/** Large bodies being sent to the thread or parsed there. */
export const bodiesInThread = () => pendingBodies.size;

/** The handle the request's body carries as its `csv`. */
function keepFile(id: number): string {
  const handle = HANDLE + randomUUID();
  keptFiles.set(id, handle);
  return handle;
}

function forgetFile(id: number) {
  if (keptFiles.delete(id)) worker?.postMessage({ id, forget: true } satisfies ReaderRequest);
}

function failAll(error: Error) {
  for (const waiting of [...pending.values(), ...pendingBodies.values()]) waiting.reject(error);
  pending.clear();
  pendingBodies.clear();
  keptFiles.clear(); // a new thread holds none of them
  worker = null;
}

/** A large body of `request`, sent to the thread as it arrives; `done` is Fastify's. */
function bodyToThread(request: FastifyRequest, done: (error: Error | null, body?: unknown) => void): BodyPieces {
  const thread = started();
  thread.ref();
  const id = nextId++;
  keptFor.set(request, id);
  pendingBodies.set(id, {
    resolve: (value, hash) => {
      if (hash !== undefined) knownBodyHashes.set(request, hash);
      done(null, value);
    },
    reject: (error) => done(error, undefined),
  });
  return {
    piece(bytes) {
      // A copy of its own, handed over: a chunk may be a view of the socket's shared read buffer.
      const piece = new ArrayBuffer(bytes.byteLength);
      new Uint8Array(piece).set(bytes);
      thread.postMessage({ id, piece } satisfies ReaderRequest, [piece]);
    },
    end() {
      // A body with an Idempotency-Key is also hashed there (the key's check would take ~190 ms here).
      const hash = typeof request.headers['idempotency-key'] === 'string';
      thread.postMessage({ id, bodyEnd: true, ...(hash ? { hash } : {}) } satisfies ReaderRequest);
    },
    abandon() {
      pendingBodies.delete(id);
      idleUnlessAsked(thread);
      thread.postMessage({ id, bodyAbandoned: true } satisfies ReaderRequest);
    },
  };
}

/** Lets the process exit once nothing is asked of the thread. */
function idleUnlessAsked(thread: Worker) {
  if (pending.size === 0 && pendingBodies.size === 0) thread.unref();
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
  const body = pendingBodies.get(answer.id);
  if (body) {
    pendingBodies.delete(answer.id);
    idleUnlessAsked(thread);
    if ('json' in answer) {
      if (answer.keptFile) (answer.json as { csv: string }).csv = keepFile(answer.id);
      body.resolve(answer.json, answer.hash);
    }
    else body.reject(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY());
    return;
  }
  const waiting = pending.get(answer.id);
  if (!waiting) return;
  if ('rows' in answer) {
    // Meanwhile the thread makes the next slice ready.
    const { onRows } = waiting;
    waiting.taken = waiting.taken.then(async () => {
      if (waiting.failure === undefined) await onRows(unpackRows(answer.rows), answer.checked).catch((error: unknown) => (waiting.failure = error ?? new Error('Rows not taken')));
    });
    await waiting.taken;
    await turn();
    thread.postMessage({ id: answer.id, more: true } satisfies ReaderRequest);
    return;
  }
  await waiting.taken;
  pending.delete(answer.id);
  idleUnlessAsked(thread);
  if ('error' in answer) {
    const { code, message } = answer.error;
    waiting.reject(code ? new CsvImportError(code, message) : new Error(message));
  } else if (waiting.failure !== undefined) {
    waiting.reject(waiting.failure);
  } else if ('done' in answer) {
    waiting.resolve(answer.done);
  }
}

/**
 * Starts the reader thread ahead of the first large file, as the server does once it listens:
 * loading the thread's modules takes about 0.4 s, which the first import would otherwise wait for.
 */
export function startBrokerCsvReader(): void {
  started();
}

/**
 * parseBrokerCsv and the rows as the plan reads them, in the worker thread for a large file
 * (whose rows come back checked for `listId`). Throws CsvImportError as parseBrokerCsv does.
 */
export async function readImportFile(text: string, options: { today: string; listId: string }): Promise<ImportFile> {
  const rows: PlanRow[] = [];
  let checked: (string | null | undefined)[] | null = null;
  const file = await readImportFileInSlices(text, options, async (slice, sliceChecked) => {
    for (const row of slice) rows.push(row);
    if (sliceChecked) for (const problem of sliceChecked) (checked ??= []).push(problem);
  });
  return { file, rows, checked };
}

/**
 * `readImportFile` handing the rows to `onRows` a slice at a time as they arrive, while the
 * thread reads on, and keeping none of them: what the file is and what was left out of it.
 */
export function readImportFileInSlices(text: string, options: { today: string; listId: string }, onRows: RowsArrived): Promise<Omit<BrokerImport, 'rows'>> {
  // The file of a request's body that the thread kept, by its handle.
  let kept: number | undefined;
  if (typeof text === 'string' && text.startsWith(HANDLE)) {
    for (const [bodyId, handle] of keptFiles) if (handle === text) kept = bodyId;
    // Not this process's (a body's file whose reader thread stopped, or made up): the file is gone.
    if (kept === undefined) return Promise.reject(new CsvImportError('parse', CSV_MESSAGES.parseFailed('the file is no longer held; send it again')));
  } else if (typeof text !== 'string' || text.length < OFF_THREAD_CHARS) {
    return Promise.resolve().then(async () => {
      const parsed = parseBrokerCsv(text, options);
      const { rows: _rows, ...file } = parsed;
      await onRows(importRowsOf(parsed), null);
      return file;
    });
  }
  const thread = started();
  thread.ref(); // answers are on their way
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { onRows, taken: Promise.resolve(), resolve, reject });
    const { today, listId } = options;
    if (kept === undefined) {
      fileReads.sent += 1;
      thread.postMessage({ id, text, today, listId } satisfies ReaderRequest);
    } else {
      fileReads.kept += 1;
      keptFiles.delete(kept); // the thread lets go of it once read
      thread.postMessage({ id, kept, today, listId } satisfies ReaderRequest);
    }
  });
}

/**
 * Parses the JSON request bodies of `app`'s routes (a plugin's own routes) as Fastify does, a body
 * of OFF_THREAD_CHARS bytes or more in the reader thread: JSON.parse of a 12 MB import held the
 * event loop ~100 ms. Its bytes go over a piece at a time as they arrive (body-pieces.ts) and are
 * joined there. A broker file in the body stays there for the request to read (until it ends):
 * the body's `csv` is then the file's handle, which only `readImportFileInSlices` reads. A body
 * sent with an Idempotency-Key is hashed there too (`knownBodyHashes`: the key's check would spend
 * ~190 ms of this loop on 12 MB). Invalid JSON is Fastify's own 400
 * (FST_ERR_CTP_INVALID_JSON_BODY) either way, a body over the limit its 413.
 */
export function parseLargeJsonBodiesOffThread(app: FastifyInstance): void {
  const here = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBodyInPieces(request, payload, {
      largeAt: OFF_THREAD_CHARS,
      small: (body) => here(request, body.toString('utf8'), done),
      fail: (error) => done(error, undefined),
      large: () => bodyToThread(request, done),
    });
  });
  app.addHook('onResponse', async (request) => {
    const id = keptFor.get(request);
    if (id !== undefined) forgetFile(id);
  });
}
