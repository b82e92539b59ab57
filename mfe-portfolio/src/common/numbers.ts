/** A form's number field: unparseable text becomes null (the caller decides what that means). */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Money rounded to cents (half up, as written), for totals computed in the browser. */
export { roundMoney } from '@folio/contracts';

/** Quantities show to the ledger's smallest quantity (a millionth): 10 -> '10', 0.0001 -> '0.0001'. */
export const quantityText = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 6 });
