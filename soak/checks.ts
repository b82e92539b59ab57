/**
 * What the log must hold, read straight from events.sqlite (read-only): every acknowledged
 * command's events exactly once, no event of a refused (4xx) command, and an unanswered one (5xx,
 * no answer) either whole or absent. A command's events are found by their ids: with an
 * Idempotency-Key the server derives the ids a request creates from sha256(user, method, url,
 * key) (platform/idempotency.ts), so the suite can compute them from what it sent.
 */
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { nameBasedId } from '../backend/src/shared/runtime.ts';
import type { Command } from './client.ts';

export interface LogCheck {
  events: number;
  commands: Record<string, number>;
  acknowledged: number;
  acknowledgedMissing: Command[];
  /** Event ids stored more than once (a command applied twice). */
  duplicateEventIds: string[];
  refusedWithEvents: Command[];
  /** Commands whose events are not one append (different metadata, streams or a gap in revisions). */
  partial: Command[];
  /** Unanswered commands: how many made it whole into the log, how many left nothing. */
  unansweredPresent: number;
  unansweredAbsent: number;
  /** Event count of each acknowledged command kind: min-max. */
  eventsPerKind: Record<string, string>;
  /** Accounts acknowledged by registration, each with exactly one UserRegistered. */
  registrationsMissingOrDoubled: string[];
}

interface Row {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
}

/** Ids a request with this key can create: the seeded sequence (and an alert's event id). */
function candidateIds(command: Command, count: number): string[] {
  const seed = createHash('sha256').update(`${command.userId}\n${command.method}\n${command.url}\n${command.key}`).digest('hex');
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = nameBasedId(seed, String(n));
    ids.push(id);
    if (command.kind === 'alert') ids.push(nameBasedId('alert-created', id));
  }
  return ids;
}

export function checkLog(eventsFile: string, commands: Command[], registeredEmails: string[] = []): LogCheck {
  const db = new DatabaseSync(eventsFile, { readOnly: true });
  const rows = db.prepare('SELECT position, stream_id, revision, event_id, type, data, metadata FROM events ORDER BY position').all() as unknown as Row[];
  db.close();

  const byId = new Map<string, Row[]>();
  for (const row of rows) byId.set(row.event_id, [...(byId.get(row.event_id) ?? []), row]);
  const duplicateEventIds = [...byId.entries()].filter(([, found]) => found.length > 1).map(([id]) => id);

  const result: LogCheck = {
    events: rows.length, commands: {}, acknowledged: 0, acknowledgedMissing: [], duplicateEventIds, refusedWithEvents: [], partial: [],
    unansweredPresent: 0, unansweredAbsent: 0, eventsPerKind: {}, registrationsMissingOrDoubled: [],
  };
  const perKind = new Map<string, number[]>();
  for (const command of commands) {
    result.commands[command.outcome] = (result.commands[command.outcome] ?? 0) + 1;
    // An import creates a few ids per row (position, lot, event); everything else a handful.
    const ids = candidateIds(command, command.kind === 'import' ? 4 * rowsOf(command) + 16 : 16);
    const found = ids.flatMap((id) => byId.get(id) ?? []).sort((a, b) => a.position - b.position);
    if (command.outcome === 'refused') {
      if (found.length > 0) result.refusedWithEvents.push(command);
      continue;
    }
    if (found.length > 0 && !oneAppend(found)) result.partial.push(command);
    if (command.outcome === 'acknowledged') {
      result.acknowledged += 1;
      if (found.length === 0 && !(command.kind === 'import' && command.imported === 0)) result.acknowledgedMissing.push(command);
      perKind.set(command.kind, [...(perKind.get(command.kind) ?? []), found.length]);
    } else if (found.length > 0) result.unansweredPresent += 1;
    else result.unansweredAbsent += 1;
  }
  for (const [kind, counts] of perKind) result.eventsPerKind[kind] = `${Math.min(...counts)}-${Math.max(...counts)}`;

  const registered = new Map<string, number>();
  for (const row of rows) {
    if (row.type !== 'UserRegistered') continue;
    const email = (JSON.parse(row.data) as { email: string }).email;
    registered.set(email, (registered.get(email) ?? 0) + 1);
  }
  result.registrationsMissingOrDoubled = registeredEmails.filter((email) => registered.get(email) !== 1);
  return result;
}

/**
 * Watches the log's head from beside the server (read-only, WAL mode lets it), so a kill can land
 * right after an append is committed: the command is stored but not yet answered.
 */
export function headWatcher(eventsFile: string) {
  const db = new DatabaseSync(eventsFile, { readOnly: true });
  const head = db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events');
  return { head: () => (head.get() as { head: number }).head, close: () => db.close() };
}

/**
 * SIGKILLs `pid` the moment the log's head reaches `target`, from a worker thread polling every
 * ~0.2 ms: the suite's own event loop (busy with answers) would see the head too late, after the
 * server had answered. Gives up after `timeoutMs`.
 */
export function killWhenHeadReaches(eventsFile: string, pid: number, target: number, timeoutMs = 300_000): Promise<number> {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    const { DatabaseSync } = require('node:sqlite');
    const db = new DatabaseSync(workerData.eventsFile, { readOnly: true });
    const head = db.prepare('SELECT COALESCE(MAX(position), 0) AS head FROM events');
    const pause = new Int32Array(new SharedArrayBuffer(4));
    const deadline = Date.now() + workerData.timeoutMs;
    let seen = 0;
    while (Date.now() < deadline) {
      seen = head.get().head;
      if (seen >= workerData.target) { process.kill(workerData.pid, 'SIGKILL'); break; }
      Atomics.wait(pause, 0, 0, 0.2);
    }
    db.close();
    parentPort.postMessage(seen);
  `;
  const worker = new Worker(code, { eval: true, workerData: { eventsFile, pid, target, timeoutMs } });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** One append: one stream, consecutive revisions, one metadata (the command's). */
function oneAppend(found: Row[]): boolean {
  return found.every(
    (row, i) => row.stream_id === found[0]!.stream_id && row.metadata === found[0]!.metadata && (i === 0 || row.revision === found[i - 1]!.revision + 1),
  );
}

const rowsOf = (command: Command) => ((command.body as { csv?: string }).csv ?? '').split('\n').length;

/** The failures of a check, as sentences (empty when it passed). */
export function failuresOf(check: LogCheck): string[] {
  const failures: string[] = [];
  const sample = (commands: Command[]) => commands.slice(0, 3).map((command) => `${command.kind} ${command.key} (${command.status})`).join(', ');
  if (check.acknowledgedMissing.length) failures.push(`${check.acknowledgedMissing.length} acknowledged commands have no events: ${sample(check.acknowledgedMissing)}`);
  if (check.duplicateEventIds.length) failures.push(`${check.duplicateEventIds.length} event ids stored more than once`);
  if (check.refusedWithEvents.length) failures.push(`${check.refusedWithEvents.length} refused commands left events: ${sample(check.refusedWithEvents)}`);
  if (check.partial.length) failures.push(`${check.partial.length} commands stored partly: ${sample(check.partial)}`);
  if (check.registrationsMissingOrDoubled.length) failures.push(`registrations missing or doubled: ${check.registrationsMissingOrDoubled.slice(0, 3).join(', ')}`);
  return failures;
}
