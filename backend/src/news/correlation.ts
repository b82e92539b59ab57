/**
 * Returns after an article: percent change of the close 1, 3 and 7 trading days after the last
 * close the article could not have moved (the day before publication, or the publication day
 * when it came out after the US close at 20:00 UTC).
 */
export interface CloseRow {
  t: string;
  c: number;
}

const US_CLOSE_HOUR_UTC = 20;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function returnsAfter(rows: readonly CloseRow[], publishedAt: string): { '1d': number | null; '3d': number | null; '7d': number | null } {
  const published = new Date(publishedAt);
  const day = publishedAt.slice(0, 10);
  const afterClose = published.getUTCHours() >= US_CLOSE_HOUR_UTC;
  let base = -1;
  for (let i = 0; i < rows.length; i++) {
    const t = rows[i]!.t;
    if (t < day || (afterClose && t === day)) base = i;
    else break;
  }
  const at = (k: number) => {
    if (base < 0) return null;
    const row = rows[base + k];
    const start = rows[base]!.c;
    return row && start > 0 ? round2((row.c / start - 1) * 100) : null;
  };
  return { '1d': at(1), '3d': at(3), '7d': at(7) };
}
