/**
 * One process at a time owns a DATA_DIR: the server while it runs, or an offline tool (replay)
 * that rewrites read models. The lock is a file holding the owner's pid and role, created with
 * O_EXCL; a lock left by a process that no longer exists (kill -9, power loss) is taken over.
 */
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'folio.lock';

export interface LockOwner {
  pid: number;
  role: string;
  since: string;
}

export class DataDirLockedError extends Error {
  readonly owner: LockOwner;
  constructor(dir: string, owner: LockOwner) {
    super(`${dir} is in use by ${owner.role} (pid ${owner.pid}, since ${owner.since}); stop it first`);
    this.name = 'DataDirLockedError';
    this.owner = owner;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** The dead owner whose lock was taken over, if any (say so to the operator). */
  readonly tookOverFrom: LockOwner | null;
  release(): void;
}

/** Whether a process with this pid exists (EPERM: it does, owned by someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The current owner, or null when the data directory is not locked. */
export function lockOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Takes the lock or throws DataDirLockedError naming the live owner. */
export function lockDataDir(dir: string, role: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, role, since: new Date().toISOString() };
  let tookOverFrom: LockOwner | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o644 });
      let released = false;
      return {
        path,
        tookOverFrom,
        release() {
          if (released) return;
          released = true;
          // Only our own lock: never remove one another process took over meanwhile.
          if (lockOwner(dir)?.pid === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = lockOwner(dir);
    if (owner && owner.pid !== process.pid && processAlive(owner.pid)) throw new DataDirLockedError(dir, owner);
    // A stale (or unreadable, half-written) lock: remove it and try again.
    tookOverFrom = owner ?? { pid: 0, role: 'unknown', since: 'unknown' };
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock ${path}`);
}
