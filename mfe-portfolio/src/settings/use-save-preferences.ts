import type { List } from '@folio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { listKeys } from '../keys.ts';
import { mergePreferences, writePreferences, type PortfolioPreferences } from '@folio/shell-kit';

/**
 * Save writes the preferences to browser storage (out-of-range numbers fall back to their
 * defaults) and sends a changed tax-lot method to the list (PUT /api/lists/{id}/preferences),
 * where sales read it.
 */
export function useSavePreferences(list: List | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: PortfolioPreferences) => {
      if (!list) throw new Error('No list chosen');
      const saved = mergePreferences(preferences);
      writePreferences(list.id, saved);
      if (saved.taxLotMethod !== list.taxLotMethod) await api.lists.setPreferences(list.id, { taxLotMethod: saved.taxLotMethod });
      return saved;
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKeys.all }),
  });
}
