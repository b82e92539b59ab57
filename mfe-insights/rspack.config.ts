import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

export default createFrontendConfig({
  name: 'mfe_insights',
  dir: import.meta.dirname,
  port: DEV_PORTS.mfe_insights,
  title: 'mfe-insights (standalone)',
  // Props of each expose: README.md.
  exposes: {
    './RecommendationsPage': './src/routes/RecommendationsPage.tsx',
    './IndicatorsPage': './src/routes/IndicatorsPage.tsx',
    './TopRecommendationsWidget': './src/widgets/TopRecommendationsWidget.tsx',
    './MarketOverviewWidget': './src/widgets/MarketOverviewWidget.tsx',
    './PortfolioAnalysisModal': './src/analysis/PortfolioAnalysisModal.tsx',
    './StockAnalysisTab': './src/analysis/StockAnalysisTab.tsx',
    './StockAnalysisModal': './src/analysis/StockAnalysisModal.tsx',
    './ChatPanel': './src/chat/ChatPanel.tsx',
  },
});
