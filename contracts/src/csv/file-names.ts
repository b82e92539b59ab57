/**
 * The download names of the CSV exports, apart from the CSV writers so the browser names a file
 * without loading papaparse (export.ts and ledger-csv.ts re-export them).
 */

/** 'My List #2' -> 'my_list__2_portfolio.csv'; no list -> 'portfolio.csv'. */
export function exportFileName(listName: string | null | undefined): string {
  if (!listName) return 'portfolio.csv';
  return `${listName.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}_portfolio.csv`;
}

/** 'My List #2' -> 'my_list__2_ledger.csv'. */
export function ledgerFileName(listName: string | null | undefined): string {
  return listName ? `${listName.replace(/[^a-zA-Z0-9]/g, '_').toLowerCase()}_ledger.csv` : 'ledger.csv';
}
