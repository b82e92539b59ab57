/**
 * Listings abroad end to end: a dollar list holding Nestlé (CHF), Vodafone (GBP) and Toyota (JPY)
 * shows prices in each listing's currency and totals in dollars; the stock page shows both; the
 * investments screen with those rows fits 390 px and 1440 px and passes WCAG 2.1 AA in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test.use({ bypassCSP: true });

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function register(page: Page) {
  const email = `abroad-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('E2E Investor Abroad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** Positions through the API, as the Add Stock dialog would send them. */
async function addPositions(page: Page, positions: Array<{ symbol: string; quantity: number; purchasePrice: number }>) {
  const statuses = await page.evaluate(async (rows) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
    const out: number[] = [];
    for (const row of rows) {
      const response = await fetch('/api/investments/stock', { method: 'POST', headers, body: JSON.stringify({ ...row, purchaseDate: '2024-03-01' }) });
      out.push(response.status);
    }
    return out;
  }, positions);
  expect(statuses.every((status) => status === 201)).toBe(true);
}

/** Settled: nothing says it is still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const row = (page: Page, symbol: string) => page.getByTestId('holdings-table').locator(`tr[data-symbol="${symbol}"]`);

test('a dollar list holding listings abroad shows each currency and dollars, and stays usable', async ({ page }) => {
  test.setTimeout(240_000);
  await register(page);
  await addPositions(page, [
    { symbol: 'AAPL', quantity: 10, purchasePrice: 180 },
    { symbol: 'NESN.SW', quantity: 20, purchasePrice: 90 },
    { symbol: 'VOD.L', quantity: 1000, purchasePrice: 0.7 },
    { symbol: '7203.T', quantity: 100, purchasePrice: 3400 },
  ]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/investments');
  await expect(row(page, '7203.T')).toBeVisible();
  // Prices in the listing's currency (yen without decimals), totals in dollars.
  await expect(row(page, 'NESN.SW')).toContainText('CHF\u00a090.00');
  await expect(row(page, '7203.T')).toContainText('¥3,400');
  await expect(row(page, 'VOD.L')).toContainText('£0.70');
  const toyotaValue = await row(page, '7203.T').locator('td').filter({ hasText: /^\$[\d,]+\.\d\d$/ }).first().textContent();
  const dollars = Number(toyotaValue!.replace(/[$,]/g, ''));
  // 100 Toyota shares are worth a few thousand dollars, not hundreds of thousands.
  expect(dollars).toBeGreaterThan(1000);
  expect(dollars).toBeLessThan(5000);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto('/investments');
      await expect(row(page, 'NESN.SW')).toBeVisible();
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      if (size.width >= 1440) {
        const inside = await page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('table.folio-holdings')].map((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)));
        expect(inside).toBe(0);
      }
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
      expect(violations.map((v) => `${theme} ${size.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }

  // The stock page: value and cost in francs with dollars beside, and the exchange rate.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/stock/NESN.SW');
  await settle(page);
  const position = page.getByRole('region', { name: 'Portfolio Position' }).or(page.locator('[aria-label="Portfolio Position"]'));
  await expect(position).toContainText(/CHF\s1,\d{3}\.\d\d \(\$[\d,]+\.\d\d\)/);
  await expect(position).toContainText(/1 CHF = [\d.]+ USD/);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
