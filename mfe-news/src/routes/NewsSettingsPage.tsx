import { Button } from '@blueprintjs/core';
import { useNavigate } from '@folio/shell-kit/router';
import { ComingLater } from '@folio/shell-kit/ui';

/** /news/settings: sources, configuration and API key status of the news service. */
export default function NewsSettingsPage() {
  const navigate = useNavigate();
  return (
    <>
      {/* A plain back button: Blueprint's Breadcrumbs puts a non-item element inside its <ol>. */}
      <Button variant="minimal" icon="arrow-left" text="News" onClick={() => navigate('/news')} />
      <ComingLater title="News Settings" testId="news-settings-page">
        News sources, filters and API key status appear here once the news service is configured.
      </ComingLater>
    </>
  );
}
