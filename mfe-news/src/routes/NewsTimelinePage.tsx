import { Link } from '@folio/shell-kit/router';
import { ComingLater } from '@folio/shell-kit/ui';

/** /news/timeline: headlines against price moves, once news is indexed. */
export default function NewsTimelinePage() {
  return (
    <ComingLater title="News Impact Timeline" subtitle="Correlate headlines with price performance" testId="news-timeline-page">
      The timeline arrives with the news service. Back to the <Link to="/news">News Dashboard</Link>.
    </ComingLater>
  );
}
