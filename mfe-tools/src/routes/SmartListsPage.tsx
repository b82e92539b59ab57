import { ComingLater } from '@folio/shell-kit/ui';

/** /smart-lists: rule-based lists that rebalance themselves. */
export default function SmartListsPage() {
  return (
    <ComingLater title="Smart Lists" testId="smart-lists-page">
      Smart lists, their members and 30-day performance arrive in a later release.
    </ComingLater>
  );
}
