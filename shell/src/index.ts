import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { applyTheme, readTheme } from './theme/theme-storage.ts';
import { browserStorage } from './storage.ts';

// Before the first paint, so a dark-theme user never sees a white flash.
applyTheme(readTheme(browserStorage()));

// The async boundary: shared modules (React, the router, ...) are negotiated with the remotes
// before any code that uses them runs.
void import('./bootstrap.tsx');
