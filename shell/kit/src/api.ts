/**
 * The API client every remote uses: the shell's session token as the bearer token (core.md
 * section 6). A separate entry (`@folio/shell-kit/api`) so the kit's light part never loads
 * the client: the shell shows /login without it. `@folio/contracts/client` builds no zod schema
 * (answers are typed, not parsed); tests that want answers checked pass `answerSchemas`.
 */
import { createApiClient } from '@folio/contracts/client';
import { listPreferencesHooks } from './list-preferences-query.ts';
// The kit's light entry by its package name: the shared singleton, not a second bundled copy.
import { readToken } from '@folio/shell-kit';

export const api = createApiClient({ getToken: readToken });

/** A list's portfolio preferences from the server (list-preferences-query.ts). */
export const { useListPreferences, useSaveListPreferences } = listPreferencesHooks(api.lists);
export { listPreferencesKey, preferencesWithLocalCopyMoved } from './list-preferences-query.ts';
export * from './notification-stream.ts';
