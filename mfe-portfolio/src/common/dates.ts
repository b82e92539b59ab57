/** Today as the user's calendar sees it, YYYY-MM-DD: forms default their dates to it. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const DAY_MS = 86_400_000;

/** Whole days from a to b (YYYY-MM-DD), counted in UTC so daylight saving cannot shift them. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** '2024-03-05' -> 'Mar 5, 2024'; invalid or missing dates show 'N/A' (core.md section 5). */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const time = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return 'N/A';
  return new Date(time).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
