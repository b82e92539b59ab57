/**
 * `npm run audit:verify [-- --checkpoint file.json] [--public-key key.pem] [--json]`: what
 * POST /api/audit/verify does, offline and for every user: the whole log's hash chain, then every
 * read model against a rebuild from the log. With --checkpoint, also whether the log still holds
 * each exported checkpoint's hash at its position, signed by the key.
 *
 * While a server holds DATA_DIR only the chain is checked (a consistent read of the log); opening
 * the read models would write to them. Exit code 0: all good; 1: something does not verify; 2: could not run.
 */
import { AuditCheckpointSchema, AuditCheckpointsSchema, type AuditCheckpoint } from '@folio/contracts';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { projections } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { verifyChain, type ChainReport } from '../eventstore/hash-chain.ts';
import type { EventStore } from '../eventstore/port.ts';
import { DataDirLockedError, lockDataDir, lockOwner, processAlive } from '../shared/data-dir-lock.ts';
import { openStores } from '../stores.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { join } from 'node:path';
import { signatureValid } from './checkpoints.ts';
import { rebuildAll } from './rebuild.ts';
import { compare } from './service.ts';
import { auditSigningKey } from './signing-key.ts';

export function describeChain(chain: ChainReport): string[] {
  const lines = [`Hash chain: ${chain.ok ? 'ok' : 'BROKEN'} (${chain.events} events${chain.head ? `, head ${chain.head.position} ${chain.head.hash}` : ''})`];
  if (chain.chainStart) {
    lines.push(`  chain started ${chain.chainStart.at} over ${chain.chainStart.events} earlier events (through position ${chain.chainStart.throughPosition})`);
  }
  const broken = chain.firstBroken;
  if (broken) lines.push(`  first broken: position ${broken.position}, stream ${broken.streamId}, revision ${broken.revision}, ${broken.type} (${broken.reason})`);
  return lines;
}

/** Whether each kept checkpoint is signed by `publicKey` and its hash is still at its position. */
export async function checkKept(events: EventStore, checkpoints: AuditCheckpoint[], publicKey: KeyObject) {
  const results = [];
  for (const checkpoint of checkpoints) {
    const [event] = await events.readAll({ after: checkpoint.position === 0 ? null : checkpoint.position - 1, maxCount: 1 });
    const hashNow = event && event.position === checkpoint.position ? (event.hash ?? null) : null;
    const valid = signatureValid(checkpoint, publicKey);
    results.push({ checkpoint, signatureValid: valid, hashNow, ok: valid && hashNow === checkpoint.hash });
  }
  return results;
}

function readCheckpoints(file: string): AuditCheckpoint[] {
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const list = AuditCheckpointsSchema.safeParse(json);
  if (list.success) return list.data.checkpoints;
  return [AuditCheckpointSchema.parse(json)];
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { checkpoint: { type: 'string' }, 'public-key': { type: 'string' }, json: { type: 'boolean' } } });
  const config = loadConfig();
  const owner = lockOwner(config.DATA_DIR);
  const serverRunning = owner !== null && owner.pid !== process.pid && processAlive(owner.pid);
  const out: string[] = [];
  const report: Record<string, unknown> = {};
  let ok = true;

  if (serverRunning) {
    out.push(`Note: ${owner.role} (pid ${owner.pid}) holds ${config.DATA_DIR}: checking the event log only, not the read models.`);
    const events = config.EVENTSTORE_URL ? (await import('../eventstore/eventstoredb.ts')).EventStoreDbEventStore.connect(config.EVENTSTORE_URL) : SqliteEventStore.open(join(config.DATA_DIR, 'events.sqlite'));
    try {
      ok = (await chainAndCheckpoints(events)) && ok;
    } finally {
      await events.close();
    }
  } else {
    const lock = lockDataDir(config.DATA_DIR, 'npm run audit:verify');
    try {
      const stores = await openStores(config);
      try {
        ok = (await chainAndCheckpoints(stores.events)) && ok;
        const rebuilt = await rebuildAll(stores.events, projections);
        try {
          const collections = [];
          for (const name of new Set(projections.flatMap((projection) => projection.collections))) {
            collections.push(await compare(name, {}, stores.readStore, rebuilt.store));
          }
          const drifted = collections.filter((entry) => entry.differences.length > 0);
          report['readModels'] = { ok: drifted.length === 0, eventsReplayed: rebuilt.events, collections };
          out.push(`Read models: ${drifted.length === 0 ? 'ok' : 'DIFFERENT'} (${collections.length} collections rebuilt from ${rebuilt.events} events)`);
          for (const entry of drifted) out.push(`  ${entry.name}: ${entry.differences.slice(0, 5).map((d) => `${d.id} ${d.kind}`).join(', ')}${entry.differences.length > 5 ? ', ...' : ''}`);
          ok = ok && drifted.length === 0;
        } finally {
          await rebuilt.close();
        }
      } finally {
        await stores.events.close();
        await stores.readStore.close();
      }
    } finally {
      lock.release();
    }
  }

  async function chainAndCheckpoints(events: EventStore): Promise<boolean> {
    const chain = await verifyChain(events);
    report['chain'] = chain;
    out.push(...describeChain(chain));
    if (!values.checkpoint) return chain.ok;
    const publicKey = values['public-key'] ? createPublicKey(readFileSync(values['public-key'], 'utf8')) : createPublicKey(auditSigningKey(config)());
    const kept = await checkKept(events, readCheckpoints(values.checkpoint), publicKey);
    report['checkpoints'] = kept;
    for (const result of kept) {
      const { position, at } = result.checkpoint;
      const why = result.ok ? 'ok' : !result.signatureValid ? 'SIGNATURE INVALID' : 'HASH NOT IN LOG';
      out.push(`Checkpoint ${at} at position ${position}: ${why}`);
    }
    return chain.ok && kept.every((result) => result.ok);
  }

  console.log(values.json ? JSON.stringify({ ok, ...report }, null, 2) : [...out, ok ? 'Verified.' : 'NOT VERIFIED.'].join('\n'));
  return ok ? 0 : 1;
}

if (import.meta.main) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
      process.exit(2);
    },
  );
}
