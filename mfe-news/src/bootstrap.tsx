import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
// The standalone harness is shared by every remote's dev entry; the shell never mounts it.
import { Harness } from '@folio/shell-kit/harness';
import NewsPage from './routes/NewsPage.tsx';
import NewsSettingsPage from './routes/NewsSettingsPage.tsx';
import NewsTimelinePage from './routes/NewsTimelinePage.tsx';
import NewsWidget from './widgets/NewsWidget.tsx';

function NewsWidgetScreen() {
  return <NewsWidget signedIn listId={null} />;
}

createRoot(document.getElementById('root')!).render(
  <Harness
    title={`${__FRONTEND_NAME__} ${__FRONTEND_VERSION__}`}
    screens={[
      { path: '/news', label: 'News', Component: NewsPage },
      { path: '/news/timeline', label: 'Timeline', Component: NewsTimelinePage },
      { path: '/news/settings', label: 'Settings', Component: NewsSettingsPage },
      { path: '/widgets/news', label: 'News widget', Component: NewsWidgetScreen },
    ]}
  />,
);
