/**
 * The tax report of a list and year (GET /investments/tax-report) and its CSV download. The key
 * sits under investmentKeys.all, so recording or changing a sale refreshes the report.
 */
import { taxReportFileName } from '@folio/contracts';
import { api } from '@folio/shell-kit/api';
import { useQuery } from '@tanstack/react-query';
import { alertUser, messageOf } from '../common/notify.ts';
import { saveFile } from '../csv/export-csv.ts';
import { investmentKeys } from '../keys.ts';

export const taxReportKey = (listId: string, year: number) => [...investmentKeys.all, 'tax-report', listId, year] as const;

export function useTaxReport(listId: string | null, year: number) {
  return useQuery({
    queryKey: taxReportKey(listId ?? '', year),
    queryFn: () => api.investments.taxReport(listId, year),
    enabled: listId !== null,
  });
}

/** The server writes the file (Form 8949-like columns); the browser saves it. */
export async function downloadTaxReport(list: { id: string; name: string }, year: number): Promise<void> {
  try {
    const { text, fileName } = await api.investments.taxReportCsv(list.id, year);
    saveFile(text, fileName ?? taxReportFileName(list.name, year));
  } catch (error) {
    console.error('Tax report download failed', error);
    alertUser(`Download failed: ${messageOf(error)}`);
  }
}

/** The years offered: this one and the fourteen before it, plus the one asked for if older. */
export function yearChoices(current: number, selected: number): number[] {
  const years = Array.from({ length: 15 }, (_, index) => current - index);
  if (!years.includes(selected)) years.push(selected);
  return years.sort((a, b) => b - a);
}
