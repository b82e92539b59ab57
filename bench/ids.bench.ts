import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { newUuid } from '../backend/src/shared/uuid.ts';
import { report } from './support.ts';

const IDS = 1_000_000;
const ROUNDS = 3;

/** A full collection, as --expose-gc would allow (the bench runs without it). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Makes IDS ids with `make`, keeps them, then reads each one's last character: ns per id each, and the heap kept per id. */
function measure(make: () => string) {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const ids = new Array<string>(IDS);
  let started = performance.now();
  for (let index = 0; index < IDS; index++) ids[index] = make();
  const makeNs = ((performance.now() - started) * 1e6) / IDS;
  collectGarbage();
  const keptBytes = (process.memoryUsage().heapUsed - before) / IDS - 8; // less the array's slot
  started = performance.now();
  let sum = 0;
  for (let index = 0; index < IDS; index++) sum += ids[index]!.charCodeAt(35);
  const readNs = ((performance.now() - started) * 1e6) / IDS;
  if (sum === 0) throw new Error('no ids');
  return { makeNs, keptBytes, readNs };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Random ids as the server makes them (`newUuid`, shared/uuid.ts) against Node's crypto.randomUUID,
 * alternating, median of ROUNDS: the time to make one, the heap one takes while kept unread, and the
 * time of its first read (a cons string is flattened then).
 */
export async function run() {
  const runs = { node: [] as ReturnType<typeof measure>[], ours: [] as ReturnType<typeof measure>[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.node.push(measure(randomUUID));
    runs.ours.push(measure(newUuid));
  }
  const figure = (side: keyof typeof runs, key: keyof ReturnType<typeof measure>) => median(runs[side].map((run) => run[key]));
  const line = (key: keyof ReturnType<typeof measure>, unit: string) =>
    `${figure('ours', key).toFixed(0)} ${unit} against ${figure('node', key).toFixed(0)} (${(figure('ours', key) / figure('node', key)).toFixed(2)}x)`;
  report(`Random ids: ${IDS.toLocaleString('en-US')} made and kept, newUuid against crypto.randomUUID, median of ${ROUNDS}`, {
    'make one': line('makeNs', 'ns'),
    'heap kept per id, unread': line('keptBytes', 'B'),
    'first read of one': line('readNs', 'ns'),
  });
}

if (import.meta.main) await run();
