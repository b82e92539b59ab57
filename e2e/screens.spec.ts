/** Screenshots of the main screens in light and dark, kept under test-results/screens/ (not committed). */
import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { logIn } from './support.ts';

const SCREENS_DIR = join(import.meta.dirname, '..', 'test-results', 'screens');

const SCREENS: Array<[name: string, path: string, ready: (page: Page) => Promise<void>]> = [
  ['dashboard', '/', async (page) => void (await expect(page.getByTestId('market-overview-widget')).toBeVisible())],
  ['investments', '/investments', async (page) => void (await expect(page.getByTestId('investments-page')).toBeVisible())],
  ['settings', '/settings', async (page) => void (await expect(page.getByTestId('app-version')).toHaveText('1.0.0'))],
];

for (const theme of ['light', 'dark'] as const) {
  test(`main screens in the ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.goto('/login');
    await page.screenshot({ path: join(SCREENS_DIR, `login-${theme}.png`), fullPage: true });
    await logIn(page);
    for (const [name, path, ready] of SCREENS) {
      await page.goto(path);
      await ready(page);
      await page.screenshot({ path: join(SCREENS_DIR, `${name}-${theme}.png`), fullPage: true });
    }
  });
}
