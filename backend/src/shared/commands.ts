import { WrongExpectedRevisionError, type EventStore, type EventMetadata } from '../eventstore/port.ts';
import type { Decider, DomainEvent } from './decider.ts';
import type { Runtime } from './runtime.ts';
import type { StateCache } from './state-cache.ts';
import { mapInSlices, Slice } from './yielding.ts';

/** A command's own events: the `count` events of `streamId` from `fromRevision`, the last at the position it waits for. */
export interface OwnEvents {
  streamId: string;
  fromRevision: number;
  count: number;
}

export interface CommandDeps {
  events: EventStore;
  runtime: Runtime;
  /**
   * Read-your-writes: resolves once the read models include `position`. `own` names the
   * command's events, which the read models may take ahead of other users' (projections/engine.ts).
   */
  waitForProjections(position: number, own?: OwnEvents): Promise<unknown>;
  /** Keeps decided states between commands; without it every command folds the whole stream. */
  states?: StateCache;
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
 * Load the state, decide, append with the revision the decision was based on. A concurrent writer
 * makes the append fail; the command is then decided again on the fresh state, so invariants
 * (no oversell, one default list) hold under concurrency. The answer waits for the projections.
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  request: CommandRequest<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const attempt = () => decideAndAppend(deps, request, 'now');
  return deps.states ? deps.states.exclusive(request.streamId, attempt) : attempt();
}

/**
 * `handleCommand` for a caller that reads no state afterwards (an import, a bulk add): the
 * answer does not wait for the decided events to be folded into the kept state (100k purchases
 * take about 0.2 s). They are folded after it, in slices and in the stream's turn, so the
 * stream's next command need not fold them first (it waits for the fold if it comes sooner).
 */
export async function appendCommand<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  request: CommandRequest<State, Command, Event>,
): Promise<Omit<CommandResult<State, Event>, 'state'>> {
  const attempt = () => decideAndAppend(deps, request, 'later');
  const { events, position } = await (deps.states ? deps.states.exclusive(request.streamId, attempt) : attempt());
  const states = deps.states;
  if (states && events.length > 0) void states.exclusive(request.streamId, () => foldBehind(states, request.streamId, request.decider));
  return { events, position };
}

/** Folds the events an append left behind into the stream's kept state, if they are still there. */
async function foldBehind<State, Command, Event extends DomainEvent>(states: StateCache, streamId: string, decider: Decider<State, Command, Event>) {
  const kept = states.get(streamId, decider);
  if (!kept?.behind) return;
  try {
    states.set(streamId, decider, await evolveInSlices(decider, kept.state, kept.behind), kept.revision);
  } catch {
    // Folding changes the state in place: one that failed half-way is dropped, and the stream's next command reads the stream.
    states.forget(streamId, decider);
  }
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  request: CommandRequest<State, Command, Event>,
  fold: 'now' | 'later',
): Promise<CommandResult<State, Event>> {
  const { decider, streamId } = request;
  for (let attempt = 1; ; attempt += 1) {
    let { state, revision } = await currentState(deps, streamId, decider);
    const decided = decider.decideInSlices ? await decider.decideInSlices(request.command, state) : decider.decide(request.command, state);
    if (decided.length === 0) return { events: [], state, position: null };

    const metadata = { ...request.metadata, occurredAt: deps.runtime.now().toISOString() };
    // In slices: an import decides 100k events, and each needs an id.
    const newEvents = await mapInSlices(decided, (event, index) => ({
      id: request.eventId?.(index) ?? deps.runtime.newId(),
      type: event.type,
      data: event.data,
      metadata,
    }));
    try {
      const result = await deps.events.append(streamId, newEvents, revision < 0 ? 'no_stream' : revision);
      if (result.nextRevision !== revision + newEvents.length) {
        // The store already held these ids (a command retried after a crash, same Idempotency-Key):
        // nothing was written, so the state decided here is not the stream's. Fold it afresh.
        deps.states?.forget(streamId, decider);
        await deps.waitForProjections(result.position);
        return { events: decided, state: (await currentState(deps, streamId, decider)).state, position: result.position };
      }
      const own = { streamId, fromRevision: revision + 1, count: newEvents.length };
      revision = result.nextRevision;
      if (fold === 'later') {
        // Deciders decide without changing the state they are given: it is still the state before
        // these events. Without a state cache nobody reads it again, so nothing is folded at all.
        deps.states?.setBehind(streamId, decider, state, revision, decided);
      } else {
        state = await evolveInSlices(decider, state, decided);
        deps.states?.set(streamId, decider, state, revision);
      }
      await deps.waitForProjections(result.position, own);
      return { events: decided, state, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

/** Folds `events` into `state`, giving the event loop a turn whenever SLICE_MS have passed (a 100k-event import). */
async function evolveInSlices<State, Event extends DomainEvent>(decider: Decider<State, unknown, Event>, state: State, events: readonly Event[]): Promise<State> {
  const slice = new Slice();
  for (let index = 0; index < events.length; index++) {
    state = decider.evolve(state, events[index]!);
    // Every event: one may carry a thousand purchases (PositionsIncreased).
    if (slice.over) await slice.turn();
  }
  return state;
}

/** The cached state brought up to date with the events appended since, or a full fold. */
async function currentState<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  streamId: string,
  decider: Decider<State, Command, Event>,
): Promise<{ state: State; revision: number }> {
  const cached = deps.states?.get(streamId, decider);
  let state = cached?.state ?? decider.initialState();
  let revision = cached?.revision ?? -1;
  // The events the last command appended without folding them (appendCommand).
  if (cached?.behind) state = await evolveInSlices(decider, state, cached.behind);
  const newer = await deps.events.readStream(streamId, { fromRevision: revision + 1 });
  for (const event of newer) state = decider.evolve(state, event as unknown as Event);
  if (newer.length > 0) revision = newer.at(-1)!.revision;
  deps.states?.set(streamId, decider, state, revision);
  return { state, revision };
}
