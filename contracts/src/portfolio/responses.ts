import { z } from 'zod';
import { StockDataSchema } from '../market/stock.ts';
import { DividendIncomeSchema } from './dividends.ts';
import { CashFlowTypeSchema, TaxLotMethodSchema } from './requests.ts';

export const LotSchema = z.object({
  lotId: z.string(),
  quantity: z.number(),
  price: z.number(),
  date: z.string().nullable(),
});

/** A row of the holdings table. Quantity 0 is watch-only: money fields are null then. */
export const PortfolioItemSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    quantity: z.number(),
    purchasePrice: z.number().nullable(),
    purchaseDate: z.string().nullable(),
    currentPrice: z.number().nullable(),
    totalValue: z.number().nullable(),
    costBasis: z.number().nullable(),
    gainLoss: z.number().nullable(),
    gainLossPercent: z.number().nullable(),
    /** Annualised return since purchase, percent; null under 30 days or without a date. */
    apr: z.number().nullable(),
    realizedGain: z.number(),
    listId: z.string(),
    lots: z.array(LotSchema),
    stockData: StockDataSchema.nullable(),
    createdAt: z.string(),
    /**
     * ISO 4217 code of the listing (from the market-data provider). currentPrice, purchasePrice,
     * lots, totalValue, costBasis, gainLoss and realizedGain are in it: what the broker shows.
     */
    currency: z.string().optional(),
    /**
     * The same figures in the list's base currency (docs/returns.md): value at the valuation
     * day's rate, cost at each lot's trade-date rate, so the exchange-rate move is in the gain.
     */
    base: z
      .object({
        currency: z.string(),
        /** Units of the base currency per unit of the listing's on the valuation day; null without a rate. */
        fxRate: z.number().nullable(),
        totalValue: z.number().nullable(),
        costBasis: z.number().nullable(),
        gainLoss: z.number().nullable(),
        gainLossPercent: z.number().nullable(),
        realizedGain: z.number(),
      })
      .optional(),
  })
  .meta({ id: 'PortfolioItem' });
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

export const PortfolioItemsSchema = z.array(PortfolioItemSchema).meta({ id: 'PortfolioItems' });

const periodReturns = z.object({
  sixMonth: z.number().nullable(),
  oneYear: z.number().nullable(),
  threeYear: z.number().nullable(),
  fiveYear: z.number().nullable(),
  tenYear: z.number().nullable(),
});

export const PortfolioSummarySchema = z
  .object({
    totalValue: z.number(),
    totalCost: z.number(),
    totalGainLoss: z.number(),
    totalGainLossPercent: z.number(),
    realizedGain: z.number(),
    cashBalance: z.number().nullable(),
    /** Annualised money-weighted return (XIRR), percent. */
    annualizedReturn: z.number().nullable(),
    /** Trailing time-weighted returns, percent. */
    timeBasedReturns: periodReturns,
    returns: z.object({
      timeWeighted: z.object({ total: z.number().nullable(), annualized: z.number().nullable(), periods: periodReturns }),
      moneyWeighted: z.object({ annualized: z.number().nullable() }),
      from: z.string().nullable(),
      to: z.string(),
      mode: z.enum(['holdings', 'cash']),
    }),
    positions: z.number().int(),
    asOf: z.string().nullable(),
    /** Dividend income (net of withholding tax) and yields: docs/returns.md. */
    dividends: DividendIncomeSchema.optional(),
    /** ISO 4217 code every amount of the summary is in: the list's base currency. */
    currency: z.string().optional(),
  })
  .meta({ id: 'PortfolioSummary' });
export type PortfolioSummary = z.infer<typeof PortfolioSummarySchema>;

export const CashFlowSchema = z
  .object({
    id: z.string(),
    type: CashFlowTypeSchema,
    amount: z.number(),
    date: z.string(),
    description: z.string().nullable(),
    listId: z.string(),
  })
  .meta({ id: 'CashFlow' });
export type CashFlow = z.infer<typeof CashFlowSchema>;
export const CashFlowsSchema = z.array(CashFlowSchema).meta({ id: 'CashFlows' });
export const TotalCashInvestedSchema = z.object({ totalCashInvested: z.number() }).meta({ id: 'TotalCashInvested' });

export const SaleResultSchema = z
  .object({
    success: z.literal(true),
    sale: z.object({
      id: z.string(),
      portfolioId: z.string(),
      symbol: z.string(),
      quantity: z.number(),
      price: z.number(),
      fees: z.number(),
      date: z.string(),
      notes: z.string().nullable(),
      method: TaxLotMethodSchema,
      netProceeds: z.number(),
      costBasis: z.number(),
      realizedGain: z.number(),
      lots: z.array(z.object({ lotId: z.string(), quantity: z.number(), costBasis: z.number() })),
    }),
    remainingQuantity: z.number(),
  })
  .meta({ id: 'SaleResult' });
export type SaleResult = z.infer<typeof SaleResultSchema>;

export const FailedItemSchema = z.object({ index: z.number().int(), symbol: z.string().nullable(), error: z.string() }).catchall(z.unknown());

export const BulkResultSchema = z
  .object({ successful: z.number().int(), failed: z.array(FailedItemSchema), ids: z.array(z.string()) })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof BulkResultSchema>;

export const ImportCsvResultSchema = BulkResultSchema.extend({
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  warnings: z.array(z.string()),
  /** Rows already in the book (same date, symbol, quantity and price), not imported again. */
  duplicates: z.number().int().optional(),
  format: z.enum(['positions', 'transactions']).optional(),
}).meta({ id: 'ImportCsvResult' });

export const TransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(['buy', 'sell', 'deposit', 'withdrawal', 'dividend']),
  listId: z.string(),
  symbol: z.string().nullable(),
  positionId: z.string().nullable(),
  quantity: z.number().nullable(),
  price: z.number().nullable(),
  amount: z.number(),
  fees: z.number().nullable(),
  realizedGain: z.number().nullable(),
  date: z.string().nullable(),
  recordedAt: z.string(),
});
export const TransactionsPageSchema = z
  .object({ transactions: z.array(TransactionSchema), page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() })
  .meta({ id: 'TransactionsPage' });

export const EstimatePurchaseDatesResultSchema = z
  .object({
    updated: z.array(z.object({ positionId: z.string(), symbol: z.string(), date: z.string(), low: z.number(), high: z.number() })),
    unchanged: z.array(z.object({ positionId: z.string(), symbol: z.string(), reason: z.string() })),
  })
  .meta({ id: 'EstimatePurchaseDatesResult' });
