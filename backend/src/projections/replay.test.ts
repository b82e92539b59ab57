import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projections } from '../app.ts';
import { LLM_LOGS } from '../insights/llm/logs.ts';
import { LOCK_FILE } from '../shared/data-dir-lock.ts';
import { openStores } from '../stores.ts';
import { createTestApp } from '../testing/test-app.ts';
import { replayAll } from './replay.ts';

const run = promisify(execFile);
const replayScript = join(import.meta.dirname, '..', 'replay.ts');
const storesIn = (dir: string) => openStores({ DATA_DIR: dir, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, MONGODB_DB: 'folio' });

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'folio-replay-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A data directory with a user, two purchases (one with an Idempotency-Key) and an LLM log entry. */
async function seeded() {
  const app = await createTestApp({ env: { DATA_DIR: dir }, stores: await storesIn(dir) });
  const { token, userId } = await app.signUp();
  const headers = { 'idempotency-key': 'buy-aapl-1' };
  const first = await app.request('POST', '/api/investments/stock', { token, headers, body: { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' } });
  await app.request('POST', '/api/investments/stock', { token, body: { symbol: 'MSFT', quantity: 2, purchasePrice: 300, purchaseDate: '2024-01-03' } });
  await app.stores.readStore.collection<{ _id: string; ownerId: string; prompt: string }>(LLM_LOGS).upsert({ _id: 'log-1', ownerId: userId, prompt: 'kept' });
  const idempotency = await app.stores.readStore.collection('idempotency').count({});
  await app.close();
  return { token, userId, first: first.json() as { id: string }, idempotency, headers };
}

describe('replay', () => {
  it('rebuilds the read models and keeps what it does not own (LLM logs, stored idempotent answers)', async () => {
    const { idempotency, headers, token, first } = await seeded();
    expect(idempotency).toBeGreaterThan(0);
    const stores = await storesIn(dir);
    const report = await replayAll({ ...stores, projections });
    expect(report.events).toBeGreaterThan(3);
    expect(report.collections.find((entry) => entry.name === 'positions')).toEqual({ name: 'positions', documents: 2 });
    expect(await stores.readStore.collection(LLM_LOGS).count({})).toBe(1);
    expect(await stores.readStore.collection('idempotency').count({})).toBe(idempotency);
    await stores.events.close();
    await stores.readStore.close();

    // The stored answer still answers the retried command: no second purchase.
    const app = await createTestApp({ env: { DATA_DIR: dir }, stores: await storesIn(dir) });
    try {
      expect((await app.request('POST', '/api/audit/verify', { token })).json().ok).toBe(true);
      const retried = await app.request('POST', '/api/investments/stock', { token, headers, body: { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' } });
      expect(retried.json().id).toBe(first.id);
      expect(await app.stores.readStore.collection('positions').count({})).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('refuses to run on a data directory a live server holds', async () => {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, role: 'the Folio server', since: '2026-11-25T00:00:00Z' }));
    const result = spawnSync(process.execPath, [replayScript], { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`in use by the Folio server (pid ${process.pid}`);
    expect(existsSync(join(dir, 'read-models.sqlite'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
  });

  it('takes over a stale lock of a dead process and prints what it rebuilt', async () => {
    await seeded();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid'], { encoding: 'utf8' }).pid!;
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead, role: 'the Folio server', since: '2026-11-25T00:00:00Z' }));
    const { stdout } = await run(process.execPath, [replayScript], { env: { ...process.env, DATA_DIR: dir } });
    expect(stdout).toContain(`Took over a stale lock in ${dir}: the Folio server (pid ${dead}) is no longer running.`);
    expect(stdout).toMatch(/Replayed \d+ events into \d+ collections \(\d+ documents\) in \d+ ms/);
    expect(stdout).toMatch(/positions\s+2/);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false); // released at the end
  });
});
