// @vitest-environment happy-dom
import { type ImportPreview, type List } from '@folio/contracts';
import { ApiRequestError } from '@folio/contracts/client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@folio/shell-kit/api';
import { renderWithProviders } from '../testing/render.tsx';
import { CsvImportPanel } from './CsvImportPanel.tsx';

const list = (id: string, name: string, isDefault = false): List => ({
  id,
  name,
  description: null,
  isDefault,
  createdAt: '2024-01-01T00:00:00.000Z',
  taxLotMethod: 'fifo',
  _count: { portfolios: 0 },
});
const LISTS = [list('main', 'Main Portfolio', true), list('growth', 'Growth')];
const GOOD_CSV = 'Symbol,Quantity,Price,Date\nAMD,5,100,2024-01-02\nXYZ,10,,2024-01-02\nTotal,,,\n';

const csvFile = (text: string, name = 'positions.csv', type = 'text/csv') => new File([text], name, { type });

/** The server's preview of GOOD_CSV in the 'growth' list: AMD new, XYZ refused, a total skipped. */
const PREVIEW: ImportPreview = {
  format: 'positions',
  counts: { rows: 2, new: 1, duplicate: 0, error: 1 },
  rows: [
    { line: 2, action: 'buy', symbol: 'AMD', isin: null, quantity: 5, price: 100, fees: 0, amount: 0, date: '2024-01-02', command: 'OpenPositions', mapping: 'Buy 5 AMD at 100 on 2024-01-02', status: 'new', message: null },
    {
      line: 3, action: 'buy', symbol: 'XYZ', isin: null, quantity: 10, price: 0, fees: 0, amount: 0, date: '2024-01-02', command: 'OpenPositions', mapping: 'Buy 10 XYZ at 0 on 2024-01-02',
      status: 'error', message: 'Purchase price must be at least 0.01 when quantity is above 0',
    },
  ],
  skipped: [{ line: 4, reason: 'Total: not a ticker symbol (totals, cash or note line)' }],
  warnings: [],
  columns: { symbol: 'Symbol' },
};

/** Choose GOOD_CSV, ask for the preview, and wait for it. */
async function previewed(context: ReturnType<typeof show>, preview: ImportPreview = PREVIEW) {
  const previewCsv = vi.spyOn(api.investments, 'previewCsv').mockResolvedValue(preview);
  await context.choose(csvFile(GOOD_CSV));
  await screen.findByTestId('csv-preview');
  await context.user.click(screen.getByRole('button', { name: 'Preview Import' }));
  await screen.findByTestId('import-preview');
  return previewCsv;
}

function show(onDone = vi.fn()) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<CsvImportPanel lists={LISTS} initialListId="growth" onDone={onDone} />);
  const choose = (file: File) => user.upload(screen.getByLabelText('CSV file'), file);
  return { user, choose, onDone };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CSV import panel: choosing a file', () => {
  it.each([
    ['a file that is not CSV', csvFile('a,b', 'notes.txt', 'text/plain'), 'Please select a CSV file'],
    ['a header without data', csvFile('Symbol,Quantity\n'), 'CSV file must have at least a header row and one data row'],
    ['no symbol column', csvFile('Name,Amount\nApple,5\n'), 'Could not find symbol/ticker column in CSV'],
    ['no usable rows', csvFile('Symbol,Quantity\nTotal,\n,5\n'), 'No valid stock data found in CSV'],
  ])('refuses %s with the spec message', async (_case, file, message) => {
    const { choose } = show();
    await choose(file);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'Preview Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('previews a good file and imports into the chosen list', async () => {
    const importCsv = vi.spyOn(api.investments, 'importCsv');
    const { choose } = show();
    expect((screen.getByLabelText('Import into') as HTMLSelectElement).value).toBe('growth');
    await choose(csvFile(GOOD_CSV));
    expect((await screen.findByTestId('csv-preview')).textContent).toContain('2 rows ready to import, 1 lines will be skipped');
    expect(importCsv).not.toHaveBeenCalled();
  });
});

describe('CSV import panel: preview, then confirm', () => {
  it('shows what each row becomes, what cannot be imported and the skipped lines, and writes nothing yet', async () => {
    const importCsv = vi.spyOn(api.investments, 'importCsv');
    const context = show();
    const previewCsv = await previewed(context);
    expect(previewCsv).toHaveBeenCalledWith({ csv: GOOD_CSV, listId: 'growth' });
    expect(screen.getByTestId('preview-counts').textContent).toBe('1 row to import, 0 duplicates already in the book, 1 cannot be imported');
    const table = screen.getByRole('table', { name: 'Import preview' });
    expect(table.textContent).toContain('Buy 5 AMD at 100 on 2024-01-02New');
    expect(table.textContent).toContain('Purchase price must be at least 0.01 when quantity is above 0Cannot import');
    expect(screen.getByRole('list', { name: 'Skipped lines' }).textContent).toBe('Line 4: Total: not a ticker symbol (totals, cash or note line)');
    expect(importCsv).not.toHaveBeenCalled();
    await context.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('csv-preview').textContent).toContain('2 rows ready to import');
  });

  it('cannot confirm a file whose rows are all in the book already', async () => {
    const context = show();
    await previewed(context, { ...PREVIEW, counts: { rows: 1, new: 0, duplicate: 1, error: 0 }, rows: [{ ...PREVIEW.rows[0]!, status: 'duplicate', message: 'Already in the book' }] });
    expect(screen.getByTestId('preview-counts').textContent).toBe('0 rows to import, 1 duplicate already in the book, 0 cannot be imported');
    expect(screen.getByRole('button', { name: 'Confirm Import (0 rows)' }).hasAttribute('disabled')).toBe(true);
  });

  it('confirms: progress, then the result with per-row failures and skipped lines, then Start Over', async () => {
    let finish: (value: Awaited<ReturnType<typeof api.investments.importCsv>>) => void = () => {};
    const importCsv = vi.spyOn(api.investments, 'importCsv').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const context = show();
    await previewed(context);
    await context.user.click(screen.getByRole('button', { name: 'Confirm Import (1 row)' }));

    expect((await screen.findByTestId('import-progress')).textContent).toContain('Importing 1 row from positions.csv into Growth...');
    expect(importCsv).toHaveBeenCalledWith({ csv: GOOD_CSV, listId: 'growth' });

    finish({
      successful: 1,
      ids: ['p1'],
      failed: [{ index: 1, symbol: 'XYZ', error: 'Purchase price must be at least 0.01 when quantity is above 0', line: 3 }],
      skipped: [{ line: 4, reason: 'Total: not a ticker symbol (totals, cash or note line)' }],
      warnings: [],
      duplicates: 2,
    });
    expect((await screen.findByTestId('import-counts')).textContent).toBe('1 imported, 1 failed, 2 already in the book');
    const failures = screen.getByRole('table', { name: 'Rows that failed' });
    expect(failures.textContent).toContain('3XYZPurchase price must be at least 0.01');
    expect(screen.getByRole('list', { name: 'Skipped lines' }).textContent).toBe('Line 4: Total: not a ticker symbol (totals, cash or note line)');

    await context.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(context.onDone).toHaveBeenCalledWith('growth');
    await context.user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByTestId('csv-dropzone').textContent).toContain('Drag and drop a CSV file here');
    expect(screen.queryByTestId('csv-preview')).toBeNull();
  });

  it("says 'Import failed: {message}' when the server refuses", async () => {
    vi.spyOn(api.investments, 'importCsv').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'database is locked'));
    const context = show();
    await previewed(context);
    await context.user.click(screen.getByRole('button', { name: 'Confirm Import (1 row)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Import failed: database is locked');
    await context.user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the list is gone when it was deleted before the preview', async () => {
    vi.spyOn(api.investments, 'previewCsv').mockRejectedValue(new ApiRequestError(404, 'Not Found', 'whatever'));
    const { user, choose } = show();
    await choose(csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Selected list no longer exists. Please select a different list.');
  });

  it('creates a list inline and selects it', async () => {
    const created = list('fresh', 'Imported 2024');
    const create = vi.spyOn(api.lists, 'create').mockResolvedValue(created);
    vi.spyOn(api.lists, 'all').mockResolvedValue([...LISTS, created]);
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    await user.type(screen.getByLabelText(/^Name/), '  Imported 2024 ');
    await user.click(screen.getByRole('button', { name: 'Create List' }));
    expect(create).toHaveBeenCalledWith({ name: 'Imported 2024', description: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Create List' })).toBeNull());
    const previewCsv = vi.spyOn(api.investments, 'previewCsv').mockReturnValue(new Promise(() => {}));
    await user.upload(screen.getByLabelText('CSV file'), csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Preview Import' }));
    expect(previewCsv).toHaveBeenCalledWith({ csv: GOOD_CSV, listId: 'fresh' });
    expect((await screen.findByTestId('preview-progress')).textContent).toContain('Checking 2 rows from positions.csv against');
  });
});
