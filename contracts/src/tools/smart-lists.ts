/**
 * Smart lists (dashboard-news-tools.md sections 2, 3 and 5): lists that pick and weight their own
 * members from criteria. The symbols rule is shared: the form splits what was typed the same way
 * the server reads it.
 */
import { z } from 'zod';
import { requiredText } from '../common.ts';

/** Only equal weights today; market-cap and inverse-volatility weights are planned. */
export const WEIGHT_STRATEGIES = ['equal'] as const;
export type WeightStrategy = (typeof WEIGHT_STRATEGIES)[number];

/** Symbols typed into the form: split by commas or whitespace, trimmed, upper-cased, empties dropped. */
export function parseSymbolsInput(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((symbol) => symbol.trim().toUpperCase())
    .filter(Boolean);
}

const SymbolEntrySchema = z
  .string({ error: 'Symbols must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9.^=-]{0,10}$/, 'Symbols look like AAPL, BRK.B or BTC-USD');

export const SmartListCriteriaSchema = z
  .object({
    includeSymbols: z
      .array(SymbolEntrySchema, { error: 'includeSymbols must be a list of symbols' })
      .max(100, 'At most 100 symbols')
      .default([])
      .transform((symbols) => [...new Set(symbols.filter(Boolean))]),
    maxPositions: z
      .number({ error: 'Max positions must be a whole number' })
      .int('Max positions must be a whole number')
      .min(1, 'Max positions must be at least 1')
      .max(100, 'Max positions must be at most 100')
      .nullish()
      .transform((value) => value ?? null),
    weightStrategy: z.enum(WEIGHT_STRATEGIES, { error: 'Weight strategy must be equal' }).default('equal'),
  })
  .meta({ id: 'SmartListCriteria' });
export type SmartListCriteria = z.infer<typeof SmartListCriteriaSchema>;

export const CreateSmartListRequestSchema = z
  .object({
    name: requiredText('Name', 100),
    description: z
      .string()
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .nullish()
      .transform((value) => value || null),
    criteria: SmartListCriteriaSchema.default({ includeSymbols: [], maxPositions: null, weightStrategy: 'equal' }),
  })
  .meta({ id: 'CreateSmartListRequest' });
export type CreateSmartListRequest = z.input<typeof CreateSmartListRequestSchema>;

export const SmartListMemberSchema = z
  .object({ id: z.string(), symbol: z.string(), weight: z.number().meta({ description: 'Fraction of the list, 0 to 1' }) })
  .meta({ id: 'SmartListMember' });
export type SmartListMember = z.infer<typeof SmartListMemberSchema>;

export const SmartListSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    criteria: SmartListCriteriaSchema,
    members: z.array(SmartListMemberSchema),
    _count: z.object({ members: z.number().int() }),
    createdAt: z.string(),
    rebalancedAt: z.string().nullable(),
  })
  .meta({ id: 'SmartList' });
export type SmartList = z.infer<typeof SmartListSchema>;

export const SmartListsResponseSchema = z.array(SmartListSchema).meta({ id: 'SmartListsResponse' });

export const SmartListPerformanceSchema = z
  .object({
    summary: z.object({
      positions: z.number().int(),
      marketValue: z.number(),
      pnl: z.number(),
      pnlPercent: z.number(),
    }),
    timeseries: z.array(z.object({ t: z.string(), value: z.number() })),
    notional: z.number().meta({ description: 'The amount the weights are applied to at the start of the window' }),
    from: z.string(),
    to: z.string(),
  })
  .meta({ id: 'SmartListPerformance' });
export type SmartListPerformance = z.infer<typeof SmartListPerformanceSchema>;
