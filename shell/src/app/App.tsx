import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@folio/shell-kit/router';
import type { ApiLoader } from './api-loader.ts';
import { ApiContext } from './ApiContext.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { StoreProvider, type AppStore } from './store.ts';

interface AppProps {
  store: AppStore;
  queryClient: QueryClient;
  api: ApiLoader;
}

/**
 * The providers every remote relies on: TanStack Query and the router are shared singletons, so
 * remote screens rendered below read these same contexts; the shell's own state comes from
 * StoreProvider (app/store.ts). Blueprint's provider
 * comes with the screens that use Blueprint (AppFrame.tsx), after the auth screens.
 */
export function App({ store, queryClient, api }: AppProps) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ApiContext.Provider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
