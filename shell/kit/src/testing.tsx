/**
 * Component-test helpers for every front-end: the providers the shell gives a remote (one
 * QueryClient without retries, a router at a given route with a probe showing the location).
 * Tests only; never part of a build.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from './router.ts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { route = '/', client }: { route?: string; client?: QueryClient } = {}) {
  const queryClient = client ?? testQueryClient();
  const wrap = (element: ReactElement) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, queryClient, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}

/** Only the query client, no router. */
export function renderWithQueries(ui: ReactElement) {
  const queryClient = testQueryClient();
  return { ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>), queryClient };
}
