import { WrongExpectedRevisionError, type EventStore, type EventMetadata } from '../eventstore/port.ts';
import type { Decider, DomainEvent } from './decider.ts';
import type { Runtime } from './runtime.ts';

export interface CommandDeps {
  events: EventStore;
  runtime: Runtime;
  /** Read-your-writes: resolves once the read models include `position`. */
  waitForProjections(position: number): Promise<unknown>;
}

export interface CommandRequest<State, Command, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  /** Who asked, and the request this command belongs to. */
  metadata?: Omit<EventMetadata, 'occurredAt'>;
  /** Deterministic ids make a retried command idempotent (see eventstore/port.ts). */
  eventId?: (index: number) => string;
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Global position of the last event written, or null when the command changed nothing. */
  position: number | null;
}

const MAX_ATTEMPTS = 5;

/**
 * Load the stream, decide, append with the revision the decision was based on. A concurrent writer
 * makes the append fail; the command is then decided again on the fresh state, so invariants
 * (no oversell, one default list) hold under concurrency. The answer waits for the projections.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  request: CommandRequest<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const { decider } = request;
  for (let attempt = 1; ; attempt += 1) {
    const stored = await deps.events.readStream(request.streamId);
    let state = decider.initialState();
    for (const event of stored) state = decider.evolve(state, event as unknown as Event);
    const decided = decider.decide(request.command, state);
    if (decided.length === 0) return { events: [], state, position: null };

    const occurredAt = deps.runtime.now().toISOString();
    const newEvents = decided.map((event, index) => ({
      id: request.eventId?.(index) ?? deps.runtime.newId(),
      type: event.type,
      data: event.data,
      metadata: { ...request.metadata, occurredAt },
    }));
    const expected = stored.length === 0 ? 'no_stream' : stored.at(-1)!.revision;
    try {
      const result = await deps.events.append(request.streamId, newEvents, expected);
      for (const event of decided) state = decider.evolve(state, event);
      await deps.waitForProjections(result.position);
      return { events: decided, state, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
