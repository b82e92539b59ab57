/**
 * screens.spec.ts checks Portfolio settings on its first tab (Cash Management); these are the
 * same checks (no sideways scrolling at 390 and 1440 px, axe-core WCAG 2.1 A/AA, both themes) on
 * each preference tab, whose values come from the server, and after a Save.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

test.use({ bypassCSP: true });
test.setTimeout(240_000);

for (const theme of ['light', 'dark'] as const) {
  test(`the preference tabs of Portfolio settings fit 390px and 1440px and pass WCAG 2.1 AA in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page);
    const findings: string[] = [];
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await page.goto('/investments/settings');
      for (const tab of ['Display', 'Risk Management', 'Performance', 'Rebalancing', 'Notifications', 'Tax Settings']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
        await expect(page.locator('.bp6-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) findings.push(`${tab} ${size.width}: scrolls sideways by ${overflow}px`);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const violation of violations) for (const node of violation.nodes) findings.push(`${tab} ${size.width}: ${violation.id} ${node.target.join(' ')}`);
      }
      await page.getByRole('tab', { name: 'Risk Management' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Preferences saved.')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of violations) for (const node of violation.nodes) findings.push(`saved ${size.width}: ${violation.id} ${node.target.join(' ')}`);
    }
    expect(findings).toEqual([]);
  });
}
