import {
  BulkRequestSchema,
  BulkResultSchema,
  EstimatePurchaseDatesRequestSchema,
  ExportQuerySchema,
  EstimatePurchaseDatesResultSchema,
  ImportCsvRequestSchema,
  ImportCsvResultSchema,
  ImportPreviewSchema,
  PREVIEW_ROW_LIMIT,
  exportFileName,
  ledgerCsv,
  ledgerFileName,
  portfolioCsv,
  type ImportPreview,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CachedMarketData } from '../market/cache.ts';
import { actorOf } from '../platform/idempotency.ts';
import { toIsoDay } from '../shared/dates.ts';
import { parseLargeJsonBodiesOffThread } from './broker-csv-reader.ts';
import { estimatePurchaseDates } from './estimate-dates.ts';
import type { ImportAnswer, PortfolioImports } from './import-service.ts';
import { common, errors, type PortfolioRouteOptions } from './routes.ts';

/** Counts of every row; the rows themselves up to the limit, problems and duplicates first. */
function previewAnswer(answer: ImportAnswer): ImportPreview {
  const counts = { rows: answer.rows.length, new: 0, duplicate: 0, error: 0 };
  for (const row of answer.rows) counts[row.status] += 1;
  const shown = [...answer.rows.filter((row) => row.status !== 'new'), ...answer.rows.filter((row) => row.status === 'new')]
    .slice(0, PREVIEW_ROW_LIMIT)
    .sort((a, b) => a.line - b.line)
    .map(({ line, action, symbol, isin, quantity, price, fees, amount, date, command, mapping, status, message }) => ({
      line, action, symbol, isin, quantity, price, fees, amount, date, command, mapping, status, message,
    }));
  return { format: answer.format, counts, rows: shown, skipped: answer.skipped, warnings: answer.warnings, columns: answer.columns };
}

/** Getting holdings in and out: bulk add, broker file import (preview, then import), CSV export (holdings or the whole ledger), purchase-date estimates. */
export async function importRoutes(
  app: FastifyInstance,
  { commands, queries, imports, lists, market, now }: PortfolioRouteOptions & {
    imports: PortfolioImports;
    lists: import('../lists/service.ts').ListsService;
    market: CachedMarketData;
    now: () => Date;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A broker file of 100k rows is a 12 MB body: parsed in the file reader's thread.
  parseLargeJsonBodiesOffThread(app);

  api.post(
    '/investments/bulk',
    { schema: { ...common, body: BulkRequestSchema, response: { 200: BulkResultSchema, ...errors } } },
    async (request) => {
      const outcome = await commands.bulk(actorOf(request), request.body.listId, request.body.items);
      return { successful: outcome.added, failed: outcome.failed, ids: outcome.ids };
    },
  );

  api.post(
    '/investments/import-csv/preview',
    {
      schema: {
        ...common,
        description: 'What importing a broker file would do, row by row: the command each row becomes, rows already in the book (duplicates), rows that cannot be imported and why. Writes nothing.',
        body: ImportCsvRequestSchema,
        response: { 200: ImportPreviewSchema, ...errors },
      },
    },
    async (request) => previewAnswer(await imports.preview(actorOf(request), request.body.listId, request.body.csv)),
  );

  api.post(
    '/investments/import-csv',
    {
      schema: {
        ...common,
        description: 'Imports a broker file (holdings or transactions): the rows the preview calls new, in trade-date order, in one append. Rows already in the book are counted as duplicates and not added again.',
        body: ImportCsvRequestSchema,
        response: { 200: ImportCsvResultSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await imports.apply(actorOf(request), request.body.listId, request.body.csv);
      // One pass over the rows (100k of them: allocating per row here held the event loop ~50 ms).
      const failed: { index: number; line: number; symbol: string | null; error: string }[] = [];
      let successful = 0;
      let duplicates = 0;
      answer.rows.forEach((row, index) => {
        if (row.status === 'new') successful += 1;
        else if (row.status === 'duplicate') duplicates += 1;
        else if (row.status === 'error') failed.push({ index, line: row.line, symbol: row.symbol || null, error: row.message ?? 'Not imported' });
      });
      return { successful, failed, ids: answer.positionIds, skipped: answer.skipped, warnings: answer.warnings, duplicates, format: answer.format };
    },
  );

  api.get(
    '/investments/export',
    {
      schema: {
        ...common,
        querystring: ExportQuerySchema,
        description: 'CSV named after the list. format=positions (default): one row per holding (spec columns). format=ledger: every transaction at full precision (lots, sales with their method and lots, cash flows, dividends), which the import reads back into the same book.',
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { format, ...scope } = request.query;
      const listName = scope.listId ? (await lists.owned(actor, scope.listId)).name : null;
      let csv: string;
      let fileName: string;
      if (format === 'ledger') {
        const listId = scope.listId ?? (await lists.defaultListId(actor));
        csv = ledgerCsv(await imports.ledger(actor, listId));
        fileName = ledgerFileName(listName ?? (await lists.owned(actor, listId)).name);
      } else {
        csv = portfolioCsv(await queries.items(actor, scope, 'quote'));
        fileName = exportFileName(listName);
      }
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
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
