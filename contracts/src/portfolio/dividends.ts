/**
 * Dividends and splits: what the investor records, and the suggestions built from the market
 * data provider's dividend and split history (docs/events.md, docs/returns.md).
 */
import { z } from 'zod';
import { amountAtMost, MAX_AMOUNT, quantityIssue, TradeDateSchema } from './bounds.ts';
import { TickerSchema } from './requests.ts';

const money = (label: string) => z.number({ error: `${label} must be a number` }).finite(`${label} must be a number`);

export const DividendKindSchema = z.enum(['cash', 'reinvested'], { error: 'Kind must be cash or reinvested' });
export type DividendKind = z.infer<typeof DividendKindSchema>;

const dividendFields = {
  kind: DividendKindSchema.default('cash'),
  /** Gross amount paid, before withholding tax. */
  amount: amountAtMost(money('Amount').min(0.01, 'Amount must be at least 0.01'), 'Amount'),
  withholdingTax: amountAtMost(money('Withholding tax').min(0, 'Withholding tax cannot be negative'), 'Withholding tax').default(0),
  perShare: amountAtMost(money('Dividend per share').gt(0, 'Dividend per share must be above 0'), 'Dividend per share').nullish(),
  payDate: TradeDateSchema,
  exDate: TradeDateSchema.nullish(),
  /** reinvested: the shares the net amount bought and their price. */
  reinvestedQuantity: money('Reinvested quantity')
    .gt(0, 'Reinvested quantity must be above 0')
    .superRefine((quantity, context) => {
      const issue = quantityIssue(quantity);
      if (issue) context.addIssue({ code: 'custom', message: issue });
    })
    .nullish(),
  reinvestedPrice: amountAtMost(money('Reinvestment price').gt(0, 'Reinvestment price must be above 0'), 'Reinvestment price').nullish(),
};

function reinvestmentDetails(value: { kind: DividendKind; reinvestedQuantity?: number | null; reinvestedPrice?: number | null }, context: z.RefinementCtx) {
  if (value.kind !== 'reinvested') return;
  if (value.reinvestedQuantity == null) context.addIssue({ code: 'custom', path: ['reinvestedQuantity'], message: 'Reinvested quantity is required for a reinvested dividend' });
  if (value.reinvestedPrice == null) context.addIssue({ code: 'custom', path: ['reinvestedPrice'], message: 'Reinvestment price is required for a reinvested dividend' });
}

export const DividendRequestSchema = z
  .object({
    symbol: TickerSchema,
    listId: z.string().min(1).optional(),
    ...dividendFields,
    /** suggestion: confirmed from the provider's dividend history. */
    source: z.enum(['manual', 'suggestion']).default('manual'),
  })
  .superRefine(reinvestmentDetails)
  .meta({ id: 'DividendRequest' });
export type DividendRequest = z.input<typeof DividendRequestSchema>;

export const UpdateDividendRequestSchema = z.object(dividendFields).superRefine(reinvestmentDetails).meta({ id: 'UpdateDividendRequest' });
export type UpdateDividendRequest = z.input<typeof UpdateDividendRequestSchema>;

export const DividendSchema = z
  .object({
    id: z.string(),
    listId: z.string(),
    portfolioId: z.string(),
    symbol: z.string(),
    kind: DividendKindSchema,
    amount: z.number(),
    withholdingTax: z.number(),
    /** amount - withholdingTax */
    netAmount: z.number(),
    perShare: z.number().nullable(),
    payDate: z.string(),
    exDate: z.string().nullable(),
    reinvestedQuantity: z.number().nullable(),
    reinvestedPrice: z.number().nullable(),
    source: z.enum(['manual', 'suggestion', 'import']),
    createdAt: z.string(),
  })
  .meta({ id: 'Dividend' });
export type Dividend = z.infer<typeof DividendSchema>;
export const DividendsSchema = z.array(DividendSchema).meta({ id: 'Dividends' });

/** A dividend the provider reports for shares the list held on its ex-date, not yet recorded or dismissed. */
export const DividendSuggestionSchema = z.object({
  symbol: z.string(),
  portfolioId: z.string(),
  exDate: z.string(),
  /** The provider gives the ex-date only; the pay date is proposed as the ex-date and can be edited. */
  payDate: z.string(),
  perShare: z.number(),
  /** Shares held at the end of the ex-date's eve, in today's (split-adjusted) shares. */
  quantity: z.number(),
  /** quantity x perShare, gross. */
  amount: z.number(),
});
export type DividendSuggestion = z.infer<typeof DividendSuggestionSchema>;

/** A split the provider reports for a held symbol, with lots bought before it not yet adjusted. */
export const SplitSuggestionSchema = z.object({
  symbol: z.string(),
  portfolioId: z.string(),
  date: z.string(),
  numerator: z.number(),
  denominator: z.number(),
  /** Shares bought before the split still held, and what they become. */
  sharesBefore: z.number(),
  sharesAfter: z.number(),
});
export type SplitSuggestion = z.infer<typeof SplitSuggestionSchema>;

export const CorporateActionSuggestionsSchema = z
  .object({ dividends: z.array(DividendSuggestionSchema), splits: z.array(SplitSuggestionSchema), trackDividends: z.boolean() })
  .meta({ id: 'CorporateActionSuggestions' });
export type CorporateActionSuggestions = z.infer<typeof CorporateActionSuggestionsSchema>;

export const DismissDividendRequestSchema = z
  .object({ symbol: TickerSchema, listId: z.string().min(1).optional(), exDate: TradeDateSchema })
  .meta({ id: 'DismissDividendRequest' });

const ratioPart = (label: string) => money(label).gt(0, `${label} must be above 0`).max(MAX_AMOUNT, `${label} is too large`);

export const SplitRequestSchema = z
  .object({
    symbol: TickerSchema,
    listId: z.string().min(1).optional(),
    date: TradeDateSchema,
    /** 4 for a 4-for-1 split. */
    numerator: ratioPart('Split numerator'),
    denominator: ratioPart('Split denominator').default(1),
  })
  .meta({ id: 'SplitRequest' });
export type SplitRequest = z.input<typeof SplitRequestSchema>;

export const DismissSplitRequestSchema = z
  .object({ symbol: TickerSchema, listId: z.string().min(1).optional(), date: TradeDateSchema })
  .meta({ id: 'DismissSplitRequest' });

/** Dividend income of a list, in the summary (null when the list does not track dividends). */
export const DividendIncomeSchema = z.object({
  /** Net income paid in the 12 months up to the valuation day. */
  trailingTwelveMonths: z.number(),
  total: z.number(),
  withholdingTax: z.number(),
  byYear: z.array(z.object({ year: z.number().int(), amount: z.number() })),
  /** Trailing 12 months' income / cost of the shares held, percent; null when nothing is held. */
  yieldOnCost: z.number().nullable(),
  /** Trailing 12 months' income / current value, percent. */
  currentYield: z.number().nullable(),
});
export type DividendIncome = z.infer<typeof DividendIncomeSchema>;
