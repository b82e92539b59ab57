import { ProductSum, sumProducts } from '@folio/contracts';
import { ValidationError } from '../shared/errors.ts';
import type { Lot, LotSold, TaxLotMethod } from './events.ts';

/** Quantities are kept to 1e-9 so repeated partial sales never leave 0.30000000000000004 shares. */
export const roundQuantity = (value: number) => Math.round(value * 1e9) / 1e9;
export { roundMoney } from '@folio/contracts';

export const heldQuantity = (lots: readonly Lot[]) => roundQuantity(lots.reduce((sum, lot) => sum + lot.quantity, 0));
/** What the lots cost, unrounded (compensated sum): round where it is shown. */
export const costOf = (lots: readonly Lot[]) => sumProducts(lots, (lot) => lot.quantity, (lot) => lot.price);

/** heldQuantity's unrounded sum, costOf's running sum and the earliest date of a lots array. */
export interface LotTotals {
  quantity: number;
  cost: ProductSum;
  first: string | null;
}

/**
 * Totals of lots arrays already summed. Position documents' arrays are never changed once written
 * (every change writes a new array), so an import's next page of purchases, appended to a position
 * of hundreds of lots, carries their sums on instead of refolding every lot: the same floats, as
 * the same lots are added in the same order.
 */
const knownTotals = new WeakMap<readonly Lot[], LotTotals>();

/** The totals of `lots`; `prefix`, when given, is an array holding the first lots of `lots`. */
export function lotTotals(lots: readonly Lot[], prefix?: readonly Lot[]): LotTotals {
  const known = prefix ? knownTotals.get(prefix) : undefined;
  const totals: LotTotals = known
    ? { quantity: known.quantity, cost: known.cost.copy(), first: known.first }
    : { quantity: 0, cost: new ProductSum(), first: null };
  for (let i = known ? prefix!.length : 0; i < lots.length; i++) {
    const lot = lots[i]!;
    totals.quantity += lot.quantity;
    totals.cost.add(lot.quantity, lot.price);
    // The earliest date in one pass: sorting every date was most of a large import's folding.
    if (lot.date !== null && (totals.first === null || lot.date < totals.first)) totals.first = lot.date;
  }
  knownTotals.set(lots, totals);
  return totals;
}

/** Unknown dates sort first: a lot whose date we never learned is treated as the oldest. */
const byDate = (a: Lot, b: Lot) => (a.date ?? '') < (b.date ?? '') ? -1 : (a.date ?? '') > (b.date ?? '') ? 1 : 0;

/**
 * Which lots a sale of `quantity` consumes, and at what cost basis.
 * fifo/lifo take whole lots oldest/newest first; average takes every lot proportionally at the
 * average cost; specific takes exactly the lots the investor chose.
 */
export function selectLots(
  lots: readonly Lot[],
  quantity: number,
  method: TaxLotMethod,
  chosen?: readonly { lotId: string; quantity: number }[],
): LotSold[] {
  switch (method) {
    case 'fifo':
      return takeInOrder([...lots].sort(byDate), quantity);
    case 'lifo':
      return takeInOrder([...lots].sort(byDate).reverse(), quantity);
    case 'average': {
      const held = heldQuantity(lots);
      const averageCost = costOf(lots) / held;
      let left = quantity;
      return lots.map((lot, index) => {
        // The last lot takes what rounding left over, so the lots add up to the sale exactly.
        const sold = index === lots.length - 1 ? roundQuantity(left) : roundQuantity((lot.quantity / held) * quantity);
        left = roundQuantity(left - sold);
        return { lotId: lot.lotId, quantity: sold, costBasis: sold * averageCost };
      });
    }
    case 'specific':
      return takeChosen(lots, quantity, chosen ?? []);
  }
}

function takeInOrder(ordered: Lot[], quantity: number): LotSold[] {
  const sold: LotSold[] = [];
  let remaining = quantity;
  for (const lot of ordered) {
    if (remaining <= 0) break;
    const take = roundQuantity(Math.min(lot.quantity, remaining));
    if (take <= 0) continue;
    sold.push({ lotId: lot.lotId, quantity: take, costBasis: take * lot.price });
    remaining = roundQuantity(remaining - take);
  }
  return sold;
}

function takeChosen(lots: readonly Lot[], quantity: number, chosen: readonly { lotId: string; quantity: number }[]): LotSold[] {
  if (chosen.length === 0) throw new ValidationError('lots: choose the lots to sell for specific lot selection');
  const total = roundQuantity(chosen.reduce((sum, pick) => sum + pick.quantity, 0));
  if (total !== roundQuantity(quantity)) {
    throw new ValidationError(`lots: the chosen lots add up to ${total}, not the ${quantity} being sold`);
  }
  return chosen.map((pick) => {
    const lot = lots.find((candidate) => candidate.lotId === pick.lotId);
    if (!lot) throw new ValidationError(`lots: lot ${pick.lotId} is not part of this position`);
    if (pick.quantity <= 0 || roundQuantity(pick.quantity) > lot.quantity) {
      throw new ValidationError(`lots: lot ${pick.lotId} holds ${lot.quantity}, cannot sell ${pick.quantity}`);
    }
    return { lotId: lot.lotId, quantity: roundQuantity(pick.quantity), costBasis: pick.quantity * lot.price };
  });
}

/** The lots left after a sale; emptied lots disappear. */
export function remainingLots(lots: readonly Lot[], sold: readonly LotSold[]): Lot[] {
  const taken = new Map(sold.map((lot) => [lot.lotId, lot.quantity]));
  return lots
    .map((lot) => ({ ...lot, quantity: roundQuantity(lot.quantity - (taken.get(lot.lotId) ?? 0)) }))
    .filter((lot) => lot.quantity > 0);
}
