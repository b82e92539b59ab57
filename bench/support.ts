import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../backend/src/eventstore/port.ts';
import type { SqliteEventStore } from '../backend/src/eventstore/sqlite.ts';
import type { ListEvent } from '../backend/src/lists/events.ts';

export function scratchDir(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `folio-bench-${name}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function report(title: string, rows: Record<string, string | number>) {
  console.log(`\n${title}`);
  for (const [key, value] of Object.entries(rows)) console.log(`  ${key.padEnd(38)} ${value}`);
}

export const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');

const occurredAt = '2026-01-01T00:00:00.000Z';
const event = (type: ListEvent['type'], data: ListEvent['data'], id: string, userId: string): NewEvent => ({
  id,
  type,
  data,
  metadata: { userId, occurredAt },
});

/**
 * One user's list history of `perUser` events: five lists created, renames, a default change and
 * a deletion. Realistic for the lists projection, which is what replay is measured on.
 */
export function listHistory(user: number, perUser: number): NewEvent[] {
  const userId = `user-${user}`;
  const listId = (n: number) => `${userId}-list-${n}`;
  const events: NewEvent[] = [];
  const id = () => `${userId}-e${events.length}`;
  for (let n = 0; n < 5; n += 1) {
    events.push(event('ListCreated', { listId: listId(n), ownerId: userId, name: `List ${n}`, description: null, createdAt: occurredAt }, id(), userId));
    if (n === 0) events.push(event('DefaultListChosen', { listId: listId(0), previousListId: null }, id(), userId));
  }
  events.push(event('DefaultListChosen', { listId: listId(1), previousListId: listId(0) }, id(), userId));
  events.push(event('ListDeleted', { listId: listId(4), movedTo: listId(1) }, id(), userId));
  while (events.length < perUser) {
    events.push(event('ListUpdated', { listId: listId(events.length % 4), name: `Renamed ${events.length}`, description: 'bench' }, id(), userId));
  }
  return events;
}

/** Writes `users` list histories of `perUser` events each straight into the store. */
export function seedListHistories(store: SqliteEventStore, users: number, perUser: number) {
  for (let user = 0; user < users; user += 1) store.appendSync(`lists-user-${user}`, listHistory(user, perUser), 'no_stream');
}
