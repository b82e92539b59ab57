import { TaxReportQuerySchema, TaxReportSchema, taxReportCsv, taxReportFileName } from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/idempotency.ts';
import { common, errors } from '../routes.ts';
import type { TaxReports } from './report.ts';

const DESCRIPTION =
  'Realised gains of one calendar year: every sale split into the tax lots it sold, short term (held one year or less, counted from the day after the purchase) or long term, ' +
  'a wash-sale warning on losses with a purchase of the same symbol within 30 days (reported, not applied to the book), and the dividends paid in the year; in the list\'s base currency.';

/** GET /investments/tax-report (JSON) and /investments/tax-report.csv (Form 8949-like file). */
export async function taxReportRoutes(app: FastifyInstance, { taxReports }: { taxReports: TaxReports }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/investments/tax-report',
    {
      schema: {
        ...common,
        summary: 'Tax report of a year',
        operationId: 'getTaxReport',
        description: DESCRIPTION,
        querystring: TaxReportQuerySchema,
        response: { 200: TaxReportSchema, ...errors },
      },
    },
    async (request) => {
      const { listName: _name, ...report } = await taxReports.report(actorOf(request), request.query);
      return report;
    },
  );

  api.get(
    '/investments/tax-report.csv',
    {
      schema: {
        ...common,
        summary: 'Tax report of a year as CSV',
        operationId: 'getTaxReportCsv',
        description: `${DESCRIPTION} Form 8949-like columns: Description, Date acquired, Date sold, Proceeds, Cost basis, Adjustment code (W: wash sale), Adjustment amount, Gain or loss (proceeds - cost + adjustment), Term.`,
        querystring: TaxReportQuerySchema,
        response: { 200: z.string().meta({ description: 'The CSV file (text/csv), one row per lot sold' }), ...errors },
      },
    },
    async (request, reply) => {
      const { listName, ...report } = await taxReports.report(actorOf(request), request.query);
      return sendCsv(reply, taxReportCsv(report), taxReportFileName(listName, report.year));
    },
  );
}

function sendCsv(reply: import('fastify').FastifyReply, csv: string, fileName: string) {
  return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
}
