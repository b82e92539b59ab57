import { z } from 'zod';
import { ListIdQuerySchema } from './requests.ts';

/** The import preview (POST /investments/import-csv/preview): what each row of a broker file would do. */
export const ImportActionSchema = z.enum(['buy', 'sell', 'dividend', 'deposit', 'withdrawal', 'fee', 'interest', 'tax', 'split', 'watch']);
export const ImportRowStatusSchema = z.enum(['new', 'duplicate', 'error']);

export const ImportPreviewRowSchema = z
  .object({
    line: z.number().int(),
    action: ImportActionSchema,
    symbol: z.string(),
    isin: z.string().nullable(),
    quantity: z.number(),
    price: z.number(),
    fees: z.number(),
    amount: z.number(),
    date: z.string(),
    /** The command the row becomes: OpenPositions, SellPosition, RecordCashFlow, RecordDividend, ApplySplit. */
    command: z.string(),
    /** In words: 'Buy 10 AAPL at 181.18 on 2024-01-05'. */
    mapping: z.string(),
    /** new: will be imported; duplicate: already in the book; error: cannot be imported (message says why). */
    status: ImportRowStatusSchema,
    message: z.string().nullable(),
  })
  .meta({ id: 'ImportPreviewRow' });
export type ImportPreviewRow = z.infer<typeof ImportPreviewRowSchema>;

/** At most this many rows come back in a preview; the counts cover every row. */
export const PREVIEW_ROW_LIMIT = 1000;

export const ImportPreviewSchema = z
  .object({
    format: z.enum(['positions', 'transactions']),
    counts: z.object({ rows: z.number().int(), new: z.number().int(), duplicate: z.number().int(), error: z.number().int() }),
    /** Rows that cannot be imported and duplicates first, then new rows, up to PREVIEW_ROW_LIMIT, in file order. */
    rows: z.array(ImportPreviewRowSchema),
    skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
    warnings: z.array(z.string()),
    /** The header name read for each field. */
    columns: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/** positions: one row per holding (spec columns); ledger: every transaction at full precision, re-importable. */
export const ExportQuerySchema = ListIdQuerySchema.extend({
  format: z.enum(['positions', 'ledger']).default('positions'),
});
