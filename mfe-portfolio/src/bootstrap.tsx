import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
// The standalone harness is shared by every remote's dev entry; the shell never mounts it.
import { Harness } from '@folio/shell-kit/harness';
import InvestmentsPage from './routes/InvestmentsPage.tsx';
import PortfolioSettingsPage from './routes/PortfolioSettingsPage.tsx';
import StockDetailPage from './routes/StockDetailPage.tsx';
import TaxReportPage from './routes/TaxReportPage.tsx';
import WatchlistWidget from './widgets/WatchlistWidget.tsx';

function WatchlistWidgetScreen() {
  return <WatchlistWidget signedIn listId={null} onListChange={(id) => console.info('list chosen', id)} />;
}

createRoot(document.getElementById('root')!).render(
  <Harness
    title={`${__FRONTEND_NAME__} ${__FRONTEND_VERSION__}`}
    screens={[
      { path: '/investments', label: 'Investments', Component: InvestmentsPage },
      { path: '/investments/settings', label: 'Portfolio Settings', Component: PortfolioSettingsPage },
      { path: '/investments/tax-report', label: 'Tax Report', Component: TaxReportPage },
      { path: '/stock/:symbol', href: '/stock/AAPL', label: 'Stock AAPL', Component: StockDetailPage },
      { path: '/widgets/watchlist', label: 'Watch List widget', Component: WatchlistWidgetScreen },
    ]}
  />,
);
