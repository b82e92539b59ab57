/**
 * Alerts end to end (issue 11): create a PRICE alert on the Alerts page, move the price across
 * it (test-only price route, DEV_LOGIN), run the evaluation, and see the toast, the bell's count
 * and "Last triggered" arrive over the live stream, without reloading.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

async function apiCall(page: Page, method: 'PUT' | 'POST', path: string, data: object) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test('a price alert fires when the price crosses it: toast, bell and Last triggered without a reload', async ({ page }) => {
  await logIn(page);
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: 'Your Alerts' })).toBeVisible();
  const target = 9000 + Math.floor(Math.random() * 900);

  // Add stays disabled while the form is invalid; a submit attempt (Enter) shows the spec's hints.
  await expect(page.getByRole('button', { name: 'Add Alert' })).toBeDisabled();
  await page.getByLabel('Symbol').press('Enter');
  await expect(page.getByText('Enter a symbol')).toBeVisible();
  await expect(page.getByText('Enter a valid target price')).toBeVisible();

  await page.getByLabel('Symbol').fill('aapl');
  await expect(page.getByLabel('Symbol')).toHaveValue('AAPL');
  await page.getByLabel('Condition').selectOption('ABOVE');
  await page.getByLabel('Target price ($)').fill(String(target));
  await page.getByRole('button', { name: 'Add Alert' }).click();

  const card = page.getByTestId('alert-card').filter({ hasText: `Price above $${target}.00` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByTestId('last-triggered')).toHaveCount(0);
  await expect(page.getByLabel('Symbol')).toHaveValue('');

  try {
    await apiCall(page, 'PUT', '/testing/prices/AAPL', { price: target + 25 });
    // Give the bell's stream a moment to be open before the firing (it would catch up anyway on reconnect).
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    const summary = await apiCall(page, 'POST', '/testing/alerts/evaluate', {});
    expect(summary.triggered).toBeGreaterThanOrEqual(1);

    const toast = page.getByTestId('alert-toast');
    await expect(toast).toContainText('Price alert: AAPL');
    await expect(toast).toContainText(`above your target of $${target.toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/,/g, '')}`);
    await expect(card.getByTestId('last-triggered')).toContainText('Last triggered:');
    await expect(page.getByTestId('unread-count')).toBeVisible();
  } finally {
    await apiCall(page, 'PUT', '/testing/prices/AAPL', { price: null });
  }

  // Disable, then delete after confirming.
  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Delete AAPL alert' }).click();
  await expect(card).toHaveCount(0);
});
