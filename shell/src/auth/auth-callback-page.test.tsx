// @vitest-environment happy-dom
import type { ApiClient } from '@folio/contracts/client';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@folio/shell-kit/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContext } from '../app/ApiContext.tsx';
import { createStore, StoreProvider } from '../app/store.ts';
import { memoryStorage, tokenStore } from '@folio/shell-kit';
import { AuthCallbackPage } from './AuthCallbackPage.tsx';

const USER = { id: 'u1', email: 'ada@example.com', name: 'Ada', createdAt: '2026-01-15T09:30:00.000Z' };

function renderCallback(search: string, exchangeGoogleHandoff: () => Promise<unknown>) {
  const storage = memoryStorage({});
  const api = vi.fn(async () => ({ auth: { exchangeGoogleHandoff } }) as unknown as ApiClient);
  const store = createStore({ api, tokens: tokenStore(storage), queryClient: new QueryClient() }, storage);
  render(
    <StoreProvider store={store}>
      <ApiContext.Provider value={api}>
      <MemoryRouter initialEntries={[`/auth/callback${search}`]}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/" element={<p>Home screen</p>} />
        </Routes>
      </MemoryRouter>
      </ApiContext.Provider>
    </StoreProvider>,
  );
  return { store };
}

afterEach(cleanup);

describe('/auth/callback', () => {
  it('says the sign-in succeeded on success=true, then goes home signed in', async () => {
    const { store } = renderCallback('?success=true', async () => ({ token: 'jwt', user: USER }));
    expect(screen.getByText('Sign in successful! Redirecting to your portfolio...')).toBeTruthy();
    expect(await screen.findByText('Home screen', {}, { timeout: 3000 })).toBeTruthy();
    expect(store.getState().session.user?.email).toBe('ada@example.com');
  });

  it('shows the failure when the hand-off cannot be exchanged', async () => {
    renderCallback('?success=true', async () => Promise.reject(new Error('401')));
    expect((await screen.findByRole('alert')).textContent).toContain('There was a problem signing you in. Please try again.');
  });

  it('shows the message it was given, or that no confirmation arrived', () => {
    renderCallback('?message=Access%20denied', vi.fn());
    expect(screen.getByText('Access denied')).toBeTruthy();
    cleanup();
    renderCallback('', vi.fn());
    expect(screen.getByText('Authentication failed - no confirmation received')).toBeTruthy();
  });
});
