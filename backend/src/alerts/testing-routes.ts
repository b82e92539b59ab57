/**
 * Test-only routes (registered only when DEV_LOGIN is on, which production refuses): set a
 * symbol's price and run the alert evaluation now, so an end-to-end test can move a price across
 * an alert and see it fire without waiting for the scheduler.
 */
import { ApiErrorSchema } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachedMarketData } from '../market/cache.ts';
import type { PriceOverrides } from '../market/price-overrides.ts';
import type { AlertsService } from './service.ts';

const TestPriceSchema = z.object({
  price: z.number({ error: 'Price must be a number above 0, or null to remove it' }).positive('Price must be a number above 0, or null to remove it').nullable(),
});
const TestPriceResponseSchema = z.object({ symbol: z.string(), price: z.number().nullable() });
const TickSummarySchema = z.object({
  alertsEvaluated: z.number(), symbols: z.number(), quotesFailed: z.number(), triggered: z.number(), rearmed: z.number(), stopLossesTriggered: z.number(),
});

export interface TestingRouteOptions {
  alerts: AlertsService;
  market: CachedMarketData;
  prices: PriceOverrides;
  /** Runs the evaluation as the scheduler would; defaults to the service's tick. */
  evaluateNow?: () => Promise<z.infer<typeof TickSummarySchema>>;
}

export async function alertsTestingRoutes(app: FastifyInstance, options: TestingRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['testing'], security: [{ bearerAuth: [] }] };

  api.put(
    '/testing/prices/:symbol',
    {
      schema: {
        ...common,
        summary: "Test only: set a symbol's price",
        description: 'Only when DEV_LOGIN is enabled (tests), never in production. null removes the override.',
        params: z.object({ symbol: z.string().min(1).max(20) }),
        body: TestPriceSchema,
        response: { 200: TestPriceResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    (request) => {
      const symbol = request.params.symbol.trim().toUpperCase();
      options.prices.set(symbol, request.body.price);
      options.market.forget(symbol);
      return { symbol, price: request.body.price };
    },
  );

  api.post(
    '/testing/alerts/evaluate',
    {
      schema: {
        ...common,
        summary: 'Test only: evaluate every alert now',
        description: 'Only when DEV_LOGIN is enabled (tests), never in production.',
        response: { 200: TickSummarySchema, 401: ApiErrorSchema },
      },
    },
    () => (options.evaluateNow ? options.evaluateNow() : options.alerts.evaluate()),
  );
}
