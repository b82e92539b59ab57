import { expect, test } from '@playwright/test';
import { logIn, widget } from './support.ts';

test('the symbol box opens the indicators chart for the upper-cased symbol, ignoring blanks', async ({ page }) => {
  await logIn(page);
  const box = page.getByRole('textbox', { name: 'Symbol' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await box.fill(' msft ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/indicators\?symbol=MSFT$/);
  await expect(page.getByRole('heading', { name: 'Indicators: MSFT' })).toBeVisible();
});

test('dismissing Getting Started is remembered', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('getting-started').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByTestId('getting-started')).toHaveCount(0);
  await page.reload();
  await expect(widget(page, 'market-data')).toBeVisible();
  await expect(page.getByTestId('getting-started')).toHaveCount(0);
});

test('a registry that cannot be loaded shows "Failed to load dashboard" with Retry', async ({ page }) => {
  await logIn(page);
  let broken = true;
  await page.route('**/mfe-registry.json', (route) => (broken ? route.fulfill({ status: 500, body: 'down' }) : route.continue()));
  await page.reload();
  await expect(page.getByText('Failed to load dashboard')).toBeVisible();
  broken = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(widget(page, 'market-data')).toBeVisible();
});

test('widget layout chosen in Settings shapes the dashboard', async ({ page }) => {
  await logIn(page);
  await page.goto('/settings');
  await page.getByRole('checkbox', { name: 'Show News' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Move Market Data up' }).click();
  await expect(page.getByRole('button', { name: 'Move Top AI Recommendations up' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Width of News' })).toBeDisabled();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(widget(page, 'market-data')).toBeVisible();
  await expect(widget(page, 'news')).toHaveCount(0);
  const order = await page.locator('[data-widget]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-widget')));
  expect(order).toEqual(['top-recommendations', 'market-data', 'watchlist']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userSettings') ?? '{}'));
  expect(stored.widgetColumns.find((widget: { widgetId: string }) => widget.widgetId === 'news').isEnabled).toBe(false);
});

test('the auth callback and error screens say what happened', async ({ page }) => {
  await page.goto('/auth/callback?message=Access%20denied%20by%20Google');
  await expect(page.getByRole('alert')).toContainText('Authentication Failed');
  await expect(page.getByRole('alert')).toContainText('Access denied by Google');
  await page.goto('/auth/callback');
  await expect(page.getByRole('alert')).toContainText('Authentication failed - no confirmation received');
  await page.goto('/auth/error');
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
