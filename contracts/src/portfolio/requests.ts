import { z } from 'zod';

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 2024-02-29 yes, 2023-02-29 and 2024-13-01 no (checked without building Date objects: imports check 100k of them). */
export function isRealDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return false;
  return month !== 2 || day < 29 || (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
}

/** A calendar day, as the forms send it. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-01-31')
  .refine(isRealDate, 'is not a real date');

/** Ticker symbols: letters, digits and . ^ = - as Yahoo writes them (BRK.B, ^GSPC, BTC-USD, GC=F). */
export const TickerSchema = z
  .string({ error: 'Symbol is required' })
  .trim()
  .min(1, 'Symbol is required')
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z0-9.^=-]{1,12}$/, 'Symbol must be a ticker like AAPL or BRK.B'));

const finite = (label: string) => z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);

/** Quantity 0 keeps a symbol watch-only; above 0 it is a holding that needs a price and a date. */
const positionFields = {
  quantity: finite('Quantity').min(0, 'Quantity must be 0 or more'),
  purchasePrice: finite('Purchase price').nullish(),
  purchaseDate: IsoDateSchema.nullish(),
};

function requireHoldingDetails(value: { quantity: number; purchasePrice?: number | null; purchaseDate?: string | null }, context: z.RefinementCtx) {
  if (value.quantity === 0) return;
  if (value.purchasePrice == null || value.purchasePrice < 0.01) {
    context.addIssue({ code: 'custom', path: ['purchasePrice'], message: 'Purchase price must be at least 0.01 when quantity is above 0' });
  }
  if (!value.purchaseDate) {
    context.addIssue({ code: 'custom', path: ['purchaseDate'], message: 'Purchase date is required when quantity is above 0' });
  }
}

export const ListIdQuerySchema = z.object({
  listId: z.string().min(1).optional(),
  /** Rebuild the answer from the events recorded up to the end of this day. */
  asOf: IsoDateSchema.optional(),
});

export const AddStockRequestSchema = z
  .object({ symbol: TickerSchema, listId: z.string().min(1).optional(), ...positionFields })
  .superRefine(requireHoldingDetails)
  .meta({ id: 'AddStockRequest' });
export type AddStockRequest = z.input<typeof AddStockRequestSchema>;

export const UpdateStockRequestSchema = z.object(positionFields).superRefine(requireHoldingDetails).meta({ id: 'UpdateStockRequest' });
export type UpdateStockRequest = z.input<typeof UpdateStockRequestSchema>;

export const TaxLotMethodSchema = z.enum(['fifo', 'lifo', 'average', 'specific']);
export type TaxLotMethod = z.infer<typeof TaxLotMethodSchema>;

export const SellPositionRequestSchema = z
  .object({
    portfolioId: z.string().min(1, 'portfolioId is required'),
    quantity: z.number({ error: 'Please enter a valid quantity' }),
    price: z.number({ error: 'Please enter a valid price' }),
    date: IsoDateSchema.optional(),
    fees: finite('Fees').min(0, 'Fees cannot be negative').default(0),
    notes: z.string().trim().max(1000).nullish(),
    /** Overrides the list's tax-lot method for this sale. */
    lotMethod: TaxLotMethodSchema.optional(),
    /** For specific lot selection: which lots, how many shares of each. */
    lots: z.array(z.object({ lotId: z.string(), quantity: finite('Lot quantity') })).optional(),
  })
  .meta({ id: 'SellPositionRequest' });
export type SellPositionRequest = z.input<typeof SellPositionRequestSchema>;

export const CashFlowTypeSchema = z.enum(['deposit', 'withdrawal'], { error: 'Type must be deposit or withdrawal' });

const cashFlowFields = {
  type: CashFlowTypeSchema,
  amount: z.number({ error: 'Please enter a valid amount' }).finite('Please enter a valid amount').min(0.01, 'Please enter a valid amount'),
  date: IsoDateSchema.optional(),
  description: z.string().trim().max(500).nullish(),
};

export const CashFlowRequestSchema = z.object({ ...cashFlowFields, listId: z.string().min(1).optional() }).meta({ id: 'CashFlowRequest' });
export type CashFlowRequest = z.input<typeof CashFlowRequestSchema>;
export const UpdateCashFlowRequestSchema = z.object(cashFlowFields).meta({ id: 'UpdateCashFlowRequest' });

export const BulkItemSchema = z.object({
  symbol: z.unknown(),
  quantity: z.unknown(),
  purchasePrice: z.unknown().optional(),
  purchaseDate: z.unknown().optional(),
  listId: z.unknown().optional(),
});

export const BulkRequestSchema = z
  .object({ items: z.array(BulkItemSchema).max(200_000, 'At most 200,000 items per request'), listId: z.string().min(1) })
  .meta({ id: 'BulkRequest' });

export const ImportCsvRequestSchema = z
  .object({ csv: z.string().min(1, 'CSV content is required'), listId: z.string().min(1, 'Please select a list') })
  .meta({ id: 'ImportCsvRequest' });

export const EstimatePurchaseDatesRequestSchema = z.object({ listId: z.string().min(1).optional() });

export const TransactionsQuerySchema = ListIdQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
