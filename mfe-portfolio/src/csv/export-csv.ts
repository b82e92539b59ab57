/**
 * Export CSV: the server writes the file (GET /investments/export, the spec's columns and file
 * name); the browser saves it. With nothing in the list: 'No portfolio data to export'.
 */
import { CSV_MESSAGES, exportFileName, ledgerFileName } from '@folio/contracts';
import { api } from '@folio/shell-kit/api';
import { alertUser, messageOf } from '../common/notify.ts';

export function saveFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function exportHoldings(list: { id: string; name: string }, itemCount: number): Promise<void> {
  if (itemCount === 0) {
    alertUser(CSV_MESSAGES.nothingToExport);
    return;
  }
  try {
    const { text, fileName } = await api.investments.exportCsv(list.id);
    saveFile(text, fileName ?? exportFileName(list.name));
  } catch (error) {
    console.error('Export failed', error);
    alertUser(`Export failed: ${messageOf(error)}`);
  }
}

/**
 * Export Ledger: every lot, sale (with its method and lots), cash flow and dividend of the list at
 * full precision (GET /investments/export?format=ledger); importing the file rebuilds the book.
 */
export async function exportLedger(list: { id: string; name: string }): Promise<void> {
  try {
    const { text, fileName } = await api.investments.exportLedgerCsv(list.id);
    saveFile(text, fileName ?? ledgerFileName(list.name));
  } catch (error) {
    console.error('Export failed', error);
    alertUser(`Export failed: ${messageOf(error)}`);
  }
}
