/**
 * Dividends on the Investments screen: the provider's dividends offered for the demo list's
 * holdings, confirmed through the form (the income then shows in the panel) or dismissed; the
 * panel and its dialog fit 390px and 1440px and pass WCAG 2.1 AA in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

test.use({ bypassCSP: true });
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Page-level sideways scrolling, and axe on the part this spec owns (the whole page is screens.spec.ts's). */
async function problems(page: Page, part: string): Promise<string[]> {
  const found: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) found.push(`scrolls sideways by ${overflow}px`);
  const { violations } = await new AxeBuilder({ page }).include(part).withTags(WCAG_21_AA).analyze();
  for (const violation of violations) for (const node of violation.nodes) found.push(`${violation.id}: ${node.target.join(' ')}`);
  return found;
}

test('a provider dividend is confirmed through the form and counted; another is dismissed', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/investments');
  const panel = page.getByTestId('dividends-panel');
  const offers = panel.getByRole('table', { name: 'Dividends to confirm' });
  // The panel comes with the holdings, which a cold demo server takes a while to price.
  await expect(offers).toBeVisible({ timeout: 60_000 });
  const rows = offers.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(2);

  const confirm = rows.first().getByRole('button', { name: /^Confirm/ });
  const confirmed = (await confirm.getAttribute('aria-label'))!;
  await confirm.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Amount (gross)')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Confirm Dividend' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: confirmed })).toHaveCount(0);
  // Income of the last 12 months is no longer nothing.
  await expect(panel.getByTestId('dividend-income')).not.toContainText('$0.00');

  const dismiss = rows.first().getByRole('button', { name: /^Dismiss/ });
  const dismissed = (await dismiss.getAttribute('aria-label'))!;
  await dismiss.click();
  await expect(page.getByRole('button', { name: dismissed })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dividends panel and its dialog fit 390px and 1440px and pass WCAG 2.1 AA (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await logIn(page);
    const findings: string[] = [];
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto('/investments');
      await expect(page.getByTestId('dividends-panel')).toBeVisible({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.bp6-spinner')).toHaveCount(0, { timeout: 30_000 });
      findings.push(...(await problems(page, '[data-testid="dividends-panel"]')).map((problem) => `${size.width}px panel: ${problem}`));
      await page.getByRole('button', { name: 'Record dividend' }).click();
      await page.getByLabel('Kind').selectOption('reinvested');
      await expect(page.getByLabel('Shares bought')).toBeVisible();
      findings.push(...(await problems(page, '.bp6-dialog')).map((problem) => `${size.width}px dialog: ${problem}`));
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
    expect(findings).toEqual([]);
  });
}
