import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

export default createFrontendConfig({
  name: 'mfe_insights',
  dir: import.meta.dirname,
  port: DEV_PORTS.mfe_insights,
  title: 'mfe-insights (standalone)',
  exposes: {
    './RecommendationsPage': './src/routes/RecommendationsPage.tsx',
    './IndicatorsPage': './src/routes/IndicatorsPage.tsx',
    './TopRecommendationsWidget': './src/widgets/TopRecommendationsWidget.tsx',
    './MarketOverviewWidget': './src/widgets/MarketOverviewWidget.tsx',
  },
});
