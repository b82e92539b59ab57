/**
 * The CSV messages of the spec (sections 5 and 8), verbatim, so the browser, the backend and the
 * tests all show the same words.
 */
export const CSV_MESSAGES = {
  notCsvFile: 'Please select a CSV file',
  tooShort: 'CSV file must have at least a header row and one data row',
  noSymbolColumn: 'Could not find symbol/ticker column in CSV',
  noData: 'No valid stock data found in CSV',
  parseFailed: (message: string) => `Error parsing CSV: ${message}`,
  importFailed: (message: string) => `Import failed: ${message}`,
  listGone: 'Selected list no longer exists. Please select a different list.',
  nothingToExport: 'No portfolio data to export',
} as const;

export type CsvImportErrorCode = 'too-short' | 'no-symbol-column' | 'no-data' | 'parse';

/** Thrown by `parsePortfolioCsv`; `message` is exactly one of the spec's CSV messages. */
export class CsvImportError extends Error {
  override name = 'CsvImportError';
  readonly code: CsvImportErrorCode;

  constructor(code: CsvImportErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The file-picker rule: a name ending in .csv or a text/csv type. */
export function isCsvFile(file: { name: string; type?: string | null }): boolean {
  return file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';
}
