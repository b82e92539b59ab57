/**
 * A host entry module (rspack.config.ts adds it): every shared singleton the remotes consume,
 * imported lazily so the shell offers it to them even when the shell itself never uses it
 * (`@folio/shell-kit/ui`). Built remotes carry no fallback copies of shared modules, so what the
 * shell does not provide would fail to load (#RUNTIME-012). The functions are never called:
 * a chunk is fetched only when a remote asks for its module. The host build fails if a key of
 * the shared table is missing here (rspack.config.ts).
 */
export const providedToRemotes = [
  () => import('react'),
  () => import('react/jsx-runtime'),
  () => import('react-dom'),
  () => import('react-dom/client'),
  () => import('@folio/shell-kit'),
  () => import('@folio/shell-kit/api'),
  () => import('@folio/shell-kit/router'),
  () => import('@folio/shell-kit/ui'),
  () => import('@tanstack/react-query'),
  () => import('@reduxjs/toolkit'),
  () => import('react-redux'),
  () => import('@blueprintjs/core'),
  () => import('@folio/contracts/client'),
];
