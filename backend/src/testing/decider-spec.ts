import { expect } from 'vitest';
import type { Decider, DomainEvent } from '../shared/decider.ts';

/** given(events).when(command).then(events) / .thenThrows(error), as in emmett's DeciderSpecification. */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(history: Event[]) {
      const state = history.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(errorClass: abstract new (...args: never[]) => Error, message?: string | RegExp) {
              expect(decide).toThrow(errorClass);
              if (message !== undefined) expect(decide).toThrow(message);
            },
          };
        },
      };
    },
  };
}
