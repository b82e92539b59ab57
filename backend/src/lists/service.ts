import { DEFAULT_LIST_NAME, resolveListPreferences, type CreateListRequest, type List, type ListPreferences } from '@folio/contracts';
import type { ReadStore } from '../readstore/port.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { NotFoundError } from '../shared/errors.ts';
import type { Actor } from '../shared/actor.ts';
import { nameBasedId } from '../shared/runtime.ts';
import { listsDecider, type ListCommand } from './decider.ts';
import { bookStream } from '../shared/streams.ts';
import { LISTS, type ListDoc } from './projection.ts';

export interface ListsDeps extends CommandDeps {
  readStore: ReadStore;
  /**
   * Read-your-reactions: resolves (bounded) once the reactors have dealt with `position`, so the
   * answer to a deletion is sent after its recommendations have moved (insights' reactor).
   */
  waitForReactions?: ((position: number) => Promise<unknown>) | undefined;
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

    async remove(actor: Actor, listId: string) {
      const movedCount = (await owned(actor, listId)).itemCount ?? 0;
      const { events, position } = await run(actor, { type: 'DeleteList', data: { listId } });
      const deleted = events.find((event) => event.type === 'ListDeleted');
      if (!deleted || deleted.type !== 'ListDeleted') throw new NotFoundError('List not found');
      // What follows a deletion (its recommendations move) is a reactor's work, done even if this
      // process dies now; the answer waits for it so the next read sees it.
      if (position !== null) await deps.waitForReactions?.(position);
      return { success: true as const, movedTo: deleted.data.movedTo, movedCount };
    },
  };
}

export type ListsService = ReturnType<typeof listsService>;
