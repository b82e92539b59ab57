import { ComingLater } from '@folio/shell-kit/ui';

/** /alerts: price, move, news and technical alerts arrive with the alerts service. */
export default function AlertsPage() {
  return (
    <ComingLater title="Alerts" testId="alerts-page">
      Price, daily-move, news and technical-analysis alerts arrive in a later release.
    </ComingLater>
  );
}
