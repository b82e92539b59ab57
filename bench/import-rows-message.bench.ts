/**
 * A 100k-row broker file's rows crossing from the reader thread to the request thread, 2,000 to a
 * message: as row objects (structured clone rebuilds each property by property) against as columns
 * (`portfolio/packed-rows.ts`). Both sides timed in one thread with v8.serialize / deserialize,
 * which is what postMessage does: the reader's side encodes, the request thread's side decodes
 * and, for columns, makes the row objects again. Medians of 9 rounds over the whole file.
 */
import { deserialize, serialize } from 'node:v8';
import { parseBrokerCsv } from '../contracts/src/index.ts';
import { importRowsOf } from '../backend/src/portfolio/import-plan.ts';
import { packRows, unpackRows } from '../backend/src/portfolio/packed-rows.ts';
import { brokerCsv } from './csv-import.bench.ts';
import { report } from './support.ts';

const ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const PER_MESSAGE = 2000;

function median(rounds: number, work: () => void): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

export async function run() {
  const rows = importRowsOf(parseBrokerCsv(brokerCsv(ROWS), { today: '2024-06-01' }));
  const slices = Array.from({ length: Math.ceil(rows.length / PER_MESSAGE) }, (_, index) => rows.slice(index * PER_MESSAGE, (index + 1) * PER_MESSAGE));
  const checked = slices.map((slice) => slice.map(() => null));
  const asObjects = slices.map((slice, index) => serialize({ id: 1, rows: slice, checked: checked[index] }));
  const asColumns = slices.map((slice, index) => serialize({ id: 1, rows: packRows(slice), checked: checked[index] }));
  const objectsSent = median(9, () => slices.forEach((slice, index) => serialize({ id: 1, rows: slice, checked: checked[index] })));
  const columnsSent = median(9, () => slices.forEach((slice, index) => serialize({ id: 1, rows: packRows(slice), checked: checked[index] })));
  const objectsTaken = median(9, () => asObjects.forEach((bytes) => deserialize(bytes)));
  const columnsTaken = median(9, () => asColumns.forEach((bytes) => unpackRows(deserialize(bytes).rows)));
  const bytes = (messages: Buffer[]) => `${(messages.reduce((sum, message) => sum + message.length, 0) / 2 ** 20).toFixed(1)} MB`;
  report(`Import rows from the reader thread: ${rows.length.toLocaleString('en-US')} rows, ${slices.length} messages (medians of 9)`, {
    'reader thread: row objects': `${objectsSent.toFixed(0)} ms (${bytes(asObjects)})`,
    'reader thread: columns': `${columnsSent.toFixed(0)} ms (${bytes(asColumns)}); ${(objectsSent / columnsSent).toFixed(1)}x faster`,
    'request thread: row objects': `${objectsTaken.toFixed(0)} ms`,
    'request thread: columns, rows made': `${columnsTaken.toFixed(0)} ms; ${(objectsTaken / columnsTaken).toFixed(1)}x faster`,
  });
}

if (import.meta.main) await run();
