/**
 * Portfolio preferences live on the server: what Portfolio settings saves is there after a
 * reload (and in another browser), and a copy an earlier version kept in browser storage is moved
 * to the server the first time the list's preferences are read.
 */
import { expect, test, type Page } from '@playwright/test';

// Registration, three remotes and a reload: generous on a machine shared with other runs.
test.setTimeout(90_000);

async function register(page: Page) {
  const email = `prefs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel(/^Name/).fill('E2E Preferences');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

async function openSettings(page: Page) {
  await page.getByRole('link', { name: 'Investments' }).first().click();
  await expect(page).toHaveURL(/\/investments\?listId=/);
  await page.getByRole('button', { name: 'Portfolio Settings' }).click();
  await expect(page).toHaveURL(/\/investments\/settings\?listId=/);
  return new URL(page.url()).searchParams.get('listId')!;
}

test('preferences saved in Portfolio settings come back from the server after a reload', async ({ page, context }) => {
  await register(page);
  const listId = await openSettings(page);
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await page.getByLabel('Max position size (%)').fill('30');
  await page.getByLabel('Risk tolerance').selectOption('conservative');
  await page.getByRole('tab', { name: 'Performance' }).click();
  await page.getByLabel('Benchmark symbol').fill('qqq');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Preferences saved.')).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`portfolio-preferences:${id}`), listId)).toBeNull();

  // A fresh page with no browser copy: the values come from GET /api/lists/{id}/preferences.
  const other = await context.newPage();
  await other.goto(`/investments/settings?listId=${listId}`);
  await other.getByRole('tab', { name: 'Risk Management' }).click();
  await expect(other.getByLabel('Max position size (%)')).toHaveValue('30');
  await expect(other.getByLabel('Risk tolerance')).toHaveValue('conservative');
  await other.getByRole('tab', { name: 'Performance' }).click();
  await expect(other.getByLabel('Benchmark symbol')).toHaveValue('QQQ');
});

test('a copy kept in browser storage by an earlier version is moved to the server once', async ({ page }) => {
  await register(page);
  const listId = await openSettings(page);
  await page.evaluate((id) => localStorage.setItem(`portfolio-preferences:${id}`, JSON.stringify({ stopLossThreshold: 12, rebalanceFrequency: 'monthly' })), listId);
  await page.reload();
  await page.getByRole('tab', { name: 'Risk Management' }).click();
  await expect(page.getByLabel('Stop loss threshold (%)')).toHaveValue('12');
  expect(await page.evaluate((id) => localStorage.getItem(`portfolio-preferences:${id}`), listId)).toBeNull();
  const saved = await page.evaluate(async (id) => {
    const response = await fetch(`/api/lists/${id}/preferences`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return response.json();
  }, listId);
  expect(saved).toMatchObject({ stopLossThreshold: 12, rebalanceFrequency: 'monthly', maxPositionSize: 10 });
});
