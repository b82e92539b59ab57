/**
 * The scenario: a purchase's quantity changed directly in events.sqlite, then the read
 * models rebuilt from the edited log (`npm run replay`). Comparing read models with a replay can
 * no longer see it; the hash chain must, and must name the event.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import { replayAll } from '../projections/replay.ts';
import { openStores } from '../stores.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let dir: string;
let app: TestApp | undefined;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'folio-tamper-'))));
afterEach(async () => {
  await app?.close();
  app = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const start = async () => (app = await createTestApp({ env: { DATA_DIR: dir }, stores: await openStores({ DATA_DIR: dir, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, MONGODB_DB: 'folio' }) }));

describe('a stored event edited, then the read models rebuilt', () => {
  it('verify says not ok and names that event', async () => {
    await start();
    const { token, userId } = await app!.signUp('auditor@example.com');
    const { id } = (await app!.request('POST', '/api/investments/stock', { token, body: { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' } })).json();
    await app!.request('POST', '/api/investments/stock', { token, body: { symbol: 'MSFT', quantity: 2, purchasePrice: 300, purchaseDate: '2024-01-03' } });
    expect((await app!.request('POST', '/api/audit/verify', { token })).json()).toMatchObject({ ok: true, chain: { ok: true, firstBroken: null } });
    await app!.close();
    app = undefined;

    const db = new DatabaseSync(join(dir, 'events.sqlite'));
    const target = db
      .prepare("SELECT position, stream_id, revision FROM events WHERE type = 'PositionOpened' AND json_extract(data, '$.positionId') = ?")
      .get(id) as { position: number; stream_id: string; revision: number };
    db.prepare("UPDATE events SET data = json_set(data, '$.lot.quantity', 1000) WHERE position = ?").run(target.position);
    db.close();

    const stores = await openStores({ DATA_DIR: dir, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, MONGODB_DB: 'folio' });
    await replayAll({ ...stores, projections });
    await stores.events.close();
    await stores.readStore.close();

    await start();
    const signedIn = (await app!.request('POST', '/api/auth/login', { body: { email: 'auditor@example.com', password: 'correct horse battery' } })).json();
    const positions = (await app!.request('GET', '/api/investments/fast', { token: signedIn.token })).json();
    expect(positions.find((item: { symbol: string }) => item.symbol === 'AAPL').quantity).toBe(1000); // the rebuild took the edit

    const report = (await app!.request('POST', '/api/audit/verify', { token: signedIn.token })).json();
    expect(report.collections.every((entry: { differences: unknown[] }) => entry.differences.length === 0)).toBe(true);
    expect(report.ok).toBe(false);
    expect(report.chain.ok).toBe(false);
    expect(report.chain.firstBroken).toEqual({ position: target.position, streamId: target.stream_id, revision: target.revision, type: 'PositionOpened', reason: 'hash-mismatch' });
    expect(target.stream_id).toContain(userId);
  });
});
