/**
 * Every answer the API client can ask for, by name -> the zod schema the server answers with.
 * The client names the answer it expects and is typed from this table (`import type`), so the
 * browser builds no schema and loads no zod. Tests and the Pact consumer tests pass the table
 * to `createApiClient({ answerSchemas })` to check every answer against the server's schema.
 */
import { z } from 'zod';
import { AlertSchema, AlertsResponseSchema } from '../alerts/alert.ts';
import { MarkReadResponseSchema, NotificationsResponseSchema, StreamTicketSchema } from '../alerts/notifications.ts';
import { AuthProvidersSchema, AuthResponseSchema, MeResponseSchema, SignInsResponseSchema } from '../auth.ts';
import { SuccessSchema } from '../common.ts';
import { HealthResponseSchema } from '../health.ts';
import { AnalysisRecordSchema, PastAnalysesResponseSchema, PortfolioAnalysisSchema, StockAnalysesResponseSchema, StockAnalysisSchema } from '../insights/analysis.ts';
import { ChatResponseSchema, ChatSuggestionsResponseSchema } from '../insights/chat.ts';
import { ClearLogsResponseSchema, LlmInfoSchema, LlmLogEntrySchema, LlmLogsResponseSchema } from '../insights/llm.ts';
import { RecommendationSchema, RecommendationsResponseSchema } from '../insights/recommendations.ts';
import { DeleteListResponseSchema, ListSchema, ListPreferencesSchema, ListsResponseSchema } from '../lists.ts';
import { MarketOverviewSchema, SetDefaultListResponseSchema, WatchlistResponseSchema } from '../market/overview.ts';
import { HistoryResponseSchema, IndicatorsResponseSchema, MultiHistoryResponseSchema, PriceSeriesResponseSchema, RatioResponseSchema } from '../market/series.ts';
import { EnrichResponseSchema, QuoteResponseSchema, StockDataSchema } from '../market/stock.ts';
import { DashboardTopNewsSchema, NewsArticlesSchema, NewsSummarySchema } from '../news/article.ts';
import { CorrelationImpactsResponseSchema, IndexPortfolioNewsResponseSchema, PortfolioNewsResponseSchema } from '../news/portfolio.ts';
import { NewsSettingsSchema } from '../news/settings.ts';
import { CorporateActionSuggestionsSchema, DividendSchema, DividendsSchema } from '../portfolio/dividends.ts';
import { ImportPreviewSchema } from '../portfolio/imports.ts';
import { AllocationSchema, PerformanceSeriesSchema, SymbolTradesSchema } from '../portfolio/performance.ts';
import { BulkResultSchema, CashFlowSchema, CashFlowsSchema, EstimatePurchaseDatesResultSchema, ImportCsvResultSchema, PortfolioItemSchema, PortfolioItemsSchema, PortfolioSummarySchema, SaleResultSchema, TotalCashInvestedSchema, TransactionsPageSchema } from '../portfolio/responses.ts';
import { TaxReportSchema } from '../portfolio/tax-report.ts';
import { GmailAuthUrlResponseSchema, GmailMessagesResponseSchema, GmailStatusResponseSchema } from '../tools/gmail.ts';
import { SmartListSchema, SmartListPerformanceSchema, SmartListsResponseSchema } from '../tools/smart-lists.ts';
import { StockTrendsResponseSchema, TrendingStocksResponseSchema, TrendsSampleResponseSchema, UserTrendSummaryResponseSchema } from '../tools/trends.ts';
import { ApiUsageSchema } from '../tools/usage.ts';

export const answerSchemas = {
  /** 204 No Content. */
  Nothing: z.undefined(),
  AuthProviders: AuthProvidersSchema,
  AuthResponse: AuthResponseSchema,
  MeResponse: MeResponseSchema,
  SignInsResponse: SignInsResponseSchema,
  DeleteListResponse: DeleteListResponseSchema,
  List: ListSchema,
  ListPreferences: ListPreferencesSchema,
  ListsResponse: ListsResponseSchema,
  HealthResponse: HealthResponseSchema,
  Success: SuccessSchema,
  Alert: AlertSchema,
  AlertsResponse: AlertsResponseSchema,
  MarkReadResponse: MarkReadResponseSchema,
  NotificationsResponse: NotificationsResponseSchema,
  StreamTicket: StreamTicketSchema,
  CorporateActionSuggestions: CorporateActionSuggestionsSchema,
  Dividend: DividendSchema,
  Dividends: DividendsSchema,
  AnalysisRecord: AnalysisRecordSchema,
  PastAnalysesResponse: PastAnalysesResponseSchema,
  PortfolioAnalysis: PortfolioAnalysisSchema,
  StockAnalysesResponse: StockAnalysesResponseSchema,
  StockAnalysis: StockAnalysisSchema,
  ChatResponse: ChatResponseSchema,
  ChatSuggestionsResponse: ChatSuggestionsResponseSchema,
  ClearLogsResponse: ClearLogsResponseSchema,
  LlmInfo: LlmInfoSchema,
  LlmLogEntry: LlmLogEntrySchema,
  LlmLogsResponse: LlmLogsResponseSchema,
  Recommendation: RecommendationSchema,
  RecommendationsResponse: RecommendationsResponseSchema,
  DashboardTopNews: DashboardTopNewsSchema,
  NewsArticles: NewsArticlesSchema,
  NewsSummary: NewsSummarySchema,
  CorrelationImpactsResponse: CorrelationImpactsResponseSchema,
  IndexPortfolioNewsResponse: IndexPortfolioNewsResponseSchema,
  PortfolioNewsResponse: PortfolioNewsResponseSchema,
  NewsSettings: NewsSettingsSchema,
  Allocation: AllocationSchema,
  PerformanceSeries: PerformanceSeriesSchema,
  SymbolTrades: SymbolTradesSchema,
  BulkResult: BulkResultSchema,
  CashFlow: CashFlowSchema,
  CashFlows: CashFlowsSchema,
  EstimatePurchaseDatesResult: EstimatePurchaseDatesResultSchema,
  ImportCsvResult: ImportCsvResultSchema,
  PortfolioItem: PortfolioItemSchema,
  PortfolioItems: PortfolioItemsSchema,
  PortfolioSummary: PortfolioSummarySchema,
  SaleResult: SaleResultSchema,
  TotalCashInvested: TotalCashInvestedSchema,
  TransactionsPage: TransactionsPageSchema,
  ImportPreview: ImportPreviewSchema,
  TaxReport: TaxReportSchema,
  ApiUsage: ApiUsageSchema,
  GmailAuthUrlResponse: GmailAuthUrlResponseSchema,
  GmailMessagesResponse: GmailMessagesResponseSchema,
  GmailStatusResponse: GmailStatusResponseSchema,
  SmartList: SmartListSchema,
  SmartListPerformance: SmartListPerformanceSchema,
  SmartListsResponse: SmartListsResponseSchema,
  StockTrendsResponse: StockTrendsResponseSchema,
  TrendingStocksResponse: TrendingStocksResponseSchema,
  TrendsSampleResponse: TrendsSampleResponseSchema,
  UserTrendSummaryResponse: UserTrendSummaryResponseSchema,
  EnrichResponse: EnrichResponseSchema,
  QuoteResponse: QuoteResponseSchema,
  StockData: StockDataSchema,
  MarketOverview: MarketOverviewSchema,
  SetDefaultListResponse: SetDefaultListResponseSchema,
  WatchlistResponse: WatchlistResponseSchema,
  HistoryResponse: HistoryResponseSchema,
  IndicatorsResponse: IndicatorsResponseSchema,
  MultiHistoryResponse: MultiHistoryResponseSchema,
  PriceSeriesResponse: PriceSeriesResponseSchema,
  RatioResponse: RatioResponseSchema,
} satisfies Record<string, z.ZodType>;

