/**
 * A list's portfolio preferences from the server, for every front-end: `useListPreferences`
 * reads them (TanStack Query, key `listPreferencesKey(listId)`), `useSaveListPreferences` writes
 * any part of them. A copy left in browser storage by earlier versions is moved to the server the
 * first time the list's preferences are read, then forgotten.
 */
import { type ListPreferences, type UpdateListPreferencesRequest } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// By package name, so the shared `@folio/shell-kit` singleton is used, not a copy in this entry.
import { forgetLocalPreferences, listKeys, mergePreferences, readLocalPreferences } from '@folio/shell-kit';

/** Under `listKeys.all`, so whatever refreshes the lists refreshes their preferences. */
export const listPreferencesKey = (listId: string) => [...listKeys.all, listId, 'preferences'] as const;

interface PreferencesApi {
  preferences(listId: string): Promise<ListPreferences>;
  setPreferences(listId: string, body: UpdateListPreferencesRequest): Promise<ListPreferences>;
}

/**
 * The server's preferences, after moving a local copy there if one exists. The tax-lot method was
 * always the list's own (server) value, and the base currency never lived locally: neither moves.
 * A copy the server refuses (400) cannot move and is forgotten; any other failure keeps it for
 * the next read.
 */
export async function preferencesWithLocalCopyMoved(lists: PreferencesApi, listId: string): Promise<ListPreferences> {
  const local = readLocalPreferences(listId);
  if (local === null || local === undefined) return lists.preferences(listId);
  const { taxLotMethod: _server, baseCurrency: _never, ...moving } = mergePreferences(local);
  try {
    const moved = await lists.setPreferences(listId, moving);
    forgetLocalPreferences(listId);
    return moved;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) forgetLocalPreferences(listId);
    return lists.preferences(listId);
  }
}

export function listPreferencesHooks(lists: PreferencesApi) {
  function useListPreferences(listId: string | null | undefined) {
    return useQuery({
      queryKey: listPreferencesKey(listId ?? ''),
      queryFn: () => preferencesWithLocalCopyMoved(lists, listId!),
      enabled: Boolean(listId),
      staleTime: 60_000,
    });
  }

  function useSaveListPreferences(listId: string | null | undefined) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (changes: UpdateListPreferencesRequest) => {
        if (!listId) throw new Error('No list chosen');
        return lists.setPreferences(listId, changes);
      },
      onSuccess: (saved) => {
        if (listId) client.setQueryData(listPreferencesKey(listId), saved);
      },
      // The list's own tax-lot method (GET /lists) may have changed with them.
      onSettled: () => client.invalidateQueries({ queryKey: listKeys.all }),
    });
  }

  return { useListPreferences, useSaveListPreferences };
}
