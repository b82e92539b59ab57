/** GET /api/investments/allocation of a list, under investmentKeys.all so trades refresh it. */
import { useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { investmentKeys } from '../keys.ts';

export const allocationKey = (listId: string | null) => [...investmentKeys.all, 'allocation', listId] as const;

export function useAllocation(listId: string | null) {
  return useQuery({ queryKey: allocationKey(listId), queryFn: () => api.investments.allocation(listId) });
}
