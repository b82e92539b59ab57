import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SqliteEventStore } from '../eventstore/sqlite.ts';
import { systemRuntime, type Runtime } from '../shared/runtime.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { CHECKPOINT_JOB } from './checkpoints.ts';
import { auditSigningKey, parseSigningKey } from './signing-key.ts';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function movableClock(start: string): Runtime & { set(day: string): void } {
  let now = new Date(`${start}T12:00:00Z`);
  return { now: () => now, newId: systemRuntime.newId, set: (day) => (now = new Date(`${day}T12:00:00Z`)) };
}

const keys = generateKeyPairSync('ed25519');
const privatePem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const publicPem = keys.publicKey.export({ type: 'spki', format: 'pem' }) as string;

let app: TestApp;
let clock: ReturnType<typeof movableClock>;
let token: string;
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const buy = (symbol: string) => call('POST', '/api/investments/stock', { symbol, quantity: 1, purchasePrice: 10, purchaseDate: '2024-01-02' });

beforeEach(async () => {
  clock = movableClock('2024-01-02');
  app = await createTestApp({ runtime: clock, env: { AUDIT_SIGNING_KEY: Buffer.from(privatePem).toString('base64') } });
  token = (await app.signUp()).token;
  await buy('AAPL');
});
afterEach(() => app.close());

describe('signed checkpoints', () => {
  it('signs the head of the chain with the configured key; the signature checks with the downloaded public key', async () => {
    const created = await call('POST', '/api/audit/checkpoints');
    expect(created.statusCode).toBe(201);
    const checkpoint = created.json();
    const head = await app.stores.events.headPosition();
    const [last] = await app.stores.events.readAll({ after: head! - 1, maxCount: 1 });
    expect(checkpoint).toMatchObject({ position: head, hash: last!.hash, at: '2024-01-02T12:00:00.000Z' });

    const key = await call('GET', '/api/audit/public-key');
    expect(key.headers['content-type']).toContain('application/x-pem-file');
    expect(key.body).toBe(publicPem);
    // Checked with node:crypto directly against the documented message, not through our code.
    const message = Buffer.from(`folio-checkpoint:v1\n${checkpoint.position}\n${checkpoint.hash}\n${checkpoint.at}`);
    expect(verify(null, message, createPublicKey(key.body), Buffer.from(checkpoint.signature, 'base64'))).toBe(true);

    expect((await call('GET', '/api/audit/checkpoints')).json().checkpoints).toEqual([checkpoint]);
    const exported = await call('GET', '/api/audit/checkpoints/export');
    expect(exported.headers['content-disposition']).toContain('folio-checkpoints.json');
    expect(exported.json()).toEqual({ checkpoints: [checkpoint] });
  });

  it('checks a kept checkpoint: still in the log, forged, or the log rewritten', async () => {
    const checkpoint = (await call('POST', '/api/audit/checkpoints')).json();
    await buy('MSFT');
    expect((await call('POST', '/api/audit/checkpoints/verify', checkpoint)).json()).toMatchObject({ ok: true, signatureValid: true, matches: true });

    const forged = { ...checkpoint, hash: 'f'.repeat(64) };
    expect((await call('POST', '/api/audit/checkpoints/verify', forged)).json()).toMatchObject({ ok: false, signatureValid: false, matches: false });
    expect((await call('POST', '/api/audit/checkpoints/verify', { ...checkpoint, position: 'x' })).statusCode).toBe(400);

    // Rewrite history below the checkpoint, recomputing nothing: the chain breaks and the hash moves.
    const db = (app.stores.events as SqliteEventStore).database;
    db.prepare("UPDATE events SET data = json_set(data, '$.lot.quantity', 7) WHERE type = 'PositionOpened' AND position <= ?").run(checkpoint.position);
    const check = (await call('POST', '/api/audit/checkpoints/verify', checkpoint)).json();
    expect(check.ok).toBe(false);
    expect(check.chain.ok).toBe(false);
    expect(check.chain.firstBroken.type).toBe('PositionOpened');
    // A broken chain is not signed.
    expect((await call('POST', '/api/audit/checkpoints')).statusCode).toBe(409);
  });

  it("the scheduler job signs once a UTC day, when the log moved", async () => {
    expect(await app.background.scheduler.runNow(CHECKPOINT_JOB)).toBe('succeeded');
    expect(await app.background.scheduler.runNow(CHECKPOINT_JOB)).toBe('succeeded');
    expect((await call('GET', '/api/audit/checkpoints')).json().checkpoints).toHaveLength(1);
    clock.set('2024-01-03');
    await app.background.scheduler.runNow(CHECKPOINT_JOB);
    expect((await call('GET', '/api/audit/checkpoints')).json().checkpoints).toHaveLength(1); // nothing new to vouch for
    await buy('MSFT');
    await app.background.scheduler.runNow(CHECKPOINT_JOB);
    const all = (await call('GET', '/api/audit/checkpoints')).json().checkpoints;
    expect(all.map((checkpoint: { at: string }) => checkpoint.at)).toEqual(['2024-01-02T12:00:00.000Z', '2024-01-03T12:00:00.000Z']);
  });

  it('limits the calls that walk the whole log per user', async () => {
    const statuses = [];
    for (let n = 0; n < 11; n++) statuses.push((await call('POST', '/api/audit/verify')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reads AUDIT_SIGNING_KEY as PEM or base64 and refuses other key types', () => {
    expect(parseSigningKey(privatePem).asymmetricKeyType).toBe('ed25519');
    expect(parseSigningKey(Buffer.from(privatePem).toString('base64')).asymmetricKeyType).toBe('ed25519');
    const der = keys.privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(parseSigningKey(der).asymmetricKeyType).toBe('ed25519');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    expect(() => parseSigningKey(rsa)).toThrow(/not Ed25519/);
  });

  it('without AUDIT_SIGNING_KEY generates one key in DATA_DIR, readable by the owner only, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-key-'));
    try {
      const first = auditSigningKey({ DATA_DIR: dir })();
      expect(first.asymmetricKeyType).toBe('ed25519');
      expect(statSync(join(dir, 'audit-signing-key.pem')).mode & 0o777).toBe(0o600);
      const again = auditSigningKey({ DATA_DIR: dir })();
      expect(again.export({ type: 'pkcs8', format: 'pem' })).toBe(first.export({ type: 'pkcs8', format: 'pem' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
