import { Callout, H1, H2, Intent } from '@blueprintjs/core';
import { type Alert } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { EmptyState, ErrorState, LoadingState } from '@folio/shell-kit/ui';
import { useState } from 'react';
import { AlertCard } from '../alerts/AlertCard.tsx';
import { AlertForm } from '../alerts/AlertForm.tsx';
import { useAlertMutations, useAlerts } from '../alerts/use-alerts.ts';
import '../alerts/alerts.css';

export const ALERT_TEXTS = {
  loading: 'Loading alerts...',
  loadFailed: 'Failed to load alerts',
  empty: 'No alerts yet. Create your first alert above.',
  updateFailed: 'Failed to update alert',
  deleteFailed: 'Failed to delete alert',
  confirmDelete: 'Are you sure you want to delete this alert?',
} as const;

/** /alerts (spec section 2): Create Alert, then 'Your Alerts'. */
export default function AlertsPage() {
  const alerts = useAlerts();
  const { toggle, remove } = useAlertMutations();
  // The edit button only remembers the chosen alert; no edit form is shown (spec section 2).
  const [, setChosen] = useState<Alert | null>(null);

  const onDelete = (alert: Alert) => {
    if (globalThis.confirm(ALERT_TEXTS.confirmDelete)) remove.mutate(alert);
  };
  const loadError = alerts.error instanceof ApiRequestError && alerts.error.message ? alerts.error.message : ALERT_TEXTS.loadFailed;

  return (
    <section className="folio-alerts-page" data-testid="alerts-page">
      <H1>Alerts</H1>
      <AlertForm />
      <section aria-labelledby="your-alerts">
        <H2 id="your-alerts">Your Alerts</H2>
        {toggle.isError && <Callout intent={Intent.DANGER} role="alert">{ALERT_TEXTS.updateFailed}</Callout>}
        {remove.isError && <Callout intent={Intent.DANGER} role="alert">{ALERT_TEXTS.deleteFailed}</Callout>}
        {alerts.isPending ? (
          <LoadingState text={ALERT_TEXTS.loading} />
        ) : alerts.isError ? (
          <ErrorState text={loadError} onRetry={() => void alerts.refetch()} />
        ) : alerts.data.length === 0 ? (
          <EmptyState text={ALERT_TEXTS.empty} />
        ) : (
          <ul className="folio-alert-list">
            {alerts.data.map((alert) => (
              <li key={alert.id}>
                <AlertCard
                  alert={alert}
                  busy={(toggle.isPending && toggle.variables?.id === alert.id) || (remove.isPending && remove.variables?.id === alert.id)}
                  onToggle={(chosen) => toggle.mutate(chosen)}
                  onEdit={setChosen}
                  onDelete={onDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
