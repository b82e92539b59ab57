import {
  AllocationQuerySchema,
  AllocationSchema,
  PerformanceQuerySchema,
  PerformanceSeriesSchema,
  SymbolTradesParamsSchema,
  SymbolTradesQuerySchema,
  SymbolTradesSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/idempotency.ts';
import type { AllocationQueries } from '../allocation/queries.ts';
import { common, errors } from '../routes.ts';
import type { PerformanceQueries } from './queries.ts';
import type { TradesQueries } from './trades.ts';

export interface ChartRouteOptions {
  performance: PerformanceQueries;
  allocation: AllocationQueries;
  trades: TradesQueries;
}

const { 400: badRequest, 401: unauthorized, 404: notFound } = errors;
const readErrors = { 400: badRequest, 401: unauthorized, 404: notFound };
/** An answer already serialised (and checked against its schema when it was built): sent as is. */
const sendSerialised = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

/** The charts of the Investments screen and the stock page (docs/returns.md, "Performance series", "Allocation"). */
export async function chartRoutes(app: FastifyInstance, { performance, allocation, trades }: ChartRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/investments/performance',
    {
      schema: {
        ...common,
        summary: 'Performance over time',
        description:
          'Daily market value, net invested, cumulative time-weighted return from the range start, drawdown and the benchmark (the list\'s benchmarkSymbol) on the same days, in the base currency. range: 1M 3M 6M YTD 1Y 3Y 5Y MAX (default 1Y). Without listId: all lists together.',
        querystring: PerformanceQuerySchema,
        response: { 200: PerformanceSeriesSchema, ...readErrors },
      },
    },
    async (request, reply) => sendSerialised(reply, await performance.performanceJson(actorOf(request), request.query)),
  );

  api.get(
    '/investments/allocation',
    {
      schema: {
        ...common,
        summary: 'Allocation now',
        description: 'Market value and weight by holding, sector, asset class (stock, ETF, crypto), market-cap band and listing country, in the base currency, with the list\'s max position size.',
        querystring: AllocationQuerySchema,
        response: { 200: AllocationSchema, ...readErrors },
      },
    },
    (request) => allocation.allocation(actorOf(request), request.query),
  );

  api.get(
    '/investments/stocks/:symbol/trades',
    {
      schema: {
        ...common,
        summary: "A symbol's buys and sells",
        description: 'Dated buys and sells of the symbol (chart markers) and the average cost of the shares held (cost line). Prices: GET /api/stocks/{symbol}/history.',
        params: SymbolTradesParamsSchema,
        querystring: SymbolTradesQuerySchema,
        response: { 200: SymbolTradesSchema, ...readErrors },
      },
    },
    (request) => trades.trades(actorOf(request), request.params.symbol, request.query),
  );
}
