/**
 * Worker thread of broker-csv-reader.ts, off the event loop that serves requests: parses large
 * import request bodies (JSON), reads broker files with parseBrokerCsv and turns their rows into
 * the plan's rows, each checked with the forms' schemas (`ownProblem`). The rows go back 2,000
 * to a message, each after the reader asks for it, so the request thread never decodes more than
 * one such message at a time; the next message is made ready while the reader takes this one.
 */
import { parentPort } from 'node:worker_threads';
import { CsvImportError, parseBrokerCsv, type BrokerImport } from '@folio/contracts';
import secureJson from 'secure-json-parse';
import { ownProblem, positionRowOf, transactionRowOf, type PlanRow } from './import-plan.ts';

export type ReaderRequest = { id: number; text: string; today: string; listId: string } | { id: number; more: true } | { id: number; json: string };
export type ReaderAnswer =
  | { id: number; rows: PlanRow[]; checked: (string | null | undefined)[] }
  | { id: number; json: unknown }
  | { id: number; invalidJson: true }
  | { id: number; done: Omit<BrokerImport, 'rows'> }
  | { id: number; error: { code: CsvImportError['code'] | null; message: string } };

const ROWS_PER_MESSAGE = 2000;
const port = parentPort!;

interface Reading {
  parsed: BrokerImport;
  listId: string;
  /** Rows made into messages so far. */
  made: number;
  /** The next message, ready to go when the reader asks. */
  next: ReaderAnswer;
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
  return { id, rows, checked };
}

function sendNext(id: number) {
  const entry = reading.get(id);
  if (!entry) return;
  const message = entry.next;
  port.postMessage(message satisfies ReaderAnswer);
  if ('done' in message) reading.delete(id);
  else entry.next = nextMessage(id, entry);
}

port.on('message', (request: ReaderRequest) => {
  if ('more' in request) return sendNext(request.id);
  if ('json' in request) {
    // A large request body, parsed as Fastify's own JSON parser does (prototype poisoning refused).
    try {
      port.postMessage({ id: request.id, json: secureJson.parse(request.json, { protoAction: 'error', constructorAction: 'error' }) } satisfies ReaderAnswer);
    } catch {
      port.postMessage({ id: request.id, invalidJson: true } satisfies ReaderAnswer);
    }
    return;
  }
  try {
    const entry = { parsed: parseBrokerCsv(request.text, { today: request.today }), listId: request.listId, made: 0 } as Reading;
    entry.next = nextMessage(request.id, entry);
    reading.set(request.id, entry);
  } catch (error) {
    const code = error instanceof CsvImportError ? error.code : null;
    port.postMessage({ id: request.id, error: { code, message: error instanceof Error ? error.message : String(error) } } satisfies ReaderAnswer);
    return;
  }
  sendNext(request.id);
});
