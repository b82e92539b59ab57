/**
 * Accounts and sessions in the browser: a common password is refused with the reason, the new
 * account's sign-in shows in Settings, and Logout ends the session on the server too.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// axe is injected as a script; the shell's CSP allows no inline scripts.
test.use({ bypassCSP: true });
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a weak password is refused with the reason; sign-ins show in Settings; password change and Logout revoke tokens', async ({ page, request }) => {
  const email = `sessions-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Registration failed');
  await expect(page.getByRole('alert')).toContainText('Password is too easy to guess: it is one of the ten most used passwords.');

  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await page.goto('/settings');
  const signIns = page.getByRole('list', { name: 'Recent sign-ins' });
  await expect(signIns.getByRole('listitem')).toHaveCount(1);
  await expect(signIns).toContainText('Signed in');
  await expect(signIns).toContainText('New account');
  // The list at phone and desktop widths, light and dark: no sideways scrolling, no axe finding.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto('/settings');
      await expect(signIns.getByRole('listitem')).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).include('.folio-sign-ins').include('.folio-password-form').withTags(WCAG_21_AA).analyze();
      expect(violations.map((v) => `${theme} ${size.width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  }

  // A password change ends the earlier session; this browser carries on with the new token.
  const me = (bearer: string | null) => request.get('/api/auth/me', { headers: { authorization: `Bearer ${bearer}` } });
  await page.getByLabel('Current password').fill('correct-horse-battery');
  await page.getByLabel('New password').fill('12345678');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toContainText('New password is too easy to guess');
  await page.getByLabel('Current password').fill('correct-horse-battery');
  await page.getByLabel('New password').fill('difference-engine-1843');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password changed. Your other sessions were signed out.');
  const renewed = await page.evaluate(() => localStorage.getItem('token'));
  expect(renewed).not.toBe(token);
  expect((await me(token)).status()).toBe(401);
  expect((await me(renewed)).status()).toBe(200);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await me(renewed)).status()).toBe(401);
});
