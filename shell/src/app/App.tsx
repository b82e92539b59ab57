import { BlueprintProvider } from '@blueprintjs/core';
import type { ApiClient } from '@folio/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ApiContext } from './ApiContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import type { AppStore } from './store.ts';

interface AppProps {
  store: AppStore;
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * The providers every remote relies on: react-redux, TanStack Query, Blueprint and the router are
 * shared singletons, so remote screens rendered below read these same contexts.
 */
export function App({ store, queryClient, api }: AppProps) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <BlueprintProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </BlueprintProvider>
        </ApiContext.Provider>
      </QueryClientProvider>
    </Provider>
  );
}
