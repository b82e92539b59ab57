/**
 * Validation of the position forms (core.md section 5), pure so the rules are tested alone.
 * Add stock: symbol required (upper-cased); quantity 0 or more; above 0 needs a price of at least
 * 0.01 and a date; otherwise the submit silently does nothing (null here). Edit: unparseable
 * numbers become 0; price and date only matter when the quantity is not 0.
 */
import { MIN_QUANTITY } from '@folio/contracts';
import type { AddStockRequest, UpdateStockRequest } from '@folio/contracts';
import { parseNumber } from '../common/numbers.ts';

export const MIN_PRICE = 0.01;
/** The ledger's smallest quantity (contracts/src/portfolio/bounds.ts). */
export const QUANTITY_STEP = MIN_QUANTITY;
export const PRICE_STEP = 0.01;

export interface AddStockDraft {
  symbol: string;
  quantity: string;
  purchasePrice: string;
  purchaseDate: string;
}

export function addStockRequest(draft: AddStockDraft, listId: string): AddStockRequest | null {
  const symbol = draft.symbol.trim().toUpperCase();
  const quantity = parseNumber(draft.quantity);
  if (!symbol || quantity === null || quantity < 0) return null;
  if (quantity === 0) return { symbol, quantity: 0, purchasePrice: null, purchaseDate: null, listId };
  const purchasePrice = parseNumber(draft.purchasePrice);
  if (purchasePrice === null || purchasePrice < MIN_PRICE || !draft.purchaseDate) return null;
  return { symbol, quantity, purchasePrice, purchaseDate: draft.purchaseDate, listId };
}

export interface PositionDraft {
  quantity: string;
  purchasePrice: string;
  purchaseDate: string;
}

export function editPositionRequest(draft: PositionDraft): UpdateStockRequest | null {
  const quantity = parseNumber(draft.quantity) ?? 0;
  if (quantity < 0) return null;
  if (quantity === 0) return { quantity: 0, purchasePrice: null, purchaseDate: null };
  const purchasePrice = parseNumber(draft.purchasePrice) ?? 0;
  if (purchasePrice < MIN_PRICE || !draft.purchaseDate) return null;
  return { quantity, purchasePrice, purchaseDate: draft.purchaseDate };
}
