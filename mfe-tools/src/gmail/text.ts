/** The Gmail widget's cuts and ages (dashboard-news-tools.md section 9). */
export const GMAIL_MESSAGE_COUNT = 5;
export const SUBJECT_LIMIT = 40;
export const SNIPPET_LIMIT = 80;
export const POPUP = { width: 500, height: 600 } as const;
export const POLL_MS = 1000;

/** Cut at `limit` characters with an ellipsis. */
export function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** 'x minutes ago', 'x hours ago' or 'x days ago'; 'Unknown' for a missing or invalid date. */
export function age(iso: string | null, now = Date.now()): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return 'Unknown';
  const minutes = Math.max(0, Math.floor((now - at) / 60_000));
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}
