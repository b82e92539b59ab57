import { createFrontendConfig, DEV_PORTS } from '../rspack.config.ts';

export default createFrontendConfig({
  name: 'mfe_portfolio',
  dir: import.meta.dirname,
  port: DEV_PORTS.mfe_portfolio,
  title: 'mfe-portfolio (standalone)',
  exposes: {
    './InvestmentsPage': './src/routes/InvestmentsPage.tsx',
    './PortfolioSettingsPage': './src/routes/PortfolioSettingsPage.tsx',
    './StockDetailPage': './src/routes/StockDetailPage.tsx',
    './TaxReportPage': './src/routes/TaxReportPage.tsx',
    './WatchlistWidget': './src/widgets/WatchlistWidget.tsx',
    // For mfe-insights' AI Portfolio Analysis modal, through the shell's RemotePart.
    './AllocationPanel': './src/allocation/AllocationPart.tsx',
  },
});
