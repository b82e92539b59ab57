/**
 * The portfolio remote end to end: a new investor registers, adds a position and a watch-only
 * symbol, imports a broker CSV (progress, a per-row failure, the summary), sells part of a lot,
 * records a deposit, exports CSV and opens the stock detail by URL hash.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function register(page: Page) {
  const email = `investor-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('E2E Investor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return email;
}

/** Every alert and confirmation the page raises, accepted. */
function answerDialogs(page: Page) {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

async function openInvestments(page: Page) {
  await page.getByRole('link', { name: 'Investments' }).first().click();
  await expect(page).toHaveURL(/\/investments\?listId=/);
  await expect(page.getByTestId('investments-page')).toBeVisible();
}

const holdings = (page: Page) => page.getByTestId('holdings-table');
const row = (page: Page, symbol: string): Locator => holdings(page).locator(`tr[data-symbol="${symbol}"]`);

async function addStock(page: Page, symbol: string, quantity: string, price?: string, date?: string) {
  await page.getByRole('button', { name: 'Add Stock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Symbol').fill(symbol);
  await dialog.getByLabel('Quantity').fill(quantity);
  if (price) await dialog.getByLabel('Purchase Price').fill(price);
  if (date) await dialog.getByLabel('Purchase Date').fill(date);
  await dialog.getByRole('button', { name: 'Add Stock' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row(page, symbol.toUpperCase())).toBeVisible();
}

test('a new investor adds a position and a watch-only symbol', async ({ page }) => {
  await register(page);
  await openInvestments(page);
  await expect(page.getByRole('heading', { name: 'Main Portfolio' })).toBeVisible();
  await expect(page.getByTestId('item-count')).toHaveText('0 items');
  await expect(holdings(page)).toContainText('No stocks in your portfolio yet. Add your first stock to get started!');

  await addStock(page, 'aapl', '10', '150', '2024-01-02');
  await expect(row(page, 'AAPL')).toContainText('$150.00');
  await expect(row(page, 'AAPL').getByRole('button', { name: 'Sell AAPL' })).toBeVisible();

  // Quantity 0 watches only: price and date are not asked for.
  await page.getByRole('button', { name: 'Add Stock' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Symbol').fill('tsla');
  await dialog.getByLabel('Quantity').fill('0');
  await expect(dialog.getByLabel('Purchase Price')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Add Stock' }).click();
  await expect(row(page, 'TSLA')).toBeVisible();
  await expect(row(page, 'TSLA').getByRole('button', { name: 'Sell TSLA' })).toHaveCount(0);
  await expect(page.getByTestId('item-count')).toHaveText('2 items');
  // Fresh market data fills the rows in.
  await expect(row(page, 'TSLA').locator('td').nth(8)).toContainText('$'); // Current Price
  await expect(row(page, 'AAPL').locator('td').nth(2)).toContainText('%');

  // The company name shows on hover.
  await row(page, 'AAPL').getByText('AAPL', { exact: true }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Apple Inc.');

  // The dashboard's watch list follows the same list.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const widget = page.getByTestId('watchlist-widget');
  await expect(widget.locator('tr[data-symbol="AAPL"]')).toBeVisible();
  await expect(widget.locator('tr[data-symbol="TSLA"]')).toBeVisible();
});

test('a broker CSV is previewed, confirmed, imported with progress and a summary; importing it again adds nothing', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page);
  await openInvestments(page);
  // Hold the import a moment so the progress state can be seen.
  await page.route('**/api/investments/import-csv', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const file = {
    name: 'broker.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      ['Account Positions as of 2024-06-30', 'Symbol,Quantity,Average Cost Basis,Date Acquired', 'MSFT,5,300.50,2023-02-01', 'XYZ,10,,2023-03-01', 'NVDA,8,"$45.10",2022-11-15', 'Account Total,,,'].join('\n'),
    ),
  };

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByLabel('CSV file').setInputFiles(file);
  await expect(panel.getByTestId('csv-preview')).toContainText('3 rows ready to import');
  await panel.getByRole('button', { name: 'Preview Import' }).click();
  await expect(panel.getByTestId('preview-counts')).toHaveText('2 rows to import, 0 duplicates already in the book, 1 cannot be imported');
  const preview = panel.getByRole('table', { name: 'Import preview' });
  await expect(preview).toContainText('Buy 5 MSFT at 300.5 on 2023-02-01');
  await expect(preview.locator('tr[data-status="error"]')).toContainText('Purchase price must be at least 0.01');
  await panel.getByRole('button', { name: 'Confirm Import (2 rows)' }).click();
  await expect(panel.getByTestId('import-progress')).toContainText('Importing 2 rows from broker.csv into Main Portfolio...');

  await expect(panel.getByTestId('import-counts')).toHaveText('2 imported, 1 failed');
  const failures = panel.getByRole('table', { name: 'Rows that failed' });
  await expect(failures).toContainText('XYZ');
  await expect(failures).toContainText('Purchase price must be at least 0.01');
  await expect(failures.locator('tbody td').first()).toHaveText('4');
  await expect(panel.getByRole('list', { name: 'Skipped lines' })).toContainText('Line 6');

  // The same file again: every holding is already in the book, so there is nothing to confirm.
  await panel.getByRole('button', { name: 'Start Over' }).click();
  await expect(panel.getByTestId('csv-dropzone')).toContainText('Drag and drop a CSV file here');
  await panel.getByLabel('CSV file').setInputFiles(file);
  await panel.getByRole('button', { name: 'Preview Import' }).click();
  await expect(panel.getByTestId('preview-counts')).toHaveText('0 rows to import, 2 duplicates already in the book, 1 cannot be imported');
  await expect(panel.getByRole('button', { name: 'Confirm Import (0 rows)' })).toBeDisabled();

  await panel.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row(page, 'MSFT')).toBeVisible();
  await expect(row(page, 'NVDA')).toContainText('$45.10');
  await expect(page.getByTestId('item-count')).toHaveText('2 items');
});

test('selling part of a lot checks the quantity and shows the net proceeds', async ({ page }) => {
  const dialogs = answerDialogs(page);
  await register(page);
  await openInvestments(page);
  await addStock(page, 'AAPL', '10', '100', '2023-01-03');

  await row(page, 'AAPL').getByRole('button', { name: 'Sell AAPL' }).click();
  const sell = page.getByRole('dialog');
  await sell.getByLabel('Quantity').fill('11');
  await sell.getByLabel('Price').fill('200');
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Please enter a valid quantity (1-10)');

  await sell.getByLabel('Quantity').fill('4');
  await sell.getByLabel('Fees').fill('1');
  await expect(sell.getByTestId('net-proceeds')).toHaveText('Net proceeds: $799.00');
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Symbol, Rec, Day Change, Gain/Loss, Gain/Loss %, then Quantity (APR shows through Columns).
  await expect(row(page, 'AAPL').locator('td').nth(5)).toHaveText('6');
  await expect(page.getByLabel('Returns', { exact: true })).toContainText('+$399.00'); // realized: 4 x (200 - 100) - 1
});

test('a deposit is recorded under Portfolio Settings, Cash Management', async ({ page }) => {
  const dialogs = answerDialogs(page);
  await register(page);
  await openInvestments(page);
  const listUrl = page.url();
  await page.getByRole('button', { name: 'Portfolio Settings' }).click();
  await expect(page).toHaveURL(/\/investments\/settings\?listId=/);
  for (const tab of ['Cash Management', 'Display', 'Risk Management', 'Performance', 'Rebalancing', 'Notifications', 'Tax Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  const cash = page.getByTestId('cash-management');
  await cash.getByRole('button', { name: 'Add Cash Flow' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Please enter a valid amount');
  await cash.getByLabel('Amount').fill('2500');
  await cash.getByLabel(/Description/).fill('First deposit');
  await cash.getByRole('button', { name: 'Add Cash Flow' }).click();
  await expect(cash.getByRole('table', { name: 'Cash flows' })).toContainText('+$2,500.00');
  await expect(cash.getByRole('table', { name: 'Cash flows' })).toContainText('First deposit');
  await expect(page.getByTestId('total-cash-invested')).toHaveText('$2,500.00');

  // The tax-lot method is saved for the list.
  await page.getByRole('tab', { name: 'Tax Settings' }).click();
  await page.getByLabel('Tax-lot method').selectOption('lifo');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByLabel('Portfolio Value')).toContainText('$2,500.00');
});

test('Export CSV downloads the holdings with the spec columns', async ({ page }) => {
  const dialogs = answerDialogs(page);
  await register(page);
  await openInvestments(page);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('No portfolio data to export');

  await addStock(page, 'MSFT', '3', '250.5', '2023-05-04');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('main_portfolio_portfolio.csv');
  const text = await readFile((await download.path())!, 'utf8');
  const [header, line] = text.trim().split(/\r?\n/);
  expect(header).toBe('Symbol,Quantity,Purchase Price,Purchase Date,Current Price,Total Value,Gain/Loss,Gain/Loss %');
  expect(line).toMatch(/^MSFT,3,250\.50,2023-05-04,\d+\.\d{2},\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/);
});

test('the stock detail page opens on the tab of the URL hash', async ({ page }) => {
  await register(page);
  await page.goto('/stock/MSFT#metrics');
  await expect(page.getByRole('tab', { name: 'Financial Metrics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Profitability')).toContainText('Return on Equity');
  await expect(page.locator('[data-metric="ROIC"] dd')).toHaveAttribute('data-assessment', /good|bad/);

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/stock\/MSFT#overview$/);
  await expect(page.getByLabel('Stock Overview')).toContainText('52-Week Range');
  await expect(page.getByLabel('Portfolio Position')).toContainText('N/A');

  await page.goto('/stock/MSFT#analysis');
  // The Analysis tab is mfe-insights' StockAnalysisTab, mounted through the shell's slot.
  await expect(page.getByRole('button', { name: 'Generate Analysis' })).toBeVisible();

  await page.goto('/');
  await page.goto('/stock/NOT$VALID');
  await expect(page.getByText('Stock not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the holdings table filters, sorts and opens the stock detail modal', async ({ page }) => {
  await register(page);
  await openInvestments(page);
  await addStock(page, 'MSFT', '2', '300', '2023-01-03');
  await addStock(page, 'JPM', '20', '120', '2023-01-03');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Min total value').fill('1000');
  await expect(holdings(page).locator('tbody tr[data-symbol]')).toHaveCount(1);
  await expect(page.getByTestId('filter-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(holdings(page).locator('tbody tr[data-symbol]')).toHaveCount(2);

  await holdings(page).getByRole('button', { name: 'Symbol' }).click();
  await expect(holdings(page).locator('tbody tr[data-symbol]').first()).toHaveAttribute('data-symbol', 'MSFT');

  await row(page, 'JPM').getByRole('button', { name: 'View JPM' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('stock-detail')).toBeVisible();
  await expect(modal.getByLabel('Portfolio Position')).toContainText('20');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
