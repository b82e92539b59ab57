import type { z } from 'zod';
import type {
  AddStockRequest,
  BulkRequestSchema,
  CashFlowRequest,
  EstimatePurchaseDatesRequestSchema,
  ImportCsvRequestSchema,
  SellPositionRequest,
  UpdateCashFlowRequestSchema,
  UpdateStockRequest,
} from '../portfolio/requests.ts';
import type { LotRequest, SaleChangeRequest } from '../portfolio/lot-edits.ts';
import type { PerformanceRange } from '../portfolio/performance.ts';
import { queryString, type RequestFn } from './request.ts';

/** `asOf` (YYYY-MM-DD) rebuilds an answer from the events recorded up to the end of that day. */
export type ViewOptions = {
  asOf?: string;
};

/** Page 1 and 50 per page when omitted (the server's defaults). */
export type TransactionsQuery = ViewOptions & {
  listId?: string;
  page?: number;
  limit?: number;
};

const byId = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
const listQuery = (listId?: string | null, options: ViewOptions = {}) => queryString({ listId, asOf: options.asOf });

/** Holdings of a list (or the default list when listId is omitted), the ledger, CSV in and out. */
export function investmentsApi(request: RequestFn, requestText: (path: string) => Promise<{ text: string; fileName: string | null }>, baseUrl: string) {
  return {
    /** Holdings with current prices. */
    items: (listId?: string | null, options?: ViewOptions) => request('GET', `/investments${listQuery(listId, options)}`, 'PortfolioItems'),
    /** Priced only from the server's market-data cache: answers at once, prices may be null. */
    fast: (listId?: string | null, options?: ViewOptions) => request('GET', `/investments/fast${listQuery(listId, options)}`, 'PortfolioItems'),
    /** With every stock metric in `stockData`. */
    enriched: (listId?: string | null, options?: ViewOptions) =>
      request('GET', `/investments/enriched${listQuery(listId, options)}`, 'PortfolioItems'),
    summary: (listId?: string | null, options?: ViewOptions) =>
      request('GET', `/investments/summary${listQuery(listId, options)}`, 'PortfolioSummary'),
    addStock: (body: AddStockRequest) => request('POST', '/investments/stock', 'PortfolioItem', body),
    updateStock: (id: string, body: UpdateStockRequest) => request('PUT', byId('/investments/stock', id), 'PortfolioItem', body),
    removeStock: (id: string) => request('DELETE', byId('/investments/stock', id), 'Success'),
    /** One lot at a time: the position's history is edited, never replaced. */
    addLot: (id: string, body: LotRequest) => request('POST', `${byId('/investments/stock', id)}/lots`, 'PortfolioItem', body),
    changeLot: (id: string, lotId: string, body: LotRequest) =>
      request('PUT', byId(`${byId('/investments/stock', id)}/lots`, lotId), 'PortfolioItem', body),
    removeLot: (id: string, lotId: string) => request('DELETE', byId(`${byId('/investments/stock', id)}/lots`, lotId), 'PortfolioItem'),
    changeSale: (saleId: string, body: SaleChangeRequest) => request('PUT', byId('/investments/sales', saleId), 'SaleResult', body),
    sell: (body: SellPositionRequest) => request('POST', '/investments/sell-position', 'SaleResult', body),
    bulk: (body: z.input<typeof BulkRequestSchema>) => request('POST', '/investments/bulk', 'BulkResult', body),
    importCsv: (body: z.input<typeof ImportCsvRequestSchema>) => request('POST', '/investments/import-csv', 'ImportCsvResult', body),
    /** What importing the file would do, row by row (commands, duplicates, refusals); writes nothing. */
    previewCsv: (body: z.input<typeof ImportCsvRequestSchema>) => request('POST', '/investments/import-csv/preview', 'ImportPreview', body),
    /** The export URL for links; it carries no token, so it only works where the session travels another way. */
    exportCsvUrl: (listId?: string | null) => `${baseUrl}/investments/export${listQuery(listId)}`,
    /** The export with the bearer token: CSV text and the server's file name for the download. */
    exportCsv: (listId?: string | null) => requestText(`/investments/export${listQuery(listId)}`),
    /** Every transaction at full precision (lots, sales with their lots, cash flows, dividends): re-importable without loss. */
    exportLedgerCsv: (listId?: string | null) => requestText(`/investments/export${queryString({ listId, format: 'ledger' })}`),
    /** Realised gains of a calendar year lot by lot (short/long term, wash sales) and its dividends. */
    taxReport: (listId: string | null | undefined, year: number) => request('GET', `/investments/tax-report${queryString({ listId, year })}`, 'TaxReport'),
    /** The same as a Form 8949-like CSV, with the server's file name. */
    taxReportCsv: (listId: string | null | undefined, year: number) => requestText(`/investments/tax-report.csv${queryString({ listId, year })}`),
    transactions: (query: TransactionsQuery = {}) =>
      request('GET', `/investments/transactions${queryString(query)}`, 'TransactionsPage'),
    /** Daily market value, net invested, TWR, drawdown and benchmark over a range (1Y when omitted). */
    performance: (listId?: string | null, range?: PerformanceRange) =>
      request('GET', `/investments/performance${queryString({ listId, range })}`, 'PerformanceSeries'),
    /** Current allocation by holding, sector, asset class, market-cap band and geography. */
    allocation: (listId?: string | null) => request('GET', `/investments/allocation${listQuery(listId)}`, 'Allocation'),
    /** The user's dated buys and sells of a symbol and the average cost of the shares held (stock chart markers). */
    trades: (symbol: string, listId?: string | null) =>
      request('GET', `/investments/stocks/${encodeURIComponent(symbol)}/trades${listQuery(listId)}`, 'SymbolTrades'),
    estimatePurchaseDates: (body: z.input<typeof EstimatePurchaseDatesRequestSchema> = {}) =>
      request('POST', '/investments/estimate-purchase-dates', 'EstimatePurchaseDatesResult', body),
  };
}

/** Deposits and withdrawals of a list (Portfolio settings -> Cash Management). */
export function cashFlowsApi(request: RequestFn) {
  return {
    all: (listId?: string | null) => request('GET', `/investments/cash-flows${listQuery(listId)}`, 'CashFlows'),
    create: (body: CashFlowRequest) => request('POST', '/investments/cash-flow', 'CashFlow', body),
    update: (id: string, body: z.input<typeof UpdateCashFlowRequestSchema>) =>
      request('PUT', byId('/investments/cash-flow', id), 'CashFlow', body),
    remove: (id: string) => request('DELETE', byId('/investments/cash-flow', id), 'Success'),
    totalInvested: (listId?: string | null) => request('GET', `/investments/total-cash-invested${listQuery(listId)}`, 'TotalCashInvested'),
  };
}
