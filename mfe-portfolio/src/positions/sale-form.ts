/**
 * Sell position rules (core.md section 5): quantity above 0 and at most the held quantity, else
 * the alert 'Please enter a valid quantity (1-{held})'; price above 0, else 'Please enter a valid
 * price'; fees 0 or more (default 0); net proceeds = quantity x price - fees. A sale uses the
 * list's tax-lot method unless overridden; 'specific' needs lots adding up to the quantity.
 */
import type { PortfolioItem, SellPositionRequest, TaxLotMethod } from '@folio/contracts';
import { parseNumber, quantityText, roundMoney } from '../common/numbers.ts';

export const LOT_METHOD_LABELS: Record<TaxLotMethod, string> = {
  fifo: 'FIFO (first in, first out)',
  lifo: 'LIFO (last in, first out)',
  average: 'Average cost',
  specific: 'Specific lots',
};

export interface SaleDraft {
  quantity: string;
  price: string;
  date: string;
  fees: string;
  notes: string;
  method: TaxLotMethod;
  /** lotId -> shares, for specific lot selection. */
  lots: Record<string, string>;
}

export const SALE_MESSAGES = {
  invalidQuantity: (held: number) => `Please enter a valid quantity (1-${quantityText(held)})`,
  invalidPrice: 'Please enter a valid price',
  negativeFees: 'Fees cannot be negative',
  lotsMismatch: (quantity: number) => `Choose lots adding up to ${quantityText(quantity)} shares`,
  lotTooLarge: 'A lot cannot give more shares than it holds',
} as const;

export type SaleCheck =
  | { ok: true; request: SellPositionRequest }
  /** Shown with the browser's alert, as the spec says. */
  | { ok: false; alert: string }
  /** Shown beside the form. */
  | { ok: false; hint: string };

const EPSILON = 1e-9;

export function netProceeds(draft: Pick<SaleDraft, 'quantity' | 'price' | 'fees'>): number | null {
  const quantity = parseNumber(draft.quantity);
  const price = parseNumber(draft.price);
  if (quantity === null || price === null) return null;
  return roundMoney(quantity * price - (parseNumber(draft.fees) ?? 0));
}

export function checkSale(draft: SaleDraft, item: Pick<PortfolioItem, 'id' | 'quantity' | 'lots'>): SaleCheck {
  const held = item.quantity;
  const quantity = parseNumber(draft.quantity);
  if (quantity === null || quantity <= 0 || quantity > held + EPSILON) return { ok: false, alert: SALE_MESSAGES.invalidQuantity(held) };
  const price = parseNumber(draft.price);
  if (price === null || price <= 0) return { ok: false, alert: SALE_MESSAGES.invalidPrice };
  const fees = draft.fees.trim() === '' ? 0 : parseNumber(draft.fees);
  if (fees === null || fees < 0) return { ok: false, hint: SALE_MESSAGES.negativeFees };

  const request: SellPositionRequest = {
    portfolioId: item.id,
    quantity,
    price,
    date: draft.date || undefined,
    fees,
    notes: draft.notes.trim() || null,
    lotMethod: draft.method,
  };
  if (draft.method !== 'specific') return { ok: true, request };

  const lots = item.lots
    .map((lot) => ({ lotId: lot.lotId, quantity: parseNumber(draft.lots[lot.lotId] ?? '') ?? 0, held: lot.quantity }))
    .filter((lot) => lot.quantity > 0);
  if (lots.some((lot) => lot.quantity > lot.held + EPSILON)) return { ok: false, hint: SALE_MESSAGES.lotTooLarge };
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  if (Math.abs(total - quantity) > EPSILON) return { ok: false, hint: SALE_MESSAGES.lotsMismatch(quantity) };
  return { ok: true, request: { ...request, lots: lots.map(({ lotId, quantity: shares }) => ({ lotId, quantity: shares })) } };
}
