import { Breadcrumbs } from '@blueprintjs/core';
import { useNavigate } from '@folio/shell-kit/router';
import { ComingLater } from '@folio/shell-kit/ui';

/** /news/settings: sources, configuration and API key status of the news service. */
export default function NewsSettingsPage() {
  const navigate = useNavigate();
  return (
    <>
      <Breadcrumbs items={[{ text: 'News', icon: 'arrow-left', onClick: () => navigate('/news') }, { text: 'Settings' }]} />
      <ComingLater title="News Settings" testId="news-settings-page">
        News sources, filters and API key status appear here once the news service is configured.
      </ComingLater>
    </>
  );
}
