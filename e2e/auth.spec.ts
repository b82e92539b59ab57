import { expect, test } from '@playwright/test';
import { DEMO, logIn, widget } from './support.ts';

test('a visitor on a signed-in screen is sent to /login', async ({ page }) => {
  await page.goto('/investments?listId=x');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  // Google is not configured on the test servers: no button that leads nowhere.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
});

test('a visitor sees the dashboard with Login, Get Started and only market data and news', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(widget(page, 'market-data')).toBeVisible();
  await expect(widget(page, 'news')).toBeVisible();
  await expect(widget(page, 'watchlist')).toHaveCount(0);
  await expect(widget(page, 'top-recommendations')).toHaveCount(0);
  await expect(page.getByTestId('getting-started')).toHaveCount(0);
});

test('a wrong password says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('the demo account logs in and lands on the dashboard with every widget', async ({ page }) => {
  await logIn(page);
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.email);
  await expect(page.getByTestId('getting-started')).toBeVisible();
  for (const id of ['top-recommendations', 'watchlist', 'market-data', 'news']) {
    await expect(widget(page, id)).toBeVisible();
  }
  await expect(page.getByTestId('top-recommendations-widget')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('link', { name: 'Investments' }).first().click();
  await expect(page.getByTestId('investments-page')).toBeVisible();
  await expect(page).toHaveURL(/\/investments\?listId=/);
  await expect(page.getByRole('heading', { name: 'Main Portfolio' })).toBeVisible();
});

test('/portfolio redirects to /investments and unknown paths go to the dashboard', async ({ page }) => {
  await logIn(page);
  await page.goto('/portfolio');
  await expect(page).toHaveURL(/\/investments/);
  await page.goto('/portfolio/settings');
  await expect(page).toHaveURL(/\/investments\/settings/);
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the dark theme is applied at load and persists', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('logout clears the session', async ({ page }) => {
  await logIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('on a small screen the menu entries sit behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page);
  const alerts = page.getByRole('link', { name: 'Alerts' });
  await expect(alerts).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await alerts.click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByTestId('alerts-page')).toBeVisible();
});
