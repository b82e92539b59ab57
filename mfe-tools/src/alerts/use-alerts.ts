import type { Alert, CreateAlertRequest } from '@folio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '@folio/shell-kit';
import { api } from '@folio/shell-kit/api';

export function useAlerts() {
  return useQuery({ queryKey: alertKeys.all, queryFn: () => api.alerts.all() });
}

/** Create, enable/disable and delete; each refreshes the list once it settles. */
export function useAlertMutations() {
  const client = useQueryClient();
  const settle = () => client.invalidateQueries({ queryKey: alertKeys.all });
  const create = useMutation({ mutationFn: (body: CreateAlertRequest) => api.alerts.create(body), onSettled: settle });
  const toggle = useMutation({
    mutationFn: (alert: Alert) => api.alerts.update(alert.id, { isActive: !alert.isActive }),
    onSettled: settle,
  });
  const remove = useMutation({ mutationFn: (alert: Alert) => api.alerts.remove(alert.id), onSettled: settle });
  return { create, toggle, remove };
}
