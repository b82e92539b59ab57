import type { Decider } from '../shared/decider.ts';
import { ConflictError, NotFoundError } from '../shared/errors.ts';
import type { EmailClaimed, PasswordChanged, UserEvent, UserRegistered } from './events.ts';

// ---- the user ----

export type UserState =
  | { status: 'unknown' }
  | { status: 'registered'; userId: string; email: string; googleId: string | null };

export type UserCommand =
  | { type: 'RegisterUser'; data: UserRegistered['data'] }
  | { type: 'LinkGoogleAccount'; data: { userId: string; googleId: string } }
  | { type: 'ChangePassword'; data: PasswordChanged['data'] };

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'unknown' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status === 'registered') throw new ConflictError('An account with this email already exists');
        return [{ type: 'UserRegistered', data: command.data }];
      case 'LinkGoogleAccount':
        if (state.status !== 'registered') throw new NotFoundError('User not found');
        if (state.googleId === command.data.googleId) return [];
        return [{ type: 'GoogleAccountLinked', data: command.data }];
      case 'ChangePassword':
        if (state.status !== 'registered') throw new NotFoundError('User not found');
        return [{ type: 'PasswordChanged', data: command.data }];
      default:
        return unreachable(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', userId: event.data.userId, email: event.data.email, googleId: event.data.googleId };
      case 'GoogleAccountLinked':
        return state.status === 'registered' ? { ...state, googleId: event.data.googleId } : state;
      default:
        return state;
    }
  },
};

// ---- the email address ----

export type EmailState = { claimedBy: string | null };
export type ClaimEmail = { type: 'ClaimEmail'; data: { email: string; userId: string } };

/** Claiming again for the same user is a no-op, so an interrupted registration can resume. */
export const emailDecider: Decider<EmailState, ClaimEmail, EmailClaimed> = {
  initialState: () => ({ claimedBy: null }),
  decide(command, state) {
    if (state.claimedBy === command.data.userId) return [];
    if (state.claimedBy !== null) throw new ConflictError('An account with this email already exists');
    return [{ type: 'EmailClaimed', data: command.data }];
  },
  evolve: (_state, event) => ({ claimedBy: event.data.userId }),
};

function unreachable(value: never): never {
  throw new Error(`Unhandled command ${JSON.stringify(value)}`);
}
