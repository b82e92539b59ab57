import { z } from 'zod';
import { amountAtMost, quantityIssue, TradeDateSchema } from './bounds.ts';

export { IsoDateSchema, isRealDate } from './dates.ts';

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
  quantity: finite('Quantity')
    .min(0, 'Quantity must be 0 or more')
    .superRefine((quantity, context) => {
      const issue = quantityIssue(quantity);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    }),
  purchasePrice: amountAtMost(finite('Purchase price'), 'Purchase price').nullish(),
  purchaseDate: TradeDateSchema.nullish(),
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
  /**
   * Rebuild the answer as of this business day. Alone: from the events recorded up to the end of
   * that day. With knownAt: from the events recorded at or before knownAt whose trade or cash-flow
   * date is on or before asOf (what the books showed then, before later back-dated corrections).
   */
  asOf: TradeDateSchema.optional(),
  /** An ISO date-time; only with asOf (400 without it). */
  knownAt: z.iso.datetime({ offset: true }).optional(),
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
    quantity: z
      .number({ error: 'Please enter a valid quantity' })
      .finite('Please enter a valid quantity')
      .superRefine((quantity, context) => {
        const issue = quantity > 0 ? quantityIssue(quantity) : null;
        if (issue) context.addIssue({ code: 'custom', message: issue });
      }),
    price: amountAtMost(z.number({ error: 'Please enter a valid price' }).finite('Please enter a valid price'), 'Price'),
    date: TradeDateSchema.optional(),
    fees: amountAtMost(finite('Fees').min(0, 'Fees cannot be negative'), 'Fees').default(0),
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
  amount: amountAtMost(z.number({ error: 'Please enter a valid amount' }).finite('Please enter a valid amount').min(0.01, 'Please enter a valid amount'), 'Amount'),
  date: TradeDateSchema.optional(),
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
