/**
 * The session (core.md section 4): on load the current user is fetched when a token is stored (the
 * API only knows bearer tokens, so without one the visitor is anonymous, no call needed); a
 * failure means logged out and the stored token is removed. Login and register store the token and set the user;
 * logout removes both and forgets every cached answer of the previous user.
 */
import type { ChangePasswordRequest, LoginRequest, RegisterRequest, User } from '@folio/contracts';
import type { AppAction, Thunk } from '../app/store.ts';
import { toAuthFailure } from './auth-messages.ts';

export type SessionStatus = 'checking' | 'signedIn' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** The account was created in this visit: it is welcomed, not welcomed back. */
  newAccount: boolean;
}

export const initialSession: SessionState = { status: 'checking', user: null, newAccount: false };

export type SessionAction =
  | { type: 'session/checked'; user: User | null }
  | { type: 'session/signedIn'; user: User; newAccount: boolean }
  | { type: 'session/loggedOut' };

export const sessionChecked = (): Thunk<User | null> => async (dispatch, extra) => {
  let user: User | null = null;
  if (extra.tokens.read()) {
    try {
      user = (await (await extra.api()).auth.me()).user;
    } catch {
      extra.tokens.clear();
    }
  }
  dispatch({ type: 'session/checked', user });
  return user;
};

/** Signs in with what `signIn` answers; a failure rejects with an AuthFailure (its HTTP status kept). */
const signedIn =
  (signIn: (extra: Parameters<Thunk<User>>[1]) => Promise<{ token: string; user: User }>, newAccount: boolean): Thunk<User> =>
  async (dispatch, extra) => {
    let answer: { token: string; user: User };
    try {
      answer = await signIn(extra);
    } catch (error) {
      throw toAuthFailure(error);
    }
    extra.tokens.write(answer.token);
    dispatch({ type: 'session/signedIn', user: answer.user, newAccount });
    return answer.user;
  };

export const loggedIn = (credentials: LoginRequest) => signedIn(async ({ api }) => (await api()).auth.login(credentials), false);

export const registered = (details: RegisterRequest) => signedIn(async ({ api }) => (await api()).auth.register(details), true);

/** Finishes a Google sign-in: the server's one-time hand-off becomes a session token. */
export const googleSignInCompleted = () => signedIn(async ({ api }) => (await api()).auth.exchangeGoogleHandoff(), false);

/** The server ends every session of the account and answers a new one, which replaces the token. */
export const passwordChanged =
  (change: ChangePasswordRequest): Thunk<User> =>
  async (_dispatch, extra) => {
    try {
      const { token, user } = await (await extra.api()).auth.changePassword(change);
      extra.tokens.write(token);
      return user;
    } catch (error) {
      throw toAuthFailure(error);
    }
  };

/**
 * The server ends the session first, so the token is refused even if a copy of it survives; the
 * browser forgets it whatever the server answered (offline, already expired).
 */
export const loggedOut = (): Thunk<void> => async (dispatch, extra) => {
  if (extra.tokens.read()) {
    try {
      await (await extra.api()).auth.logout();
    } catch {
      // Offline, already expired, or the API client failed to load: the token is forgotten anyway.
    }
  }
  extra.tokens.clear();
  extra.queryClient.clear();
  dispatch({ type: 'session/loggedOut' });
};

export function sessionReducer(state: SessionState, action: AppAction): SessionState {
  switch (action.type) {
    case 'session/checked':
      return { ...state, user: action.user, status: action.user ? 'signedIn' : 'anonymous' };
    case 'session/signedIn':
      return { status: 'signedIn', user: action.user, newAccount: action.newAccount };
    case 'session/loggedOut':
      return { status: 'anonymous', user: null, newAccount: false };
    default:
      return state;
  }
}
