/**
 * A job's lease: one read-store document per job, `{ owner, expiresAt, version }`, taken and given
 * back with a compare-and-set on `version` (`Collection.replaceIf`). With several instances on one
 * MongoDB only the holder of an unexpired lease runs the job. The document also keeps the job's
 * last run, so every instance's /api/health shows it whoever ran it.
 */
import type { Doc, ReadStore } from '../readstore/port.ts';

export interface JobLease extends Doc {
  owner: string | null;
  /** Epoch milliseconds; a lease past it is free to take. */
  expiresAt: number;
  version: number;
  lastRunAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
}

export const JOB_LEASES = 'scheduler_leases';

export function jobLeases(store: ReadStore, owner: string) {
  const leases = () => store.collection<JobLease>(JOB_LEASES);

  return {
    read: (job: string) => leases().findOne({ _id: job }),

    /** Takes (or extends our own) lease for `ttlMs`; false while another owner holds it. */
    async take(job: string, now: number, ttlMs: number): Promise<boolean> {
      const current = await leases().findOne({ _id: job });
      const expiresAt = now + ttlMs;
      if (!current) {
        return leases().replaceIf({ _id: job, owner, expiresAt, version: 1, lastRunAt: null, lastDurationMs: null, lastError: null }, null);
      }
      if (current.owner !== owner && current.owner !== null && current.expiresAt > now) return false;
      return leases().replaceIf({ ...current, owner, expiresAt, version: current.version + 1 }, { version: current.version });
    },

    /** Gives the lease back, recording how the run went; false if it was no longer ours. */
    async release(job: string, run: { at: string; durationMs: number; error: string | null }): Promise<boolean> {
      const current = await leases().findOne({ _id: job });
      if (!current || current.owner !== owner) return false;
      return leases().replaceIf(
        { ...current, owner: null, expiresAt: 0, version: current.version + 1, lastRunAt: run.at, lastDurationMs: run.durationMs, lastError: run.error },
        { version: current.version },
      );
    },
  };
}

export type JobLeases = ReturnType<typeof jobLeases>;
