import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStores } from '../stores.ts';
import { createTestApp } from '../testing/test-app.ts';

const script = join(import.meta.dirname, 'verify-cli.ts');
let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'folio-verify-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const verifyOffline = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { env: { ...process.env, DATA_DIR: dir }, encoding: 'utf8' });

describe('npm run audit:verify', () => {
  it('checks the chain, every read model and a kept checkpoint offline, and names a broken event', async () => {
    const app = await createTestApp({ env: { DATA_DIR: dir }, stores: await openStores({ DATA_DIR: dir, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, MONGODB_DB: 'folio' }) });
    const { token } = await app.signUp();
    await app.request('POST', '/api/investments/stock', { token, body: { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2024-01-02' } });
    const checkpoint = (await app.request('POST', '/api/audit/checkpoints', { token })).json();
    const exported = (await app.request('GET', '/api/audit/checkpoints/export', { token })).body;
    writeFileSync(join(dir, 'kept.json'), exported);
    await app.close();

    const good = verifyOffline('--checkpoint', join(dir, 'kept.json'));
    expect(good.status).toBe(0);
    expect(good.stdout).toContain('Hash chain: ok');
    expect(good.stdout).toMatch(/Read models: ok \(\d+ collections rebuilt from \d+ events\)/);
    expect(good.stdout).toContain(`Checkpoint ${checkpoint.at} at position ${checkpoint.position}: ok`);

    const db = new DatabaseSync(join(dir, 'events.sqlite'));
    const target = db.prepare("SELECT position, stream_id, revision FROM events WHERE type = 'PositionOpened'").get() as { position: number; stream_id: string; revision: number };
    db.prepare("UPDATE events SET data = json_set(data, '$.lot.quantity', 11) WHERE position = ?").run(target.position);
    db.close();
    const bad = verifyOffline('--json');
    expect(bad.status).toBe(1);
    const report = JSON.parse(bad.stdout);
    expect(report.ok).toBe(false);
    expect(report.chain.firstBroken).toEqual({ position: target.position, streamId: target.stream_id, revision: target.revision, type: 'PositionOpened', reason: 'hash-mismatch' });
    // The stored read models still say 10: they differ from a rebuild of the edited log too.
    expect(report.readModels.ok).toBe(false);
  });
});
