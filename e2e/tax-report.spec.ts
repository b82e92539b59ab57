/**
 * The tax report end to end: a new investor buys and sells through the Investments screen (a
 * long-term gain), records IRS Publication 550's wash-sale example through the API (100 shares
 * bought for $1,000, sold for $750, 100 bought back within 30 days), opens the report from the
 * toolbar, sees the gain, the loss and the wash-sale flag, downloads the Form 8949-like CSV, and
 * the screen fits 390px and 1440px with zero WCAG 2.1 AA violations in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

test.use({ bypassCSP: true });
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function register(page: Page) {
  const email = `tax-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('E2E Tax Payer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** Calls the API with the session's token, as the front-end does. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
      const response = await fetch(`/api${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

const holdingRow = (page: Page, symbol: string) => page.getByTestId('holdings-table').locator(`tr[data-symbol="${symbol}"]`);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('a sale recorded on the Investments screen shows in the tax report and its CSV, with a wash-sale flag', async ({ page }) => {
  test.setTimeout(240_000);
  await register(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/investments');
  await expect(page.getByTestId('investments-page')).toBeVisible({ timeout: 60_000 });

  // Through the screen: 10 AAPL bought at $100 on 2024-01-02, 4 sold at $200 less $1 fees on 2025-06-03.
  await page.getByRole('button', { name: 'Add Stock' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Symbol').fill('AAPL');
  await add.getByLabel('Quantity').fill('10');
  await add.getByLabel('Purchase Price').fill('100');
  await add.getByLabel('Purchase Date').fill('2024-01-02');
  await add.getByRole('button', { name: 'Add Stock' }).click();
  await expect(holdingRow(page, 'AAPL')).toBeVisible({ timeout: 60_000 });
  await holdingRow(page, 'AAPL').getByRole('button', { name: 'Sell AAPL' }).click();
  const sell = page.getByRole('dialog');
  await sell.getByLabel('Quantity').fill('4');
  await sell.getByLabel('Price').fill('200');
  await sell.getByLabel('Date').fill('2025-06-03');
  await sell.getByLabel('Fees').fill('1');
  await sell.getByRole('button', { name: 'Sell', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Through the API: Pub. 550's wash sale on MSFT.
  const bought = await callApi(page, 'POST', '/investments/stock', { symbol: 'MSFT', quantity: 100, purchasePrice: 10, purchaseDate: '2025-01-02' });
  expect(bought.status).toBe(201);
  expect((await callApi(page, 'POST', '/investments/sell-position', { portfolioId: bought.json.id, quantity: 100, price: 7.5, date: '2025-06-03' })).status).toBe(200);
  expect((await callApi(page, 'POST', '/investments/stock', { symbol: 'MSFT', quantity: 100, purchasePrice: 8, purchaseDate: '2025-06-20' })).status).toBe(201);

  await page.getByRole('button', { name: 'Tax Report' }).click();
  await expect(page).toHaveURL(/\/investments\/tax-report\?listId=/);
  await page.getByLabel('Tax year').selectOption('2025');
  // 4 x 200 - 1 - 4 x 100 = 399, held more than a year.
  await expect(page.getByTestId('tax-long-term')).toContainText('$399.00', { timeout: 30_000 });
  await expect(page.getByTestId('tax-short-term')).toContainText('-$250.00');
  const msft = page.getByTestId('tax-disposals').locator('tr[data-symbol="MSFT"]');
  await expect(msft).toContainText('W: $250.00 disallowed');
  await expect(page.getByTestId('tax-wash-warning')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('main_portfolio_tax_2025.csv');
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('Description,Date acquired,Date sold,Proceeds,Cost basis,Adjustment code,Adjustment amount,Gain or loss,Term');
  expect(lines).toContain('4 sh AAPL,01/02/2024,06/03/2025,799.00,400.00,,,399.00,Long');
  expect(lines).toContain('100 sh MSFT,01/02/2025,06/03/2025,750.00,1000.00,W,250.00,0.00,Short');

  // A year without sales is an empty report, not an error.
  await page.getByLabel('Tax year').selectOption('2024');
  await expect(page.getByTestId('tax-no-sales')).toHaveText('No sales were recorded in 2024.');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto(page.url().replace(/year=\d+/, 'year=2025'));
      await expect(page.getByTestId('tax-disposals')).toBeVisible({ timeout: 30_000 });
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${theme} ${size.width}px sideways scroll`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      expect(violations.map((v) => `${theme} ${size.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
});
