/**
 * The tools remote end to end (issue 13): a smart list created, rebalanced and its 30-day
 * performance; the Trends screen for an account holding nothing (labelled sample data) and one
 * stock's trends; Labs with the Gmail card when Google is not set up; the Settings page's API
 * usage monitor. Each filled state fits 390px and passes axe-core WCAG 2.1 AA in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

test.use({ bypassCSP: true });
test.setTimeout(180_000);

async function register(page: Page) {
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('E2E Tools');
  await page.getByLabel('Email').fill(`tools-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** No sideways scrolling at 390px and no WCAG 2.1 A/AA violation, in the light and the dark theme. */
async function fitsAndPassesAxe(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.body.classList.toggle('bp6-dark', value === 'dark');
      document.documentElement.classList.toggle('bp6-dark', value === 'dark');
    }, theme);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${theme} at ${width}px`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${theme} ${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }
}

test('a smart list is created, rebalanced to equal weights and shows its last 30 days', async ({ page }) => {
  await register(page);
  await page.goto('/smart-lists');
  await expect(page.getByText('No smart lists yet')).toBeVisible();
  await expect(page.getByText('Select a smart list to view details')).toBeVisible();
  await fitsAndPassesAxe(page);

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Big tech');
  await page.getByLabel('Symbols').fill('aapl, msft  nvda');
  await page.getByLabel('Max positions (optional)').fill('2');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const lists = page.getByRole('list', { name: 'Smart lists' });
  await expect(lists.getByText('0 members')).toBeVisible();
  await expect(page.getByText('No members yet. Rebalance to populate.')).toBeVisible();
  await lists.getByRole('button', { name: 'Rebalance Big tech' }).click();
  await expect(lists.getByText('2 members')).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveText(['SymbolWeight', 'AAPL50.00%', 'MSFT50.00%']);
  await expect(page.getByRole('heading', { name: 'Performance (last 30d)' })).toBeVisible();
  await expect(page.getByTestId('smart-list-sparkline')).toBeVisible();
  for (const label of ['Positions', 'Market Value', 'PnL', 'PnL %']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await fitsAndPassesAxe(page);
});

test('trends for an account holding nothing are labelled sample data; a stock opens its trends', async ({ page }) => {
  await register(page);
  await page.goto('/trends');
  await expect(page.getByText('Sample data', { exact: true })).toBeVisible();
  for (const tile of ['Total Trends', 'Bullish', 'Bearish', 'Active Alerts']) await expect(page.getByText(tile, { exact: true })).toBeVisible();
  const trending = page.getByRole('list', { name: 'Trending Stocks' });
  await expect(trending).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent Trends' }).getByTestId('trend-item')).not.toHaveCount(0);
  await fitsAndPassesAxe(page);

  const first = trending.getByRole('button').first();
  const symbol = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name: `${symbol} trends` })).toBeVisible();
  await expect(page.getByTestId('trend-item').first()).toContainText(symbol);
  await fitsAndPassesAxe(page);
  await page.getByRole('button', { name: 'Back to overview' }).click();
  await expect(page.getByText('Total Trends', { exact: true })).toBeVisible();
});

test('Labs links to Trends, Smart Lists and News, and the Gmail card says Google is not set up', async ({ page }) => {
  await logIn(page);
  await page.goto('/labs');
  for (const [name, path] of [['Trends', '/trends'], ['Smart Lists', '/smart-lists'], ['News', '/news']] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(page.getByText('Gmail service not configured')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expect(page.getByText(/About Labs/)).toBeVisible();
  await fitsAndPassesAxe(page);
  await page.getByRole('link', { name: 'Smart Lists', exact: true }).click();
  await expect(page).toHaveURL(/\/smart-lists$/);
});

test('Settings shows the API usage monitor, the application version and a link to Labs', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings');
  const usage = page.getByTestId('api-usage');
  await expect(usage).toBeVisible();
  await expect(usage.getByTestId('api-usage-row')).toHaveCount(6);
  for (const name of ['Market data', 'LLM', 'NewsAPI', 'Alpha Vantage', 'Polygon', 'Gmail']) await expect(usage.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId('app-version')).toHaveText('1.0.0');
  await page.getByRole('link', { name: 'Labs' }).click();
  await expect(page).toHaveURL(/\/labs$/);
});
