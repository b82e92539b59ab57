// @vitest-environment happy-dom
import { ApiRequestError, type ApiClient } from '@folio/contracts/client';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@folio/shell-kit/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../app/ApiContext.tsx';
import { AppRoutes } from '../app/AppRoutes.tsx';
import { createStore, StoreProvider } from '../app/store.ts';
import { sessionChecked } from '../session/session-slice.ts';
import { memoryStorage, TOKEN_KEY, tokenStore } from '@folio/shell-kit';

// /login is shown before Blueprint's JS: anything on its path that imports it fails here.
vi.mock('@blueprintjs/core', () => {
  throw new Error('@blueprintjs/core must not be imported to show /login');
});
// The rest of the app, a stand-in for the lazily loaded frame.
vi.mock('../app/app-frame-loader.ts', () => ({
  loadAppFrame: async () => ({ AppFrame: () => <p>The signed-in app</p> }),
  loadedAppFrame: () => null,
  isAuthScreen: (pathname: string) => pathname === '/login' || pathname === '/register',
}));

const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada', createdAt: '2026-01-15T09:30:00.000Z' };

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The shell's providers around its routes, with an API client that answers `login` as given. */
function renderShell(login: ApiClient['auth']['login'], stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const tokens = tokenStore(storage);
  const client = { auth: { login, me: vi.fn(async () => ({ user: USER })), googleSignInUrl: () => '/api/auth/google/auth' } };
  const api = vi.fn(async () => client as unknown as ApiClient);
  const store = createStore({ api, tokens, queryClient: new QueryClient() }, storage);
  const session = store.dispatch(sessionChecked());
  render(
    <StoreProvider store={store}>
      <ApiContext.Provider value={api}>
        <MemoryRouter initialEntries={['/login']}>
          <AppRoutes />
          <Location />
        </MemoryRouter>
      </ApiContext.Provider>
    </StoreProvider>,
  );
  return { api, client, storage, store, session };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** GET /api/auth/providers answers this (null: the request fails). */
function offerProviders(answer: object | null) {
  const fetchMock = vi.fn(async () => (answer ? new Response(JSON.stringify(answer), { status: 200 }) : new Response('', { status: 503 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => void offerProviders(null));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('shows the form to a visitor without loading the API client or checking a session', async () => {
    const providers = offerProviders({ password: true, google: true });
    const { api, session, store } = renderShell(vi.fn());
    await session;
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(providers).toHaveBeenCalledWith('/api/auth/providers', expect.anything());
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(store.getState().session.status).toBe('anonymous');
    expect(api).not.toHaveBeenCalled();
  });

  it('shows no Google button when the server does not offer Google, or cannot say', async () => {
    for (const answer of [{ password: true, google: false }, null]) {
      const providers = offerProviders(answer);
      const { session } = renderShell(vi.fn());
      await session;
      await vi.waitFor(() => expect(providers).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
      expect(screen.queryByText('or')).toBeNull();
      cleanup();
    }
  });

  it('says "Invalid email or password" when the server refuses', async () => {
    renderShell(vi.fn().mockRejectedValue(new ApiRequestError(401, 'Unauthorized', 'Invalid credentials')));
    await submit('ada@example.com', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('signs in, keeps the token and opens the app', async () => {
    const login = vi.fn().mockResolvedValue({ token: 'session-token', user: USER });
    const { storage, store } = renderShell(login);
    await submit('ada@example.com', 'correct horse');
    expect(await screen.findByText('The signed-in app')).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' });
    expect(storage.getItem(TOKEN_KEY)).toBe('session-token');
    expect(store.getState().session).toEqual({ status: 'signedIn', user: USER, newAccount: false });
  });

  it('checks a stored session through the API and sends a signed-in user home', async () => {
    const { client, session } = renderShell(vi.fn(), { [TOKEN_KEY]: 'stored-token' });
    await session;
    expect(client.auth.me).toHaveBeenCalledOnce();
    expect(await screen.findByText('The signed-in app')).toBeTruthy();
  });
});
