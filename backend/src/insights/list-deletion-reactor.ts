/**
 * A deleted list's recommendations and analyses follow its holdings: on `ListDeleted` (book
 * stream) the reactor issues `MoveListRecommendations` on the user's insights stream. Its event
 * ids derive from the ListDeleted's id, and the move of an emptied list decides nothing, so a
 * redelivery (a crash before the checkpoint, a second instance) appends nothing new. A process
 * that dies between the two appends finishes the move at its next start, from the checkpoint.
 */
import type { Reactor } from '../background/reactor.ts';
import type { ListDeleted } from '../lists/events.ts';
import type { Actor } from '../shared/actor.ts';

export const LIST_DELETION_REACTOR = 'insights.list-deleted';

/** The user a book stream belongs to (`book-{userId}`). */
const ownerOfBook = (streamId: string) => streamId.replace(/^book-/, '');

export function listDeletionReactor(insights: { moveListRecommendations(actor: Actor, fromListId: string, toListId: string): Promise<number> }): Reactor {
  return {
    name: LIST_DELETION_REACTOR,
    handles: new Set(['ListDeleted']),
    async react(event, ctx) {
      const { listId, movedTo } = event.data as ListDeleted['data'];
      await insights.moveListRecommendations({ ...ctx.actor, userId: ctx.actor.userId || ownerOfBook(event.streamId) }, listId, movedTo);
    },
  };
}
