/**
 * Market-data HTTP routes (declared without the /api prefix the app adds). Authenticated by
 * default; the dashboard's market overview is public. Unknown symbols answer 404 'Stock not
 * found' and upstream trouble 503, through the error taxonomy (provider.ts).
 */
import {
  AggregatedManyQuerySchema,
  AggregatedManyResponseSchema,
  AggregatedStockSchema,
  ApiErrorSchema,
  EnrichRequestSchema,
  EnrichResponseSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  IndicatorsQuerySchema,
  IndicatorsResponseSchema,
  MarketOverviewSchema,
  MultiHistoryQuerySchema,
  MultiHistoryResponseSchema,
  PriceSeriesQuerySchema,
  PriceSeriesResponseSchema,
  QuoteResponseSchema,
  RatioQuerySchema,
  RatioResponseSchema,
  StockDataSchema,
  SymbolParamsSchema,
  toIsoDate,
  type PriceRow,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedMarketData } from './cache.ts';
import { encodeHistoryAnswer, historyTurns } from './history-answer.ts';
import { rememberedIndicatorRows } from './indicators.ts';
import { marketOverview } from './market-overview.ts';
import { FIRST_BAR, historyWindow, rangeWindow, windowLabels } from './ranges.ts';
import { multiHistory, ratioRows } from './series.ts';
import { aggregatedStock, aggregatedStocks, enrichFromCache, enrichSymbols, stockData } from './stock-data.ts';

export interface MarketDeps {
  market: CachedMarketData;
  now: () => Date;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 503: ApiErrorSchema };
const common = { tags: ['market'], security: [{ bearerAuth: [] }] };


export async function marketRoutes(app: FastifyInstance, deps: MarketDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { market, now } = deps;

  // Static paths first in the reader's eye; the router prefers them over :symbol anyway.
  api.get(
    '/stocks/aggregated',
    { schema: { ...common, querystring: AggregatedManyQuerySchema, response: { 200: AggregatedManyResponseSchema, ...errors } } },
    (request) => aggregatedStocks(market, request.query.symbols),
  );

  api.get(
    '/stocks/history',
    { schema: { ...common, querystring: MultiHistoryQuerySchema, response: { 200: MultiHistoryResponseSchema, ...errors } } },
    (request) => {
      const window = historyWindow(request.query, now());
      return multiHistory(market, request.query.symbols, { ...window, interval: request.query.interval });
    },
  );

  api.get(
    '/stocks/:symbol',
    { schema: { ...common, params: SymbolParamsSchema, response: { 200: StockDataSchema, ...errors } } },
    (request) => stockData(market, request.params.symbol),
  );

  api.get(
    '/stocks/:symbol/quote',
    { schema: { ...common, params: SymbolParamsSchema, response: { 200: QuoteResponseSchema, ...errors } } },
    async (request) => {
      const quote = await market.quote(request.params.symbol);
      return { ...quote.value, source: quote.source, stale: quote.stale };
    },
  );

  api.get(
    '/stocks/:symbol/aggregated',
    { schema: { ...common, params: SymbolParamsSchema, response: { 200: AggregatedStockSchema, ...errors } } },
    (request) => aggregatedStock(market, request.params.symbol),
  );

  api.get(
    '/stocks/:symbol/history',
    {
      schema: { ...common, params: SymbolParamsSchema, querystring: HistoryQuerySchema, response: { 200: HistoryResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { symbol } = request.params;
      const window = historyWindow(request.query, now());
      // Drawing ten years of bars (offline) takes a few ms: in turn with the other history requests.
      await historyTurns.take();
      const history = await market.history(symbol, { ...window, interval: request.query.interval });
      const answer = { symbol, interval: request.query.interval, ...windowLabels(window), rows: history.value as PriceRow[], source: history.source, stale: history.stale };
      // Checked and encoded in slices (history-answer.ts): the same bytes as the schema's serializer.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(await encodeHistoryAnswer(answer, request.url));
    },
  );

  api.post(
    '/investments/enrich-batch',
    { schema: { ...common, body: EnrichRequestSchema, response: { 200: EnrichResponseSchema, ...errors } } },
    async (request) => ({ success: true, enrichedData: await enrichSymbols(market, request.body.symbols) }),
  );

  api.post(
    '/investments/enrich-cached',
    { schema: { ...common, body: EnrichRequestSchema, response: { 200: EnrichResponseSchema, ...errors } } },
    (request) => ({ success: true, enrichedData: enrichFromCache(market, request.body.symbols) }),
  );

  api.get(
    '/indicators/:symbol',
    {
      schema: { ...common, params: SymbolParamsSchema, querystring: IndicatorsQuerySchema, response: { 200: IndicatorsResponseSchema, ...errors } },
    },
    async (request) => {
      const { symbol } = request.params;
      const { interval } = request.query;
      const window = historyWindow(request.query, now());
      // From the symbol's first bar: SMA 200 has values from the first shown row, and OBV, EMAs
      // and RSI read the same on a day whatever window is asked for.
      const history = await market.history(symbol, { from: FIRST_BAR, to: window.to, interval });
      const rows = rememberedIndicatorRows(history.value, toIsoDate(window.from));
      return { symbol, interval, ...windowLabels(window), rows, source: history.source, stale: history.stale };
    },
  );

  api.get(
    '/market/price-series',
    { schema: { ...common, querystring: PriceSeriesQuerySchema, response: { 200: PriceSeriesResponseSchema, ...errors } } },
    async (request) => {
      const { symbol, interval, range } = request.query;
      const window = rangeWindow(range, now());
      const history = await market.history(symbol, { ...window, interval });
      const rows = [...history.value];
      return { symbol, interval, range, ...windowLabels(window), rows, source: history.source, stale: history.stale };
    },
  );

  api.get(
    '/market/ratio',
    { schema: { ...common, querystring: RatioQuerySchema, response: { 200: RatioResponseSchema, ...errors } } },
    async (request) => {
      const { base, quote, interval, range } = request.query;
      const window = rangeWindow(range, now());
      const ratio = await ratioRows(market, base, quote, { ...window, interval });
      return { base, quote, interval, range, ...windowLabels(window), ...ratio };
    },
  );

  api.get(
    '/dashboard/market-data',
    {
      config: { public: true },
      schema: { tags: ['market', 'dashboard'], response: { 200: MarketOverviewSchema, 503: ApiErrorSchema } },
    },
    () => marketOverview(market, now()),
  );
}
