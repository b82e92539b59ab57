// @vitest-environment happy-dom
import { ApiRequestError, type List } from '@folio/contracts';
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
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
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

describe('CSV import panel: importing', () => {
  it('shows progress, then the result with per-row failures and skipped lines, then Start Over', async () => {
    let finish: (value: Awaited<ReturnType<typeof api.investments.importCsv>>) => void = () => {};
    const importCsv = vi.spyOn(api.investments, 'importCsv').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user, choose, onDone } = show();
    await choose(csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect((await screen.findByTestId('import-progress')).textContent).toContain('Importing 2 rows from positions.csv into Growth...');
    expect(importCsv).toHaveBeenCalledWith({ csv: GOOD_CSV, listId: 'growth' });

    finish({
      successful: 1,
      ids: ['p1'],
      failed: [{ index: 1, symbol: 'XYZ', error: 'purchasePrice: Purchase price must be at least 0.01 when quantity is above 0', line: 3 }],
      skipped: [{ line: 4, reason: 'Total: not a ticker symbol (totals, cash or note line)' }],
      warnings: [],
    });
    expect((await screen.findByTestId('import-counts')).textContent).toBe('1 imported, 1 failed');
    const failures = screen.getByRole('table', { name: 'Rows that failed' });
    expect(failures.textContent).toContain('3XYZpurchasePrice: Purchase price must be at least 0.01');
    expect(screen.getByRole('list', { name: 'Skipped lines' }).textContent).toBe('Line 4: Total: not a ticker symbol (totals, cash or note line)');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledWith('growth');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByTestId('csv-dropzone').textContent).toContain('Drag and drop a CSV file here');
    expect(screen.queryByTestId('csv-preview')).toBeNull();
  });

  it("says 'Import failed: {message}' when the server refuses", async () => {
    vi.spyOn(api.investments, 'importCsv').mockRejectedValue(new ApiRequestError(500, 'Internal Server Error', 'database is locked'));
    const { user, choose } = show();
    await choose(csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Import failed: database is locked');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the list is gone when it was deleted meanwhile', async () => {
    vi.spyOn(api.investments, 'importCsv').mockRejectedValue(new ApiRequestError(404, 'Not Found', 'whatever'));
    const { user, choose } = show();
    await choose(csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Import' }));
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
    const importCsv = vi.spyOn(api.investments, 'importCsv').mockReturnValue(new Promise(() => {}));
    await user.upload(screen.getByLabelText('CSV file'), csvFile(GOOD_CSV));
    await screen.findByTestId('csv-preview');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(importCsv).toHaveBeenCalledWith({ csv: GOOD_CSV, listId: 'fresh' });
  });
});
