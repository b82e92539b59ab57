/**
 * The tax view of recorded sales (pure, no I/O): each sale split into the lots it sold, each lot
 * classified by its holding period, and losses flagged by the wash-sale rule. Nothing here
 * changes the book: the disallowed loss is reported, the recorded cost and gain stay as they are.
 *
 * Rules (IRS Publication 550, "Holding Period" and "Wash Sales"):
 * - The holding period starts the day after the purchase and includes the sale day. Held more
 *   than one year is long term: bought 2023-03-15, sold 2024-03-15 is short term; sold
 *   2024-03-16 is long term.
 * - A loss on a sale is disallowed when substantially identical stock (here: the same symbol in
 *   the same list) is bought within 30 days before or after the sale. When fewer replacement
 *   shares were bought than were sold, only the loss on that many shares is disallowed; each
 *   purchase replaces shares once, matched in the order the losses and the purchases happened,
 *   and shares already sold before a loss sale are not its replacement.
 */
import { amountOf, roundMoney } from '@folio/contracts';
import { toDay, toIsoDate } from '../../shared/days.ts';
import type { LotSold, TaxLotMethod } from '../events.ts';
import { roundQuantity } from '../lots.ts';

export const WASH_SALE_DAYS = 30;

export interface RecordedSaleInput {
  saleId: string;
  symbol: string;
  quantity: number;
  price: number;
  fees: number;
  date: string;
  method: TaxLotMethod;
  lots: readonly LotSold[];
}

/** A purchase of shares: a lot bought, or shares a dividend bought. */
export interface Purchase {
  lotId: string;
  symbol: string;
  date: string | null;
  quantity: number;
}

export type Term = 'short' | 'long' | 'unknown';

export interface Disposal {
  saleId: string;
  lotId: string;
  symbol: string;
  quantity: number;
  dateAcquired: string | null;
  dateSold: string;
  /** Listing currency, unrounded. */
  proceeds: number;
  costBasis: number;
  method: TaxLotMethod;
  term: Term;
  washSale: { replacementQuantity: number; replacementDates: string[] } | null;
}

/** Short term when held one year or less, counted from the day after the purchase. */
export function holdingTerm(acquired: string | null, sold: string): Term {
  if (acquired === null) return 'unknown';
  const start = new Date((toDay(acquired) + 1) * 86_400_000);
  // One year from the start, less a day: the last day that is still "one year or less".
  const oneYearLater = Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()) / 86_400_000;
  const lastShortDay = toIsoDate(oneYearLater - 1);
  return sold > lastShortDay ? 'long' : 'short';
}

/** Whether `purchase` falls in the 61-day window around `sold` (30 days either side). */
export function withinWashWindow(purchase: string, sold: string): boolean {
  return Math.abs(toDay(purchase) - toDay(sold)) <= WASH_SALE_DAYS;
}

/**
 * Every lot sold by `sales`, oldest sale first. A sale's net proceeds are shared between its lots
 * by quantity (the last lot takes what rounding left), as on a broker's Form 1099-B.
 */
export function disposalsOf(sales: readonly RecordedSaleInput[], lotDates: ReadonlyMap<string, string | null>, purchases: readonly Purchase[]): Disposal[] {
  const ordered = [...sales].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const disposals: Disposal[] = [];
  for (const sale of ordered) {
    const proceeds = amountOf(sale.quantity, sale.price) - sale.fees;
    let proceedsLeft = proceeds;
    sale.lots.forEach((lot, index) => {
      const share = index === sale.lots.length - 1 ? proceedsLeft : (proceeds * lot.quantity) / sale.quantity;
      proceedsLeft -= share;
      const dateAcquired = lotDates.get(lot.lotId) ?? null;
      disposals.push({
        saleId: sale.saleId, lotId: lot.lotId, symbol: sale.symbol, quantity: lot.quantity, dateAcquired, dateSold: sale.date,
        proceeds: share, costBasis: lot.costBasis, method: sale.method, term: holdingTerm(dateAcquired, sale.date), washSale: null,
      });
    });
  }
  flagWashSales(disposals, purchases);
  return disposals;
}

/** Marks the losses the wash-sale rule reaches, using each purchase's shares once. */
function flagWashSales(disposals: Disposal[], purchases: readonly Purchase[]): void {
  const left = new Map(purchases.map((purchase) => [purchase.lotId, purchase.quantity]));
  const bySymbol = new Map<string, Purchase[]>();
  for (const purchase of purchases) {
    if (purchase.date === null || purchase.quantity <= 0) continue;
    const list = bySymbol.get(purchase.symbol) ?? [];
    list.push(purchase);
    bySymbol.set(purchase.symbol, list);
  }
  for (const list of bySymbol.values()) list.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
  const lotsOfSale = new Map<string, Set<string>>();
  for (const disposal of disposals) {
    const lots = lotsOfSale.get(disposal.saleId) ?? new Set<string>();
    lots.add(disposal.lotId);
    lotsOfSale.set(disposal.saleId, lots);
  }
  // Disposals are in trade-date order: shares a sale took stop being available as replacements
  // for later sales (they are no longer held), after they had their own chance to be matched.
  for (const disposal of disposals) {
    if (roundMoney(disposal.proceeds - disposal.costBasis) < 0) matchReplacements(disposal, bySymbol.get(disposal.symbol) ?? [], left, lotsOfSale.get(disposal.saleId)!);
    left.set(disposal.lotId, Math.max(0, roundQuantity((left.get(disposal.lotId) ?? 0) - disposal.quantity)));
  }
}

function matchReplacements(disposal: Disposal, purchases: readonly Purchase[], left: Map<string, number>, own: ReadonlySet<string>): void {
  let wanted = disposal.quantity;
  let matched = 0;
  const dates: string[] = [];
  for (const purchase of purchases) {
    if (wanted <= 0) break;
    // The shares sold are not their own replacement: a purchase sold in this very sale is skipped.
    if (own.has(purchase.lotId) || !withinWashWindow(purchase.date!, disposal.dateSold)) continue;
    const available = left.get(purchase.lotId) ?? 0;
    if (available <= 0) continue;
    const take = roundQuantity(Math.min(available, wanted));
    left.set(purchase.lotId, roundQuantity(available - take));
    wanted = roundQuantity(wanted - take);
    matched = roundQuantity(matched + take);
    if (!dates.includes(purchase.date!)) dates.push(purchase.date!);
  }
  if (matched > 0) disposal.washSale = { replacementQuantity: matched, replacementDates: dates };
}

/** The loss the rule disallows on a flagged disposal: loss per share x replacement shares (>= 0). */
export function disallowedLoss(gain: number, quantity: number, replacementQuantity: number): number {
  if (gain >= 0 || quantity <= 0) return 0;
  return roundMoney((-gain * Math.min(replacementQuantity, quantity)) / quantity);
}
