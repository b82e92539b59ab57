import {
  BulkRequestSchema,
  BulkResultSchema,
  CsvImportError,
  EstimatePurchaseDatesRequestSchema,
  EstimatePurchaseDatesResultSchema,
  ImportCsvRequestSchema,
  ImportCsvResultSchema,
  ListIdQuerySchema,
  exportFileName,
  parsePortfolioCsv,
  portfolioCsv,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedMarketData } from '../market/cache.ts';
import { actorOf } from '../platform/idempotency.ts';
import { toIsoDay } from '../shared/dates.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { estimatePurchaseDates } from './estimate-dates.ts';
import { common, errors, type PortfolioRouteOptions } from './routes.ts';
import { MISSING_IMPORT_LIST } from './service.ts';

/** Getting holdings in and out: bulk add, broker CSV import, CSV export, purchase-date estimates. */
export async function importRoutes(
  app: FastifyInstance,
  { commands, queries, lists, market, now }: PortfolioRouteOptions & { lists: import('../lists/service.ts').ListsService; market: CachedMarketData; now: () => Date },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/investments/bulk',
    { schema: { ...common, body: BulkRequestSchema, response: { 200: BulkResultSchema, ...errors } } },
    async (request) => {
      const outcome = await commands.bulk(actorOf(request), request.body.listId, request.body.items);
      return { successful: outcome.ids.length, failed: outcome.failed, ids: outcome.ids };
    },
  );

  api.post(
    '/investments/import-csv',
    { schema: { ...common, body: ImportCsvRequestSchema, response: { 200: ImportCsvResultSchema, ...errors } } },
    async (request) => {
      const actor = actorOf(request);
      await lists.owned(actor, request.body.listId).catch(() => {
        throw new NotFoundError(MISSING_IMPORT_LIST);
      });
      let parsed;
      try {
        parsed = parsePortfolioCsv(request.body.csv, { today: toIsoDay(now()) });
      } catch (error) {
        if (error instanceof CsvImportError) throw new ValidationError(error.message);
        throw error;
      }
      const rows = parsed.rows.map((row) => ({
        item: { symbol: row.symbol, quantity: row.quantity, purchasePrice: row.purchasePrice, purchaseDate: row.purchaseDate },
        dateDefaulted: row.dateDefaulted ?? false,
      }));
      const outcome = await commands.openMany(actor, request.body.listId, rows, 'import');
      return {
        successful: rows.length - outcome.failed.length,
        failed: outcome.failed.map((failure) => ({ ...failure, line: parsed.rows[failure.index]?.line })),
        ids: outcome.ids,
        skipped: parsed.skipped.map(({ line, text, reason }) => ({ line, reason: `${text}: ${reason}` })),
        warnings: parsed.warnings,
      };
    },
  );

  api.get(
    '/investments/export',
    { schema: { ...common, querystring: ListIdQuerySchema, description: 'Holdings as CSV (spec columns), named after the list.' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const items = await queries.items(actor, request.query, 'quote');
      const listName = request.query.listId ? (await lists.owned(actor, request.query.listId)).name : null;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(listName)}"`)
        .send(portfolioCsv(items));
    },
  );

  api.post(
    '/investments/estimate-purchase-dates',
    {
      schema: {
        ...common,
        description: 'Fills missing purchase dates from price history; the list comes from the body or the query (neither: every list).',
        querystring: EstimatePurchaseDatesRequestSchema,
        body: EstimatePurchaseDatesRequestSchema.nullish(),
        response: { 200: EstimatePurchaseDatesResultSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const listId = request.body?.listId ?? request.query.listId;
      if (listId) await lists.owned(actor, listId);
      const positions = await queries.positions(actor, { listId });
      const result = await estimatePurchaseDates(market, positions, toIsoDay(now()));
      await commands.recordPurchaseDates(actor, result.estimates);
      return { updated: result.updated, unchanged: result.unchanged };
    },
  );
}
