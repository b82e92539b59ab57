import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { WalCheckpoints } from './sqlite-wal-checkpoints.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'folio-wal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const settled = async (condition: () => boolean) => {
  for (let waited = 0; waited < 10_000 && !condition(); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

it("keeps the main connection's commits from checkpointing while a large write is held, also when an asked checkpoint ends meanwhile", async () => {
  const path = join(dir, 'events.sqlite');
  const main = new DatabaseSync(path);
  main.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x TEXT)');
  const autocheckpoint = () => (main.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint;
  const checkpoints = new WalCheckpoints(main, path);
  // Asked alone: off until the thread has checkpointed, then SQLite's default again.
  checkpoints.ask();
  expect(autocheckpoint()).toBe(0);
  expect(await settled(() => autocheckpoint() === 1000)).toBe(true);

  const release = checkpoints.hold();
  expect(autocheckpoint()).toBe(0);
  checkpoints.ask();
  main.exec("INSERT INTO t VALUES ('a small commit meanwhile')");
  // The checkpoint asked meanwhile ends (the thread is up: milliseconds); the hold keeps it off.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(autocheckpoint()).toBe(0);
  release();
  release(); // a second release changes nothing
  expect(await settled(() => autocheckpoint() === 1000)).toBe(true);
  await checkpoints.close();
  main.close();
});
