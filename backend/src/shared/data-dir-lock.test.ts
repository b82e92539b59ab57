import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, lockOwner } from './data-dir-lock.ts';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'folio-lock-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data directory lock', () => {
  it('is taken with the pid and role, and released', () => {
    const lock = lockDataDir(dir, 'the Folio server');
    expect(lockOwner(dir)).toMatchObject({ pid: process.pid, role: 'the Folio server' });
    expect(lock.tookOverFrom).toBeNull();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses while a live process holds it, naming that process, and leaves its lock alone', () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']); // stands in for a running server
    const live = server.pid!;
    onTestFinished(() => void server.kill());
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: live, role: 'the Folio server', since: '2026-11-25T22:00:00.000Z' }));
    expect(() => lockDataDir(dir, 'npm run replay')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 'npm run replay')).toThrow(`in use by the Folio server (pid ${live}`);
    expect(lockOwner(dir)!.pid).toBe(live);
  });

  it('takes over the lock of a process that no longer exists, and a half-written one', () => {
    const dead = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead, role: 'the Folio server', since: '2026-11-25T22:00:00.000Z' }));
    const lock = lockDataDir(dir, 'npm run replay');
    expect(lock.tookOverFrom).toMatchObject({ pid: dead, role: 'the Folio server' });
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, role: 'npm run replay' });
    lock.release();

    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    const again = lockDataDir(dir, 'the Folio server');
    expect(again.tookOverFrom).not.toBeNull();
    again.release();
  });

  it('release removes only its own lock', () => {
    const lock = lockDataDir(dir, 'npm run replay');
    const dead = deadPid();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: dead + 1_000_000, role: 'someone else', since: 'now' }));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });
});
