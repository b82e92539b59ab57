import { join } from 'node:path';
import { projections } from '../backend/src/app.ts';
import { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import { ProjectionEngine } from '../backend/src/projections/engine.ts';
import { replayAll } from '../backend/src/projections/replay.ts';
import { EmbeddedReadStore } from '../backend/src/readstore/embedded.ts';
import { perSecond, report, scratchDir } from './support.ts';
import { seedListHistories } from './support.ts';

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PER_USER = 20;

/** Replay of the whole log into fresh read models, and a restart on the persisted read models. */
export async function run() {
  const { dir, cleanup } = scratchDir('replay');
  const events = SqliteEventStore.open(join(dir, 'events.sqlite'));
  seedListHistories(events, TOTAL / PER_USER, PER_USER);

  const readStore = EmbeddedReadStore.open(join(dir, 'read-models.sqlite'));
  const replay = await replayAll({ events, readStore, projections });
  await readStore.close();

  // What `npm start` does on a restart: load the read models, resume from the checkpoints.
  const started = performance.now();
  const reopened = EmbeddedReadStore.open(join(dir, 'read-models.sqlite'));
  const engine = new ProjectionEngine({ events, readStore: reopened, projections });
  await engine.start();
  await engine.catchUp();
  const restartMs = performance.now() - started;
  const documents = await reopened.collection('lists').count({});
  await engine.stop();
  await reopened.close();
  await events.close();
  cleanup();

  report(`Replay: ${replay.events.toLocaleString('en-US')} list events of ${(TOTAL / PER_USER).toLocaleString('en-US')} users`, {
    'replay into read models (events/s)': `${perSecond(replay.events, replay.ms)}  (target >= 150k)`,
    'replay time': `${(replay.ms / 1000).toFixed(1)} s`,
    'restart, ready to serve': `${(restartMs / 1000).toFixed(2)} s for ${documents.toLocaleString('en-US')} lists (target < 10 s)`,
  });
}

if (import.meta.main) await run();
