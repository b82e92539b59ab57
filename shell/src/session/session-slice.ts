/**
 * The session (core.md section 4): on load the current user is fetched when a token is stored (the
 * API only knows bearer tokens, so without one the visitor is anonymous, no call needed); a
 * failure means logged out and the stored token is removed. Login and register store the token and set the user;
 * logout removes both and forgets every cached answer of the previous user.
 */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ChangePasswordRequest, LoginRequest, RegisterRequest, User } from '@folio/contracts';
import type { ThunkExtra } from '../app/thunk-extra.ts';
import { toAuthFailure, type AuthFailure } from './auth-messages.ts';

export type SessionStatus = 'checking' | 'signedIn' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** The account was created in this visit: it is welcomed, not welcomed back. */
  newAccount: boolean;
}

interface ThunkConfig {
  extra: ThunkExtra;
  // Thrown errors are flattened by Redux; failures keep their HTTP status this way.
  rejectValue: AuthFailure;
}

export const sessionChecked = createAsyncThunk<User | null, void, ThunkConfig>('session/checked', async (_, { extra }) => {
  if (!extra.tokens.read()) return null;
  try {
    return (await (await extra.api()).auth.me()).user;
  } catch {
    extra.tokens.clear();
    return null;
  }
});

export const loggedIn = createAsyncThunk<User, LoginRequest, ThunkConfig>('session/loggedIn', async (credentials, { extra, rejectWithValue }) => {
  try {
    const { token, user } = await (await extra.api()).auth.login(credentials);
    extra.tokens.write(token);
    return user;
  } catch (error) {
    return rejectWithValue(toAuthFailure(error));
  }
});

export const registered = createAsyncThunk<User, RegisterRequest, ThunkConfig>('session/registered', async (details, { extra, rejectWithValue }) => {
  try {
    const { token, user } = await (await extra.api()).auth.register(details);
    extra.tokens.write(token);
    return user;
  } catch (error) {
    return rejectWithValue(toAuthFailure(error));
  }
});

/** The server ends every session of the account and answers a new one, which replaces the token. */
export const passwordChanged = createAsyncThunk<User, ChangePasswordRequest, ThunkConfig>('session/passwordChanged', async (change, { extra, rejectWithValue }) => {
  try {
    const { token, user } = await (await extra.api()).auth.changePassword(change);
    extra.tokens.write(token);
    return user;
  } catch (error) {
    return rejectWithValue(toAuthFailure(error));
  }
});

/** Finishes a Google sign-in: the server's one-time hand-off becomes a session token. */
export const googleSignInCompleted = createAsyncThunk<User, void, ThunkConfig>('session/googleSignInCompleted', async (_, { extra }) => {
  const { token, user } = await (await extra.api()).auth.exchangeGoogleHandoff();
  extra.tokens.write(token);
  return user;
});

/**
 * The server ends the session first, so the token is refused even if a copy of it survives; the
 * browser forgets it whatever the server answered (offline, already expired).
 */
export const loggedOut = createAsyncThunk<void, void, ThunkConfig>('session/loggedOut', async (_, { extra }) => {
  if (extra.tokens.read()) {
    try {
      await (await extra.api()).auth.logout();
    } catch {
      // Offline, already expired, or the API client failed to load: the token is forgotten anyway.
    }
  }
  extra.tokens.clear();
  extra.queryClient.clear();
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState: { status: 'checking', user: null, newAccount: false } as SessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sessionChecked.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = action.payload ? 'signedIn' : 'anonymous';
      })
      .addCase(loggedOut.fulfilled, (state) => {
        state.user = null;
        state.newAccount = false;
        state.status = 'anonymous';
      });
    for (const thunk of [loggedIn, registered, googleSignInCompleted]) {
      builder.addCase(thunk.fulfilled, (state, action) => {
        state.user = action.payload;
        state.status = 'signedIn';
        state.newAccount = thunk === registered;
      });
    }
  },
});
