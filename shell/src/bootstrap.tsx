import { browserStorage, tokenStore } from '@folio/shell-kit';
import { createRoot } from 'react-dom/client';
import { apiLoader } from './app/api-loader.ts';
import { isAuthScreen, loadAppFrame } from './app/app-frame-loader.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createStore } from './app/store.ts';
import { sessionChecked } from './session/session-slice.ts';
import { applyTheme, readTheme } from './theme/theme-storage.ts';

const storage = browserStorage();
// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(readTheme(storage));

// What the first screen needs beyond /login's code is fetched alongside, not after the first
// render. Failed downloads are retried and reported by the code that needs them.
const ignore = () => undefined;
if (!isAuthScreen(window.location.pathname)) loadAppFrame().catch(ignore);
const tokens = tokenStore(storage);
// A stored session is checked at start, with the API client (app/api-loader.ts).
if (tokens.read()) import('@folio/contracts/client').catch(ignore);

const api = apiLoader({ getToken: tokens.read });
const queryClient = createQueryClient();
const store = createStore({ api, tokens, queryClient }, storage);

void store.dispatch(sessionChecked());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App store={store} queryClient={queryClient} api={api} />);
