// @vitest-environment happy-dom
import { ApiRequestError, type ApiClient } from '@folio/contracts/client';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from '@folio/shell-kit/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../app/ApiContext.tsx';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { createStore, StoreProvider } from '../app/store.ts';
import { loggedOut, passwordChanged, sessionChecked } from '../session/session-slice.ts';
import { memoryStorage, TOKEN_KEY, tokenStore } from '@folio/shell-kit';

vi.mock('../app/app-frame-loader.ts', () => ({
  loadAppFrame: async () => ({ AppFrame: () => <p>The signed-in app</p> }),
  loadedAppFrame: () => null,
  isAuthScreen: (pathname: string) => pathname === '/login' || pathname === '/register',
}));

const WEAK = 'Password is too easy to guess: it is one of the ten most used passwords. Use a longer password, such as a few unrelated words';

function setUp(auth: Partial<ApiClient['auth']>, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const tokens = tokenStore(storage);
  const client = { auth: { googleSignInUrl: () => '/api/auth/google/auth', ...auth } };
  const api = vi.fn(async () => client as unknown as ApiClient);
  const store = createStore({ api, tokens, queryClient: new QueryClient() }, storage);
  return { api, storage, store, tokens };
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 }))));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/register', () => {
  it('shows why the server refused a weak password', async () => {
    const register = vi.fn().mockRejectedValue(new ApiRequestError(400, 'Bad Request', WEAK));
    const { store, api } = setUp({ register });
    await store.dispatch(sessionChecked());
    render(
      <StoreProvider store={store}>
        <ApiContext.Provider value={api}>
          <MemoryRouter initialEntries={['/register']}>
            <AppRoutes />
          </MemoryRouter>
        </ApiContext.Provider>
      </StoreProvider>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Registration failed');
    expect(alert.textContent).toContain(WEAK);
    expect(register).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'password' });
  });
});

describe('logout', () => {
  it('ends the session on the server, then forgets the token', async () => {
    const logout = vi.fn(async () => undefined);
    const { store, storage } = setUp({ logout }, { [TOKEN_KEY]: 'the-token' });
    await store.dispatch(loggedOut());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('forgets the token even when the server cannot be reached', async () => {
    const logout = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, storage } = setUp({ logout }, { [TOKEN_KEY]: 'the-token' });
    await store.dispatch(loggedOut());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('password change', () => {
  it('replaces the stored token with the one the server answers', async () => {
    const user = { id: 'u1', email: 'ada@example.com', name: null, createdAt: '2026-01-15T09:30:00.000Z' };
    const changePassword = vi.fn(async () => ({ token: 'the-new-token', user }));
    const { store, storage } = setUp({ changePassword }, { [TOKEN_KEY]: 'the-old-token' });
    await store.dispatch(passwordChanged({ currentPassword: 'analytical-engine', newPassword: 'difference-engine-1843' }));
    expect(changePassword).toHaveBeenCalledWith({ currentPassword: 'analytical-engine', newPassword: 'difference-engine-1843' });
    expect(storage.getItem(TOKEN_KEY)).toBe('the-new-token');
  });

  it('keeps the token and passes the server\'s reason on when refused', async () => {
    const changePassword = vi.fn().mockRejectedValue(new ApiRequestError(400, 'Bad Request', 'Current password is incorrect'));
    const { store, storage } = setUp({ changePassword }, { [TOKEN_KEY]: 'the-old-token' });
    const refused = await store.dispatch(passwordChanged({ currentPassword: 'wrong', newPassword: 'difference-engine-1843' })).catch((failure: unknown) => failure);
    expect(refused).toEqual({ status: 400, message: 'Current password is incorrect' });
    expect(storage.getItem(TOKEN_KEY)).toBe('the-old-token');
  });
});
