/**
 * What the shell mounts from each remote: route modules (one screen each) and dashboard widgets.
 * Which remote owns what follows DESIGN.md section 2; the market overview widget lives in
 * mfe-insights, next to the indicators page its items link to, on the same market-data API.
 */
import type { RemoteModuleRef } from '@folio/shell-kit';

export type { DashboardWidgetProps, RemoteModuleRef } from '@folio/shell-kit';

const ref = (module: string, label: string): RemoteModuleRef => ({ module, label });

export const ROUTE_MODULES = {
  investments: ref('mfe_portfolio/InvestmentsPage', 'Investments'),
  portfolioSettings: ref('mfe_portfolio/PortfolioSettingsPage', 'Portfolio Settings'),
  stockDetail: ref('mfe_portfolio/StockDetailPage', 'Stock detail'),
  taxReport: ref('mfe_portfolio/TaxReportPage', 'Tax Report'),
  recommendations: ref('mfe_insights/RecommendationsPage', 'AI Recommendations'),
  indicators: ref('mfe_insights/IndicatorsPage', 'Indicators'),
  news: ref('mfe_news/NewsPage', 'News Dashboard'),
  newsTimeline: ref('mfe_news/NewsTimelinePage', 'News Impact Timeline'),
  newsSettings: ref('mfe_news/NewsSettingsPage', 'News Settings'),
  alerts: ref('mfe_tools/AlertsPage', 'Alerts'),
  smartLists: ref('mfe_tools/SmartListsPage', 'Smart Lists'),
  trends: ref('mfe_tools/TrendsPage', 'Trends'),
  labs: ref('mfe_tools/LabsPage', 'Labs'),
} as const;

export const WIDGET_MODULES = {
  'top-recommendations': ref('mfe_insights/TopRecommendationsWidget', 'Top AI Recommendations'),
  watchlist: ref('mfe_portfolio/WatchlistWidget', 'Watch List'),
  'market-data': ref('mfe_insights/MarketOverviewWidget', 'Market Data'),
  news: ref('mfe_news/NewsWidget', 'News'),
} as const;

export const API_USAGE_MODULE = ref('mfe_tools/ApiUsageMonitor', 'API Usage');
