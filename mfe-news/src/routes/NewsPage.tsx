import { Button, ButtonGroup } from '@blueprintjs/core';
import { Link, useNavigate } from '@folio/shell-kit/router';
import { BuildStamp } from '../BuildStamp.tsx';
import { ComingLater } from '@folio/shell-kit/ui';

/** /news: the News Dashboard; headlines arrive with the news service. */
export default function NewsPage() {
  const navigate = useNavigate();
  return (
    <>
      <ButtonGroup style={{ float: 'right' }}>
        <Button icon="timeline-events" text="View Timeline" onClick={() => navigate('/news/timeline')} />
        <Button icon="cog" text="Settings" onClick={() => navigate('/news/settings')} />
      </ButtonGroup>
      <ComingLater title="News Dashboard" subtitle="Market headlines and news for your portfolio stocks" testId="news-page">
        Market news, sector news, key events and news about your own stocks arrive with the news service in a later
        release. Add stocks in <Link to="/investments">Investments</Link> so the news can follow them.
      </ComingLater>
      <BuildStamp />
    </>
  );
}
