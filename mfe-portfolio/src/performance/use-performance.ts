/** GET /api/investments/performance for a list and range; the last range's answer stays on screen while the next loads. */
import type { PerformanceRange } from '@folio/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { investmentKeys } from '../keys.ts';

/** Under investmentKeys.all, so every trade or list change refreshes the chart too. */
export const performanceKey = (listId: string, range: PerformanceRange) => [...investmentKeys.all, 'performance', listId, range] as const;

export function usePerformance(listId: string, range: PerformanceRange) {
  return useQuery({
    queryKey: performanceKey(listId, range),
    queryFn: () => api.investments.performance(listId, range),
    placeholderData: keepPreviousData,
  });
}
