import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
// The standalone harness is shared by every remote's dev entry; the shell never mounts it.
import { Harness } from '@folio/shell-kit/harness';
import AlertsPage from './routes/AlertsPage.tsx';
import LabsPage from './routes/LabsPage.tsx';
import SmartListsPage from './routes/SmartListsPage.tsx';
import TrendsPage from './routes/TrendsPage.tsx';
import ApiUsageMonitor from './widgets/ApiUsageMonitor.tsx';

createRoot(document.getElementById('root')!).render(
  <Harness
    title={`${__FRONTEND_NAME__} ${__FRONTEND_VERSION__}`}
    screens={[
      { path: '/alerts', label: 'Alerts', Component: AlertsPage },
      { path: '/smart-lists', label: 'Smart Lists', Component: SmartListsPage },
      { path: '/trends', label: 'Trends', Component: TrendsPage },
      { path: '/labs', label: 'Labs', Component: LabsPage },
      { path: '/widgets/api-usage', label: 'API usage', Component: ApiUsageMonitor },
    ]}
  />,
);
