import '@blueprintjs/core/lib/css/blueprint.css';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useParams } from '@folio/shell-kit/router';
import { PortfolioAnalysisModal } from './analysis/PortfolioAnalysisModal.tsx';
import { StockAnalysisTab } from './analysis/StockAnalysisTab.tsx';
import { ChatPanel } from './chat/ChatPanel.tsx';
// The standalone harness is shared by every remote's dev entry; the shell never mounts it.
import { Harness } from '@folio/shell-kit/harness';
import IndicatorsPage from './routes/IndicatorsPage.tsx';
import RecommendationsPage from './routes/RecommendationsPage.tsx';
import MarketOverviewWidget from './widgets/MarketOverviewWidget.tsx';
import TopRecommendationsWidget from './widgets/TopRecommendationsWidget.tsx';

function AnalysisModalScreen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button text="AI Analysis" onClick={() => setOpen(true)} />
      <PortfolioAnalysisModal isOpen={open} onClose={() => setOpen(false)} />
    </>
  );
}

function StockAnalysisScreen() {
  const { symbol = 'AAPL' } = useParams();
  return <StockAnalysisTab symbol={symbol} />;
}

createRoot(document.getElementById('root')!).render(
  <Harness
    title={`${__FRONTEND_NAME__} ${__FRONTEND_VERSION__}`}
    screens={[
      { path: '/recommendations', label: 'Recommendations', Component: RecommendationsPage },
      { path: '/indicators', label: 'Indicators', Component: IndicatorsPage },
      { path: '/widgets/top-recommendations', label: 'Top recommendations widget', Component: TopRecommendationsWidget },
      { path: '/widgets/market-data', label: 'Market overview widget', Component: MarketOverviewWidget },
      { path: '/analysis', label: 'Portfolio analysis', Component: AnalysisModalScreen },
      { path: '/analysis/:symbol', href: '/analysis/AAPL', label: 'Stock analysis', Component: StockAnalysisScreen },
      { path: '/chat', label: 'Chat', Component: ChatPanel },
    ]}
  />,
);
