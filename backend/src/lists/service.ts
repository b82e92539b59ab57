import { DEFAULT_LIST_NAME, resolveListPreferences, type CreateListRequest, type List, type ListPreferences } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { NotFoundError } from '../shared/errors.ts';
import type { Actor } from '../shared/actor.ts';
import { nameBasedId } from '../shared/runtime.ts';
import { listsDecider, type ListCommand } from './decider.ts';
import type { ListDeleted } from './events.ts';
import { bookStream } from '../shared/streams.ts';
import { LISTS, type ListDoc } from './projection.ts';

export interface ListsDeps extends CommandDeps {
  readStore: ReadStore;
  /**
   * Called once a list is deleted (the insights feature moves its recommendations to `movedTo`).
   * Runs after `ListDeleted` is appended, so a crash in between leaves the follow-up undone; it
   * must be idempotent, and something else must be able to finish it (see `deletedInto`).
   */
  onListDeleted?: ((actor: Actor, deleted: ListDeleted['data']) => Promise<void>) | undefined;
}

export type { Actor } from '../shared/actor.ts';

type ListInput = { name: string; description: string | null };

/** Commands and queries of the lists feature; every call is scoped to the acting user. */
export function listsService(deps: ListsDeps) {
  const lists = () => deps.readStore.collection<ListDoc>(LISTS);

  const run = (actor: Actor, command: ListCommand, eventId?: (index: number) => string) =>
    handleCommand(deps, {
      streamId: bookStream(actor.userId),
      decider: listsDecider,
      command,
      metadata: { userId: actor.userId, correlationId: actor.correlationId },
      eventId: eventId ?? (actor.newId ? () => actor.newId!() : undefined),
    });

  async function owned(actor: Actor, listId: string): Promise<ListDoc> {
    const list = await lists().findOne({ _id: listId, ownerId: actor.userId });
    if (!list) throw new NotFoundError('List not found');
    return list;
  }

  function toList(doc: ListDoc): List {
    return {
      id: doc._id,
      name: doc.name,
      description: doc.description,
      isDefault: doc.isDefault,
      createdAt: doc.createdAt,
      taxLotMethod: doc.taxLotMethod ?? 'fifo',
      _count: { portfolios: doc.itemCount ?? 0 },
    };
  }

  /**
   * A list's effective portfolio preferences (saved values over the spec's defaults). Other
   * features call this with the owner's user id; somebody else's list is a NotFoundError.
   */
  async function preferences(user: Actor | string, listId: string): Promise<ListPreferences> {
    const list = await owned(typeof user === 'string' ? { userId: user } : user, listId);
    return resolveListPreferences({ ...list.preferences, taxLotMethod: list.taxLotMethod });
  }

  /**
   * Every user has a default list. The id and event ids derive from the user id, so calling this
   * again (a retried registration, a user whose registration was interrupted) changes nothing.
   */
  async function ensureDefaultList(actor: Actor): Promise<void> {
    const listId = nameBasedId('default-list', actor.userId);
    const now = deps.runtime.now().toISOString();
    await run(
      actor,
      { type: 'CreateList', data: { listId, ownerId: actor.userId, name: DEFAULT_LIST_NAME, description: null, now } },
      (index) => nameBasedId('default-list-event', actor.userId, String(index)),
    );
  }

  return {
    ensureDefaultList,
    /** The list if the actor owns it; 404 otherwise (also for somebody else's list). */
    owned,

    async all(actor: Actor): Promise<List[]> {
      let docs = await lists().find({ ownerId: actor.userId }, { sort: { createdAt: 1, _id: 1 } });
      if (docs.length === 0) {
        await ensureDefaultList(actor);
        docs = await lists().find({ ownerId: actor.userId }, { sort: { createdAt: 1, _id: 1 } });
      }
      return docs.map(toList);
    },

    async create(actor: Actor, input: CreateListRequest & ListInput): Promise<List> {
      const listId = actor.newId?.() ?? deps.runtime.newId();
      const now = deps.runtime.now().toISOString();
      await run(actor, {
        type: 'CreateList',
        data: { listId, ownerId: actor.userId, name: input.name, description: input.description, now },
      });
      return toList(await owned(actor, listId));
    },

    async update(actor: Actor, listId: string, input: ListInput): Promise<List> {
      await owned(actor, listId);
      await run(actor, { type: 'UpdateList', data: { listId, ...input } });
      return toList(await owned(actor, listId));
    },

    async setDefault(actor: Actor, listId: string): Promise<List> {
      await owned(actor, listId);
      await run(actor, { type: 'SetDefaultList', data: { listId } });
      return toList(await owned(actor, listId));
    },

    preferences,

    /** Changes any part of the preferences; fields whose value is unchanged record nothing. */
    async setPreferences(actor: Actor, listId: string, changes: Partial<ListPreferences>): Promise<ListPreferences> {
      const list = await owned(actor, listId);
      await run(actor, { type: 'SetListPreferences', data: { listId, changes } });
      return preferences(actor, list._id);
    },

    /** The list to use when a request names none: the default list. */
    async defaultListId(actor: Actor): Promise<string> {
      const found = await lists().findOne({ ownerId: actor.userId, isDefault: true });
      if (found) return found._id;
      await ensureDefaultList(actor);
      return (await lists().findOne({ ownerId: actor.userId, isDefault: true }))!._id;
    },

    /**
     * Where a deleted list's contents ended up: the list it was deleted into, followed through later
     * deletions to a list that still exists. Null when the book never deleted `listId`. Reads the
     * book, so it is meant for repairs, not for every request.
     */
    async deletedInto(actor: Actor, listId: string): Promise<string | null> {
      const movedTo = new Map<string, string>();
      for (const event of await deps.events.readStream(bookStream(actor.userId))) {
        if (event.type === 'ListDeleted') {
          const { listId: deleted, movedTo: heir } = event.data as ListDeleted['data'];
          movedTo.set(deleted, heir);
        }
      }
      let current = movedTo.get(listId) ?? null;
      for (let hops = 0; current !== null && movedTo.has(current) && hops < movedTo.size; hops += 1) current = movedTo.get(current)!;
      return current;
    },

    async remove(actor: Actor, listId: string) {
      const movedCount = (await owned(actor, listId)).itemCount ?? 0;
      const { events } = await run(actor, { type: 'DeleteList', data: { listId } });
      const deleted = events.find((event) => event.type === 'ListDeleted');
      if (!deleted || deleted.type !== 'ListDeleted') throw new NotFoundError('List not found');
      // Crash window: ListDeleted is stored; if the process dies before the follow-up is stored,
      // deleting again is impossible (404). The insights feature finishes the move when it next
      // reads all of the user's recommendations (insights/service.ts, `deletedInto` below).
      await deps.onListDeleted?.(actor, deleted.data);
      return { success: true as const, movedTo: deleted.data.movedTo, movedCount };
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
