import '@blueprintjs/core/lib/css/blueprint.css';
import { createRoot } from 'react-dom/client';
import { Harness } from './harness/Harness.tsx';
import IndicatorsPage from './routes/IndicatorsPage.tsx';
import RecommendationsPage from './routes/RecommendationsPage.tsx';
import MarketOverviewWidget from './widgets/MarketOverviewWidget.tsx';
import TopRecommendationsWidget from './widgets/TopRecommendationsWidget.tsx';

createRoot(document.getElementById('root')!).render(
  <Harness
    title={`${__FRONTEND_NAME__} ${__FRONTEND_VERSION__}`}
    screens={[
      { path: '/recommendations', label: 'Recommendations', Component: RecommendationsPage },
      { path: '/indicators', label: 'Indicators', Component: IndicatorsPage },
      { path: '/widgets/top-recommendations', label: 'Top recommendations widget', Component: TopRecommendationsWidget },
      { path: '/widgets/market-data', label: 'Market overview widget', Component: MarketOverviewWidget },
    ]}
  />,
);
