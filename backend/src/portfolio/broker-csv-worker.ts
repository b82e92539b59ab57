/**
 * Worker thread of broker-csv-reader.ts, off the event loop that serves requests: joins large
 * import request bodies from their pieces and parses them (JSON), reads broker files with
 * parseBrokerCsv and turns their rows into the plan's rows, each checked with the forms' schemas
 * (`ownProblem`). The rows go back 2,000 to a message, as columns (packed-rows.ts), at most
 * MESSAGES_AHEAD ahead of the reader's asking, so the request thread never has more than two such
 * messages to decode at once; the next is made ready meanwhile.
 * A large body's broker file (`csv`) is also kept here until its request reads it (or ends): the
 * body goes back without it, and the 12 MB of text is neither sent back nor over again to be read.
 */
import { parentPort } from 'node:worker_threads';
import { CsvImportError, parseBrokerCsv, type BrokerImport } from '@folio/contracts';
import secureJson from 'secure-json-parse';
import { bodyHash } from '../platform/body-hash.ts';
import { KEPT_FILE_CHARS, MAX_KEPT_FILES, type ReaderAnswer, type ReaderRequest } from './broker-csv-messages.ts';
import { ownProblem, positionRowOf, transactionRowOf } from './import-plan.ts';
import { packRows } from './packed-rows.ts';

const ROWS_PER_MESSAGE = 2000;
/**
 * Messages of rows sent ahead of the reader's asking: while the request thread takes one, the
 * next is already on its way, and this thread makes the one after. Two at most reach the request
 * thread at once (decoding one takes ~5 ms).
 */
const MESSAGES_AHEAD = 2;
const port = parentPort!;

/** Broker files of large bodies parsed here, by body id, until read or forgotten. */
const keptFiles = new Map<number, string>();
/** Large bodies still arriving, their pieces by body id: joined here, off the request thread. */
const arriving = new Map<number, Buffer[]>();

interface Reading {
  parsed: BrokerImport;
  listId: string;
  /** Rows made into messages so far. */
  made: number;
  /** The next message, ready to go when the reader may take it. */
  next: ReaderAnswer;
  /** Messages the reader may still be sent before it asks for more. */
  credit: number;
}
/** Files read and not yet fully sent back, by request id. */
const reading = new Map<number, Reading>();

/**
 * The message after the rows made so far. A row that names only an ISIN is left unchecked
 * (undefined): the request thread checks it once the ISIN has given its ticker.
 */
function nextMessage(id: number, entry: Reading): ReaderAnswer {
  const { parsed, made, listId } = entry;
  if (made >= parsed.rows.length) {
    const { rows: _rows, ...rest } = parsed;
    return { id, done: rest };
  }
  const fileRows = parsed.rows.slice(made, made + ROWS_PER_MESSAGE);
  entry.made = made + fileRows.length;
  const rows = parsed.format === 'transactions' ? (fileRows as Extract<BrokerImport, { format: 'transactions' }>['rows']).map(transactionRowOf) : (fileRows as Extract<BrokerImport, { format: 'positions' }>['rows']).map(positionRowOf);
  const checked = rows.map((row) => (row.symbol === '' && row.isin ? undefined : ownProblem(row, listId)));
  return { id, rows: packRows(rows), checked };
}

/** Sends what the reader may take now (`asked`: it took one and asks for more), making each next message ready. */
function sendNext(id: number, asked: boolean) {
  const entry = reading.get(id);
  if (!entry) return;
  if (asked) entry.credit += 1;
  while (entry.credit > 0) {
    const message = entry.next;
    port.postMessage(message satisfies ReaderAnswer);
    entry.credit -= 1;
    if ('done' in message) {
      reading.delete(id);
      return;
    }
    entry.next = nextMessage(id, entry);
  }
}

/** A large request body, parsed as Fastify's own JSON parser does (UTF-8, prototype poisoning refused). */
function parseBody(id: number, bytes: Buffer, hashIt: boolean) {
  let json: unknown;
  try {
    json = secureJson.parse(bytes, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    port.postMessage({ id, invalidJson: true } satisfies ReaderAnswer);
    return;
  }
  const csv = json !== null && typeof json === 'object' ? (json as { csv?: unknown }).csv : undefined;
  // Until read or forgotten; at most MAX_KEPT_FILES (beyond, the body goes back whole).
  const keptFile = typeof csv === 'string' && csv.length >= KEPT_FILE_CHARS && keptFiles.size < MAX_KEPT_FILES;
  const hash = hashIt ? { hash: bodyHash(json) } : {};
  if (!keptFile) return port.postMessage({ id, json, keptFile, ...hash } satisfies ReaderAnswer);
  keptFiles.set(id, csv);
  // Sent back without it: copying 12 MB over held the request thread ~40 ms.
  const { csv: _kept, ...rest } = json as { csv: string };
  port.postMessage({ id, json: rest, keptFile, ...hash } satisfies ReaderAnswer);
}

port.on('message', (request: ReaderRequest) => {
  if ('more' in request) return sendNext(request.id, true);
  if ('piece' in request) {
    const pieces = arriving.get(request.id);
    if (pieces) pieces.push(Buffer.from(request.piece));
    else arriving.set(request.id, [Buffer.from(request.piece)]);
    return;
  }
  if ('bodyEnd' in request) {
    const pieces = arriving.get(request.id) ?? [];
    arriving.delete(request.id);
    return parseBody(request.id, Buffer.concat(pieces), request.hash === true);
  }
  if ('bodyAbandoned' in request) {
    arriving.delete(request.id);
    return;
  }
  if ('forget' in request) {
    keptFiles.delete(request.id);
    return;
  }
  try {
    let text: string | undefined;
    if ('kept' in request) {
      text = keptFiles.get(request.kept);
      keptFiles.delete(request.kept);
      if (text === undefined) throw new Error('The file reader no longer holds this file');
    } else text = request.text;
    const entry = { parsed: parseBrokerCsv(text, { today: request.today }), listId: request.listId, made: 0, credit: MESSAGES_AHEAD } as Reading;
    entry.next = nextMessage(request.id, entry);
    reading.set(request.id, entry);
  } catch (error) {
    const code = error instanceof CsvImportError ? error.code : null;
    port.postMessage({ id: request.id, error: { code, message: error instanceof Error ? error.message : String(error) } } satisfies ReaderAnswer);
    return;
  }
  sendNext(request.id, false);
});
