/**
 * Editing a position's history explicitly: add, change or remove one tax lot, or change a
 * recorded sale. Each is its own event (never a replacement of the lots), so the ledger, the
 * sales' lot choices and the returns stay what was recorded except for the edited entry.
 */
import { z } from 'zod';
import { amountAtMost, quantityIssue, TradeDateSchema } from './bounds.ts';

const finite = (label: string) => z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);

/** One lot: the shares of it still held, the price paid per share and the trade date. */
export const LotRequestSchema = z
  .object({
    quantity: finite('Quantity')
      .positive('Quantity must be above 0')
      .superRefine((quantity, context) => {
        const issue = quantityIssue(quantity);
        if (issue) context.addIssue({ code: 'custom', message: issue });
      }),
    price: amountAtMost(finite('Price').min(0.01, 'Price must be at least 0.01'), 'Price'),
    date: TradeDateSchema,
  })
  .meta({ id: 'LotRequest' });
export type LotRequest = z.input<typeof LotRequestSchema>;

export const LotParamsSchema = z.object({ id: z.string().min(1), lotId: z.string().min(1) });

/** A recorded sale's price, fees, date and notes; its quantity and lots stay as decided. */
export const SaleChangeRequestSchema = z
  .object({
    price: amountAtMost(finite('Price').min(0.01, 'Price must be at least 0.01'), 'Price'),
    fees: amountAtMost(finite('Fees').min(0, 'Fees cannot be negative'), 'Fees').default(0),
    date: TradeDateSchema,
    notes: z.string().trim().max(1000).nullish(),
  })
  .meta({ id: 'SaleChangeRequest' });
export type SaleChangeRequest = z.input<typeof SaleChangeRequestSchema>;
