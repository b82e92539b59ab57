import { ComingLater } from '@folio/shell-kit/ui';

/** /trends: trend signals across the user's stocks. */
export default function TrendsPage() {
  return (
    <ComingLater title="Trends" testId="trends-page">
      Trending stocks and recent bullish and bearish signals arrive in a later release.
    </ComingLater>
  );
}
