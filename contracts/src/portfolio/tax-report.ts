/**
 * The tax report of a list for one calendar year (docs/returns.md, "Tax report"): every recorded
 * sale split into the tax lots it sold, each classified short or long term (IRS Publication 550:
 * the holding period starts the day after the purchase; more than one year is long term), a
 * wash-sale warning on losses with a purchase of the same symbol within 30 days, and the
 * dividends paid in the year. Amounts are in the list's base currency. The CSV has Form 8949-like
 * columns.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { neutraliseCell } from '../csv/export.ts';
import { latestTradeDate } from './bounds.ts';

export const EARLIEST_TAX_YEAR = 1900;
const latestTaxYear = () => Number(latestTradeDate().slice(0, 4));

export const TaxYearSchema = z.coerce
  .number({ error: 'Year must be a number, e.g. 2024' })
  .refine((year) => Number.isInteger(year), 'Year must be a whole number, e.g. 2024')
  .refine((year) => year >= EARLIEST_TAX_YEAR && year <= latestTaxYear(), {
    error: () => `Year must be from ${EARLIEST_TAX_YEAR} to ${latestTaxYear()}`,
  });

export const TaxReportQuerySchema = z.object({
  /** The default list when omitted. */
  listId: z.string().min(1).optional(),
  year: TaxYearSchema,
});
export type TaxReportQuery = z.input<typeof TaxReportQuerySchema>;

export const TaxTermSchema = z.enum(['short', 'long', 'unknown']);
export type TaxTerm = z.infer<typeof TaxTermSchema>;

export const WashSaleSchema = z
  .object({
    /** The part of the loss the wash-sale rule disallows: loss per share x replacement shares. */
    disallowedLoss: z.number(),
    /** Shares bought within 30 days before or after the sale matched to this loss (at most the shares sold). */
    replacementQuantity: z.number(),
    /** Trade dates of those purchases. */
    replacementDates: z.array(z.string()),
  })
  .meta({ id: 'WashSale' });
export type WashSale = z.infer<typeof WashSaleSchema>;

/** One tax lot sold: a row of Form 8949. */
export const TaxDisposalSchema = z
  .object({
    saleId: z.string(),
    lotId: z.string(),
    symbol: z.string(),
    quantity: z.number(),
    /** YYYY-MM-DD; null when the purchase date was never recorded. */
    dateAcquired: z.string().nullable(),
    dateSold: z.string(),
    /** This lot's share of the sale's net proceeds (after fees). */
    proceeds: z.number(),
    costBasis: z.number(),
    /** proceeds - costBasis, as the book recorded it. */
    gain: z.number(),
    term: TaxTermSchema,
    /** The lot method the sale was recorded with. */
    method: z.enum(['fifo', 'lifo', 'average', 'specific']),
    /** Listing currency of the symbol (amounts above are converted into the report's currency). */
    listingCurrency: z.string(),
    washSale: WashSaleSchema.nullable(),
  })
  .meta({ id: 'TaxDisposal' });
export type TaxDisposal = z.infer<typeof TaxDisposalSchema>;

export const TaxTotalsSchema = z
  .object({
    count: z.number().int(),
    proceeds: z.number(),
    costBasis: z.number(),
    gain: z.number(),
    /** Losses the wash-sale rule disallows (shown, not applied to the book). */
    disallowedLoss: z.number(),
  })
  .meta({ id: 'TaxTotals' });
export type TaxTotals = z.infer<typeof TaxTotalsSchema>;

export const TaxDividendSchema = z
  .object({
    id: z.string(),
    symbol: z.string(),
    kind: z.enum(['cash', 'reinvested']),
    payDate: z.string(),
    amount: z.number(),
    withholdingTax: z.number(),
    netAmount: z.number(),
  })
  .meta({ id: 'TaxDividend' });

export const TaxReportSchema = z
  .object({
    listId: z.string(),
    year: z.number().int(),
    /** The list's base currency: every amount is in it. */
    currency: z.string(),
    /** The list's tax-lot method preference now. */
    method: z.enum(['fifo', 'lifo', 'average', 'specific']),
    /** The methods the year's sales were recorded with. */
    methodsUsed: z.array(z.enum(['fifo', 'lifo', 'average', 'specific'])),
    disposals: z.array(TaxDisposalSchema),
    totals: z.object({ shortTerm: TaxTotalsSchema, longTerm: TaxTotalsSchema, unknownTerm: TaxTotalsSchema, total: TaxTotalsSchema }),
    dividends: z.object({
      items: z.array(TaxDividendSchema),
      amount: z.number(),
      withholdingTax: z.number(),
      netAmount: z.number(),
    }),
    washSaleCount: z.number().int(),
    /** False when an exchange rate was missing: those amounts stayed in their listing currency. */
    complete: z.boolean(),
  })
  .meta({ id: 'TaxReport' });
export type TaxReport = z.infer<typeof TaxReportSchema>;

export const TAX_REPORT_COLUMNS = [
  'Description',
  'Date acquired',
  'Date sold',
  'Proceeds',
  'Cost basis',
  'Adjustment code',
  'Adjustment amount',
  'Gain or loss',
  'Term',
] as const;

const TERM_TEXT: Record<TaxTerm, string> = { short: 'Short', long: 'Long', unknown: 'Unknown' };

const money = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return (rounded === 0 ? 0 : rounded).toFixed(2);
};
/** '2024-01-02' -> '01/02/2024': Form 8949's columns (b) and (c) read "(Mo., day, yr.)", as tax software imports them. */
const formDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** 10 -> '10', 0.1234567 -> '0.123457'. */
export const sharesText = (quantity: number) => String(Math.round(quantity * 1e6) / 1e6);

/**
 * Form 8949-like rows, one per lot sold, dates written as on the form (MM/DD/YYYY). As on the form, a wash sale has code W, the disallowed
 * loss as a positive adjustment, and Gain or loss = proceeds - cost basis + adjustment (column h).
 */
export function taxReportCsv(report: Pick<TaxReport, 'disposals'>): string {
  const rows = report.disposals.map((row) => {
    const adjustment = row.washSale?.disallowedLoss ?? 0;
    return [
      neutraliseCell(`${sharesText(row.quantity)} sh ${row.symbol}`),
      row.dateAcquired ? formDate(row.dateAcquired) : '',
      formDate(row.dateSold),
      money(row.proceeds),
      money(row.costBasis),
      row.washSale ? 'W' : '',
      row.washSale ? money(adjustment) : '',
      money(row.gain + adjustment),
      TERM_TEXT[row.term],
    ];
  });
  return Papa.unparse({ fields: [...TAX_REPORT_COLUMNS], data: rows }, { newline: '\r\n', escapeFormulae: false });
}

/** 'My List #2', 2024 -> 'my_list__2_tax_2024.csv'. */
export function taxReportFileName(listName: string, year: number): string {
  return `${listName.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}_tax_${year}.csv`;
}
