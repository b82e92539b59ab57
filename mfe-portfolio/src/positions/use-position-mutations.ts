import type { AddStockRequest, PortfolioItem, SellPositionRequest, UpdateStockRequest } from '@folio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { dashboardKeys, investmentKeys, listKeys } from '../keys.ts';

/**
 * Adding, editing, selling and deleting positions. Every one refreshes the holdings, the summary,
 * the list counts and the dashboard watch list. Update and sell errors are logged and rethrown;
 * a failed delete just reloads the data (core.md section 8).
 */
export function usePositionMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: investmentKeys.all }),
      client.invalidateQueries({ queryKey: listKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  const logged = (what: string) => (error: unknown) => console.error(`${what} failed`, error);

  const add = useMutation({
    mutationFn: (body: AddStockRequest) => api.investments.addStock(body),
    onSettled: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateStockRequest }) => api.investments.updateStock(id, body),
    onError: logged('Updating the position'),
    onSettled: refresh,
  });
  const sell = useMutation({
    mutationFn: (body: SellPositionRequest) => api.investments.sell(body),
    onError: logged('Selling the position'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: PortfolioItem) => api.investments.removeStock(item.id),
    onError: logged('Deleting the position'),
    onSettled: refresh,
  });
  return { add, update, sell, remove };
}
