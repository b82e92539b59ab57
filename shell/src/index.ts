import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { isAuthScreen, loadAppFrame } from './app/app-frame-loader.ts';
import { tokenStore } from '@folio/shell-kit';
import { applyTheme, readTheme } from './theme/theme-storage.ts';
import { browserStorage } from '@folio/shell-kit';

const storage = browserStorage();
// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(readTheme(storage));

// The async boundary: shared modules (React, the router, ...) are negotiated with the remotes
// before any code that uses them runs.
void import('./bootstrap.tsx');

// What the first screen needs beyond /login's code is fetched alongside, not after the first
// render. Failed downloads are retried and reported by the code that needs them.
const ignore = () => undefined;
if (!isAuthScreen(window.location.pathname)) loadAppFrame().catch(ignore);
// A stored session is checked at start, with the API client (app/api-loader.ts).
if (tokenStore(storage).read()) import('@folio/contracts').catch(ignore);
