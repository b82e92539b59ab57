/** The calendar day (UTC) of an instant, as YYYY-MM-DD. */
export const toIsoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
