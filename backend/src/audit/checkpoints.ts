/**
 * Signed checkpoints of the hash chain: "at time `at` the log's chain had `hash` at `position`",
 * signed with the server's Ed25519 key. An auditor keeps an exported checkpoint and the public
 * key; later the log must still hold that hash at that position, or it was rewritten.
 */
import type { AuditCheckpoint, CheckpointCheck } from '@folio/contracts';
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { ScheduledJob } from '../background/scheduler.ts';
import { verifyChain } from '../eventstore/hash-chain.ts';
import type { EventStore } from '../eventstore/port.ts';
import type { ReadStore } from '../readstore/port.ts';
import { ConflictError } from '../shared/errors.ts';

export { auditSigningKey } from './signing-key.ts';

export const CHECKPOINTS = 'audit_checkpoints';
export const CHECKPOINT_JOB = 'audit-checkpoint';

export function checkpointMessage(checkpoint: Pick<AuditCheckpoint, 'position' | 'hash' | 'at'>): Buffer {
  return Buffer.from(`folio-checkpoint:v1\n${checkpoint.position}\n${checkpoint.hash}\n${checkpoint.at}`, 'utf8');
}

export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex');
}

export function signatureValid(checkpoint: AuditCheckpoint, publicKey: KeyObject): boolean {
  try {
    return verify(null, checkpointMessage(checkpoint), publicKey, Buffer.from(checkpoint.signature, 'base64'));
  } catch {
    return false;
  }
}

/** The stored hash of the event at exactly `position`, or null when there is none. */
async function hashAt(events: EventStore, position: number): Promise<string | null> {
  const [event] = await events.readAll({ after: position === 0 ? null : position - 1, maxCount: 1 });
  return event && event.position === position ? (event.hash ?? null) : null;
}

type CheckpointDoc = AuditCheckpoint & { _id: string };

export function auditCheckpoints(deps: { events: EventStore; readStore: ReadStore; signingKey: () => KeyObject; now(): Date }) {
  const collection = () => deps.readStore.collection<CheckpointDoc>(CHECKPOINTS);
  const publicKey = () => createPublicKey(deps.signingKey());
  const strip = ({ _id, ...checkpoint }: CheckpointDoc): AuditCheckpoint => checkpoint;

  return {
    publicKeyPem: (): string => publicKey().export({ type: 'spki', format: 'pem' }) as string,

    async list(): Promise<AuditCheckpoint[]> {
      return (await collection().find({}, { sort: { at: 1 } })).map(strip);
    },

    /** Signs the head of the log, after checking the whole chain: a broken log is not vouched for. */
    async create(): Promise<AuditCheckpoint> {
      const chain = await verifyChain(deps.events);
      if (!chain.ok) throw new ConflictError(`The hash chain is broken at position ${chain.firstBroken!.position}; no checkpoint was signed`);
      if (!chain.head) throw new ConflictError('The event log is empty; there is nothing to checkpoint');
      const body = { position: chain.head.position, hash: chain.head.hash, at: deps.now().toISOString() };
      const signature = sign(null, checkpointMessage(body), deps.signingKey()).toString('base64');
      const checkpoint: AuditCheckpoint = { ...body, signature, keyId: keyIdOf(publicKey()) };
      await collection().upsert({ _id: `${body.at}:${body.position}`, ...checkpoint });
      return checkpoint;
    },

    /** Whether the log still holds what a kept checkpoint says, signed by this server's key. */
    async check(checkpoint: AuditCheckpoint): Promise<CheckpointCheck> {
      const valid = signatureValid(checkpoint, publicKey());
      const [hashNow, chain] = await Promise.all([hashAt(deps.events, checkpoint.position), verifyChain(deps.events)]);
      const matches = hashNow === checkpoint.hash;
      return { ok: valid && matches && chain.ok, signatureValid: valid, hashNow, matches, chain };
    },

    /** Once a UTC day: runs hourly and signs when today's checkpoint is missing and the log moved. */
    async daily(): Promise<AuditCheckpoint | null> {
      const [latest] = await collection().find({}, { sort: { at: -1 }, limit: 1 });
      const today = deps.now().toISOString().slice(0, 10);
      if (latest && latest.at.slice(0, 10) === today) return null;
      const head = await deps.events.headPosition();
      if (head === null || (latest && latest.position === head)) return null;
      return this.create();
    },
  };
}

export type AuditCheckpoints = ReturnType<typeof auditCheckpoints>;

export function auditCheckpointJob(checkpoints: AuditCheckpoints): ScheduledJob {
  return {
    name: CHECKPOINT_JOB,
    intervalMs: 60 * 60 * 1000,
    async run() {
      await checkpoints.daily();
    },
  };
}
