import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ProjectionEngine } from './engine.ts';
import { replayAll } from './replay.ts';
import { snapshotReadModels } from './snapshot.ts';

let dir: string;
let app: TestApp;
let log: RecordedEvent[];

/** A realistic history: two users, lists created, renamed, re-defaulted and deleted. */
async function writeHistory() {
  const lists = (token: string) => ({
    create: async (name: string) => (await app.request('POST', '/api/lists', { token, body: { name } })).json().id as string,
    rename: (id: string, name: string) => app.request('PUT', `/api/lists/${id}`, { token, body: { name } }),
    setDefault: (id: string) => app.request('POST', `/api/lists/${id}/set-default`, { token, body: {} }),
    remove: (id: string) => app.request('DELETE', `/api/lists/${id}`, { token }),
  });
  for (const email of ['a@example.com', 'b@example.com']) {
    const user = lists((await app.signUp(email)).token);
    const growth = await user.create('Growth');
    const income = await user.create('Income');
    await user.rename(growth, 'Growth stocks');
    await user.setDefault(income);
    await user.remove(growth);
    await user.create('Speculative');
  }
}

async function readLog(events: SqliteEventStore) {
  return events.readAll({ after: null, maxCount: 1_000_000 });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-projections-'));
  app = await createTestApp({
    stores: { events: SqliteEventStore.open(join(dir, 'events.sqlite')), readStore: EmbeddedReadStore.open(join(dir, 'live.sqlite')) },
  });
  await writeHistory();
  log = await readLog(app.stores.events as SqliteEventStore);
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function freshReplay(name: string) {
  const readStore = EmbeddedReadStore.open(join(dir, `${name}.sqlite`));
  await replayAll({ events: app.stores.events, readStore, projections });
  return { readStore, snapshot: await snapshotReadModels(readStore, projections) };
}

describe('projections', () => {
  it('a full replay yields the same read models as the live ones', async () => {
    const live = await snapshotReadModels(app.stores.readStore, projections);
    expect(live.lists!.length).toBeGreaterThan(0);
    const { readStore, snapshot } = await freshReplay('replayed');
    expect(snapshot).toEqual(live);
    await readStore.close();
  });

  it('a re-delivered event changes nothing', async () => {
    const before = await snapshotReadModels(app.stores.readStore, projections);
    for (const event of log) {
      for (const projection of projections) {
        if (projection.handles.has(event.type)) await projection.apply(event, app.stores.readStore);
      }
    }
    expect(await snapshotReadModels(app.stores.readStore, projections)).toEqual(before);
  });

  it.each([0, 0.3, 0.6, 0.9])(
    'a projector killed between read-model writes and checkpoint (at %s of the log) ends equal to a full replay',
    async (fraction) => {
      const { readStore: reference, snapshot: expected } = await freshReplay('reference');
      await reference.close();

      // Checkpoint saved at `checkpointAt`, then later events written to the read models, then a crash.
      const path = join(dir, `crashed-${fraction}.sqlite`);
      const crashed = EmbeddedReadStore.open(path);
      const checkpointAt = Math.floor(log.length * fraction);
      for (const [index, event] of log.entries()) {
        for (const projection of projections) {
          if (projection.handles.has(event.type)) await projection.apply(event, crashed);
        }
        if (index + 1 === checkpointAt) for (const projection of projections) await crashed.saveCheckpoint(projection.name, event.position);
      }
      await new Promise((resolve) => setImmediate(resolve)); // let the writes reach the disk
      crashed.abandon();

      const restarted = EmbeddedReadStore.open(path);
      const engine = new ProjectionEngine({ events: app.stores.events, readStore: restarted, projections });
      await engine.start();
      await engine.catchUp();
      await engine.stop();
      expect(await snapshotReadModels(restarted, projections)).toEqual(expected);
      await restarted.close();
    },
  );

  it('restarting on persisted read models resumes from the checkpoint instead of replaying', async () => {
    await app.close();
    const events = SqliteEventStore.open(join(dir, 'events.sqlite'));
    const readStore = EmbeddedReadStore.open(join(dir, 'live.sqlite'));
    expect(await readStore.getCheckpoint('lists')).toBe(log.at(-1)!.position);
    const engine = new ProjectionEngine({ events, readStore, projections });
    await engine.start();
    await engine.catchUp();
    expect(engine.processed).toBe(0);
    await engine.stop();
    await events.close();
    await readStore.close();
    app = await createTestApp(); // afterEach closes it
  });
});
