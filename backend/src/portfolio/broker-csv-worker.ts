/**
 * Worker thread of broker-csv-reader.ts: reads broker files with parseBrokerCsv off the event
 * loop that serves requests. The rows go back 2,000 to a message, each after the reader asks for
 * it, so the request thread never decodes more than one such message at a time.
 */
import { parentPort } from 'node:worker_threads';
import { CsvImportError, parseBrokerCsv, type BrokerImport } from '@folio/contracts';

export type ReaderRequest = { id: number; text: string; today: string } | { id: number; more: true };
export type ReaderAnswer =
  | { id: number; rows: BrokerImport['rows'] }
  | { id: number; done: Omit<BrokerImport, 'rows'> }
  | { id: number; error: { code: CsvImportError['code'] | null; message: string } };

const ROWS_PER_MESSAGE = 2000;
const port = parentPort!;
/** Files read and not yet fully sent back, by request id. */
const reading = new Map<number, { parsed: BrokerImport; sent: number }>();

function sendNext(id: number) {
  const entry = reading.get(id);
  if (!entry) return;
  const { parsed, sent } = entry;
  if (sent < parsed.rows.length) {
    entry.sent = sent + ROWS_PER_MESSAGE;
    port.postMessage({ id, rows: parsed.rows.slice(sent, sent + ROWS_PER_MESSAGE) } satisfies ReaderAnswer);
    return;
  }
  reading.delete(id);
  const { rows: _rows, ...rest } = parsed;
  port.postMessage({ id, done: rest } satisfies ReaderAnswer);
}

port.on('message', (request: ReaderRequest) => {
  if ('more' in request) return sendNext(request.id);
  try {
    reading.set(request.id, { parsed: parseBrokerCsv(request.text, { today: request.today }), sent: 0 });
  } catch (error) {
    const code = error instanceof CsvImportError ? error.code : null;
    port.postMessage({ id: request.id, error: { code, message: error instanceof Error ? error.message : String(error) } } satisfies ReaderAnswer);
    return;
  }
  sendNext(request.id);
});
