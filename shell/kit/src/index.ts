/**
 * @folio/shell-kit: the host's contract with every remote (docs/architecture.md). This entry is
 * light (no @folio/contracts, no Blueprint) so the shell can use it to show /login; the other
 * entries are `@folio/shell-kit/router`, `/api` (the API client), `/ui` (empty, loading and
 * error states) and `/harness` (a remote's standalone dev page). All but the harness are Module
 * Federation singletons.
 */
export * from './external-site-link.ts';
export * from './external-sites.ts';
export * from './format.ts';
export * from './list-preferences.ts';
export * from './query-keys.ts';
export * from './remote-props.ts';
export * from './storage-keys.ts';
export * from './storage.ts';
export * from './theme.tsx';
export * from './token-storage.ts';
export * from './user-settings.ts';
