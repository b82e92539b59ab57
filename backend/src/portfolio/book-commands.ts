/**
 * What every command on a user's book needs, shared by the portfolio, dividend and import
 * services: ids for what the request creates (derived from an Idempotency-Key when there is one),
 * the acting user's metadata, and the list a request names (or the default list).
 */
import type { ListsService } from '../lists/service.ts';
import type { Actor } from '../shared/actor.ts';
import { appendCommand, handleCommand, type CommandDeps } from '../shared/commands.ts';
import type { Decider, DomainEvent } from '../shared/decider.ts';
import { bookStream } from '../shared/streams.ts';
import { portfolioDecider, type PortfolioCommand } from './decider.ts';

export interface BookCommandDeps extends CommandDeps {
  lists: Pick<ListsService, 'owned' | 'defaultListId'>;
}

export function bookCommands(deps: BookCommandDeps) {
  const newId = (actor: Actor) => actor.newId?.() ?? deps.runtime.newId();

  const onBook = <State, Command, Event extends DomainEvent>(actor: Actor, decider: Decider<State, Command, Event>, command: Command) => ({
    streamId: bookStream(actor.userId),
    decider,
    command,
    metadata: { userId: actor.userId, correlationId: actor.correlationId },
    eventId: actor.newId ? () => actor.newId!() : undefined,
  });

  /** Decides `command` with `decider` on the actor's book stream. */
  const runOnBook = <State, Command, Event extends DomainEvent>(actor: Actor, decider: Decider<State, Command, Event>, command: Command) =>
    handleCommand(deps, onBook(actor, decider, command));

  return {
    newId,
    runOnBook,
    run: (actor: Actor, command: PortfolioCommand) => runOnBook(actor, portfolioDecider, command),
    /** `runOnBook` answering without the book's new state (an import, a bulk add): see appendCommand. */
    appendOnBook: <State, Command, Event extends DomainEvent>(actor: Actor, decider: Decider<State, Command, Event>, command: Command) =>
      appendCommand(deps, onBook(actor, decider, command)),
    async listFor(actor: Actor, listId: string | undefined): Promise<string> {
      if (!listId) return deps.lists.defaultListId(actor);
      return (await deps.lists.owned(actor, listId))._id;
    },
  };
}
