import { createRoot } from 'react-dom/client';
import { apiLoader } from './app/api-loader.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createStore } from './app/store.ts';
import { sessionChecked } from './session/session-slice.ts';
import { tokenStore } from '@folio/shell-kit';
import { browserStorage } from '@folio/shell-kit';

const storage = browserStorage();
const tokens = tokenStore(storage);
const api = apiLoader({ getToken: tokens.read });
const queryClient = createQueryClient();
const store = createStore({ api, tokens, queryClient }, storage);

void store.dispatch(sessionChecked());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App store={store} queryClient={queryClient} api={api} />);
