import type { CashFlow, CashFlowRequest } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { investmentKeys, cashFlowKeys } from '../keys.ts';

export const CASH_FLOW_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  saveFailed: 'Failed to save cash flow',
  confirmDelete: 'Are you sure you want to delete this cash flow?',
  deleteFailed: (message: string) => `Failed to delete cash flow: ${message}`,
} as const;

/** A list's deposits and withdrawals and its total cash invested; changes refresh the summary too. */
export function useCashFlows(listId: string) {
  const client = useQueryClient();
  const flows = useQuery({ queryKey: cashFlowKeys.list(listId), queryFn: () => api.cashFlows.all(listId) });
  const total = useQuery({ queryKey: cashFlowKeys.total(listId), queryFn: () => api.cashFlows.totalInvested(listId) });
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: cashFlowKeys.all }), client.invalidateQueries({ queryKey: investmentKeys.all })]);

  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Omit<CashFlowRequest, 'listId'> }) =>
      id ? api.cashFlows.update(id, body) : api.cashFlows.create({ ...body, listId }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (flow: CashFlow) => api.cashFlows.remove(flow.id),
    onSettled: refresh,
  });
  return { flows, total, save, remove };
}
