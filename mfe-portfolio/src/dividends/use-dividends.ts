/** The list's dividend and split suggestions, and the commands that confirm or dismiss them. */
import type { DividendRequest, SplitRequest } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { investmentKeys } from '../keys.ts';

export const dividendKeys = {
  all: ['dividends'] as const,
  suggestions: (listId: string) => ['dividends', listId, 'suggestions'] as const,
};

export function useCorporateActions(listId: string) {
  return useQuery({ queryKey: dividendKeys.suggestions(listId), queryFn: () => api.dividends.suggestions(listId) });
}

export function useDividendCommands(listId: string) {
  const client = useQueryClient();
  // Holdings (a reinvested lot, a split), the summary (income, returns) and the suggestions all change.
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: investmentKeys.all }), client.invalidateQueries({ queryKey: dividendKeys.all })]);
  return {
    record: useMutation({ mutationFn: (body: DividendRequest) => api.dividends.create({ ...body, listId }), onSettled: refresh }),
    dismissDividend: useMutation({ mutationFn: (body: { symbol: string; exDate: string }) => api.dividends.dismiss({ ...body, listId }), onSettled: refresh }),
    applySplit: useMutation({ mutationFn: (body: SplitRequest) => api.dividends.applySplit({ ...body, listId }), onSettled: refresh }),
    dismissSplit: useMutation({ mutationFn: (body: { symbol: string; date: string }) => api.dividends.dismissSplit({ ...body, listId }), onSettled: refresh }),
  };
}
