/** Dates as the screens show them; an invalid or missing date shows 'N/A' (core.md section 5). */

export const NO_DATE = 'N/A';

function parse(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Nov 21, 2026'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : NO_DATE;
}

/** 'Nov 21, 2026, 3:04 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date
    ? date.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : NO_DATE;
}

/** '3:04 PM', for chat messages. */
export function formatTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : '';
}
