import { type CreateListRequest, type List } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@folio/shell-kit/api';
import { alertUser, confirmUser } from '../common/notify.ts';
import { dashboardKeys, investmentKeys, listKeys } from '../keys.ts';
import { deleteConfirmation, LIST_MESSAGES } from './messages.ts';

export function useLists() {
  return useQuery({ queryKey: listKeys.all, queryFn: api.lists.all });
}

/**
 * Creating, renaming, deleting and choosing the default list, with the spec's alerts on failure.
 * A deletion moves the list's stocks to the default list, so holdings are refreshed too.
 */
export function useListMutations() {
  const client = useQueryClient();
  const refresh = async (holdingsToo = false) => {
    await client.invalidateQueries({ queryKey: listKeys.all });
    if (holdingsToo) {
      await client.invalidateQueries({ queryKey: investmentKeys.all });
      await client.invalidateQueries({ queryKey: dashboardKeys.all });
    }
  };

  const create = useMutation({
    mutationFn: (body: CreateListRequest) => api.lists.create(body),
    onError: () => alertUser(LIST_MESSAGES.createFailed),
    onSettled: () => refresh(),
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: CreateListRequest & { id: string }) => api.lists.update(id, body),
    onError: () => alertUser(LIST_MESSAGES.updateFailed),
    onSettled: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (list: List) => api.lists.remove(list.id),
    onError: (error) =>
      alertUser(error instanceof ApiRequestError && error.status === 409 ? LIST_MESSAGES.cannotDeleteDefault : LIST_MESSAGES.deleteFailed),
    onSettled: () => refresh(true),
  });
  const setDefault = useMutation({
    mutationFn: (list: List) => api.lists.setDefault(list.id),
    onError: () => alertUser(LIST_MESSAGES.setDefaultFailed),
    onSettled: () => refresh(true),
  });

  /** Asks first; the default list is refused before asking. Resolves true when deleted. */
  const confirmAndRemove = async (list: List): Promise<boolean> => {
    if (list.isDefault) {
      alertUser(LIST_MESSAGES.cannotDeleteDefault);
      return false;
    }
    if (!confirmUser(deleteConfirmation(list._count.portfolios))) return false;
    try {
      await remove.mutateAsync(list);
      return true;
    } catch {
      return false;
    }
  };

  return { create, update, remove, setDefault, confirmAndRemove };
}
