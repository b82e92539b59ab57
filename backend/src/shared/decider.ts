/** A domain event as deciders see it: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * A pure decider (emmett style): `decide` turns a command and the current state into new events
 * or throws a DomainError; `evolve` folds one stored event into the state.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  decide(command: Command, state: State): Event[];
  /**
   * The same decision with event-loop turns in between, for commands that decide on many rows
   * (an import): other requests are served meanwhile. The command runner uses it when present.
   */
  decideInSlices?(command: Command, state: State): Promise<Event[]>;
  evolve(state: State, event: Event): State;
}
