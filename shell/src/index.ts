import '@blueprintjs/core/lib/css/blueprint.css';
import '@folio/shell-kit/theme.css';
import './styles.css';

// The async boundary: shared modules (React, the kit, the router, ...) are negotiated with the
// remotes before any code that uses them runs, so nothing here may import one of them.
void import('./bootstrap.tsx');
