/** A form's number field: unparseable text becomes null (the caller decides what that means). */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Money rounded to cents, for totals computed in the browser. */
export const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** Quantities show up to 3 decimals (step 0.001): 10 -> '10', 0.1235 -> '0.124'. */
export const quantityText = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 3 });
