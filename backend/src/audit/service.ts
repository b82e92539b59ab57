import type { AuditEvent, VerifyReport } from '@folio/contracts';
import type { EventStore, RecordedEvent } from '../eventstore/port.ts';
import { userStream } from '../identity/events.ts';
import { USERS } from '../identity/projection.ts';
import type { IdentityService } from '../identity/service.ts';
import { insightsStream } from '../insights/events.ts';
import { alertsStream } from '../alerts/events.ts';
import { notificationsStream } from '../notifications/events.ts';
import { smartListsStream } from '../smart-lists/events.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, Filter, ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { NotFoundError } from '../shared/errors.ts';
import { bookStream } from '../shared/streams.ts';
import { verifyChain } from '../eventstore/hash-chain.ts';
import { auditCheckpoints } from './checkpoints.ts';
import type { KeyObject } from 'node:crypto';
import { businessDate, rebuildFromStreams } from './rebuild.ts';

export interface AuditDeps {
  events: EventStore;
  readStore: ReadStore;
  projections: Projection[];
  identity: IdentityService;
  signingKey: () => KeyObject;
  now(): Date;
}

type ListScoped = { listId?: string; movedTo?: string };

/**
 * The events that shaped a list: its own, plus those of lists later deleted into it (their
 * positions moved here, so the list's state depends on their history too).
 */
export function eventsOfList(book: RecordedEvent[], listId: string): RecordedEvent[] {
  const feeding = new Set([listId]);
  for (let index = book.length - 1; index >= 0; index -= 1) {
    const event = book[index]!;
    const data = event.data as ListScoped;
    if (event.type === 'ListDeleted' && data.movedTo && feeding.has(data.movedTo) && data.listId) feeding.add(data.listId);
  }
  return book.filter((event) => {
    const data = event.data as ListScoped;
    return (data.listId !== undefined && feeding.has(data.listId)) || (data.movedTo !== undefined && feeding.has(data.movedTo));
  });
}

export function auditService(deps: AuditDeps) {
  /** A list the actor ever had, deleted ones included: auditors read deleted lists too. */
  async function listHistory(actor: Actor, listId: string): Promise<RecordedEvent[]> {
    const book = await deps.events.readStream(bookStream(actor.userId));
    if (!book.some((event) => event.type === 'ListCreated' && (event.data as ListScoped).listId === listId)) {
      throw new NotFoundError('List not found');
    }
    return eventsOfList(book, listId);
  }

  async function describe(events: RecordedEvent[]): Promise<AuditEvent[]> {
    const emails = new Map<string, string | null>();
    for (const userId of new Set(events.map((event) => event.metadata.userId).filter((id): id is string => Boolean(id)))) {
      emails.set(userId, (await deps.identity.findById(userId))?.email ?? null);
    }
    return events.map((event) => ({
      position: event.position,
      revision: event.revision,
      type: event.type,
      data: event.data,
      occurredAt: event.metadata.occurredAt,
      recordedAt: event.metadata.occurredAt,
      businessDate: businessDate(event),
      hash: event.hash ?? null,
      by: { userId: event.metadata.userId ?? null, email: event.metadata.userId ? (emails.get(event.metadata.userId) ?? null) : null },
      correlationId: event.metadata.correlationId ?? null,
    }));
  }

  const checkpoints = auditCheckpoints(deps);

  return {
    checkpoints,

    async listEvents(actor: Actor, listId: string, page: number, limit: number) {
      const history = await listHistory(actor, listId);
      const events = await describe(history.slice((page - 1) * limit, page * limit));
      return { events, page, limit, total: history.length, hasMore: page * limit < history.length };
    },

    async *exportListEvents(actor: Actor, listId: string): AsyncGenerator<string> {
      const history = await listHistory(actor, listId);
      for (let start = 0; start < history.length; start += 1000) {
        for (const event of await describe(history.slice(start, start + 1000))) yield `${JSON.stringify(event)}\n`;
      }
    },

    /**
     * Checks the whole log's hash chain, then rebuilds the actor's read models from their streams
     * and compares them with the stored ones.
     */
    async verify(actor: Actor): Promise<VerifyReport> {
      const chain = await verifyChain(deps.events);
      const streams = [userStream(actor.userId), bookStream(actor.userId), insightsStream(actor.userId), alertsStream(actor.userId), notificationsStream(actor.userId), smartListsStream(actor.userId)];
      const rebuilt = await rebuildFromStreams(deps.events, streams, deps.projections);
      try {
        const collections = [];
        for (const name of deps.projections.flatMap((projection) => projection.collections)) {
          const filter: Filter = name === USERS ? { _id: actor.userId } : { ownerId: actor.userId };
          collections.push(await compare(name, filter, deps.readStore, rebuilt.store));
        }
        const same = collections.every((entry) => entry.differences.length === 0);
        return { ok: same && chain.ok, eventsReplayed: rebuilt.events, chain, collections };
      } finally {
        await rebuilt.close();
      }
    },
  };
}

export async function compare(name: string, filter: Filter, stored: ReadStore, rebuilt: ReadStore) {
  const read = async (store: ReadStore) => new Map((await store.collection<Doc>(name).find(filter)).map((doc) => [doc._id, JSON.stringify(doc)]));
  const [storedDocs, rebuiltDocs] = await Promise.all([read(stored), read(rebuilt)]);
  const differences: VerifyReport['collections'][number]['differences'] = [];
  for (const [id, doc] of rebuiltDocs) {
    if (!storedDocs.has(id)) differences.push({ id, kind: 'missing' });
    else if (storedDocs.get(id) !== doc) differences.push({ id, kind: 'changed' });
  }
  for (const id of storedDocs.keys()) if (!rebuiltDocs.has(id)) differences.push({ id, kind: 'unexpected' });
  return { name, stored: storedDocs.size, rebuilt: rebuiltDocs.size, differences };
}

export type AuditService = ReturnType<typeof auditService>;
