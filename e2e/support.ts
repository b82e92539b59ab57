import { expect, type Page } from '@playwright/test';

/** The account `npm start` seeds outside production. */
export const DEMO = { email: 'demo@folio.local', password: 'demo-portfolio' };

export async function logIn(page: Page, account = DEMO) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

export const widget = (page: Page, id: string) => page.locator(`[data-widget="${id}"]`);
