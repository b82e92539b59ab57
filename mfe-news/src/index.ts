// The async boundary: shared modules are negotiated before code that uses them runs. This entry
// only serves the standalone harness; the shell loads the exposed modules through remoteEntry.js.
void import('./bootstrap.tsx');
