/**
 * The CSV import preview of a broker transaction file (Fidelity activity: sentences as actions,
 * a sale, a dividend, transfers, footnotes) at a phone width and a wide desktop, in both themes:
 * every row in words, no page-level sideways scrolling, zero axe-core WCAG 2.1 AA violations.
 * The preview writes nothing, so the demo book other specs read is left as it was.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn } from './support.ts';

test.use({ bypassCSP: true });

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const theme of ['light', 'dark'] as const) {
  test(`the import preview of a broker transaction file fits 390px and 1440px and passes WCAG 2.1 AA (${theme})`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const csv = await readFile(new URL('../contracts/src/csv/fixtures/fidelity-activity.csv', import.meta.url));
    await page.setViewportSize(SIZES[1]!);
    await logIn(page);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto('/investments');
      await expect(page.getByTestId('investments-page')).toBeVisible();
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const panel = page.getByRole('dialog');
      await panel.getByLabel('CSV file').setInputFiles({ name: 'Accounts_History.csv', mimeType: 'text/csv', buffer: csv });
      await expect(panel.getByTestId('csv-preview')).toContainText('6 transactions ready to import');
      await panel.getByRole('button', { name: 'Preview Import' }).click();
      await expect(panel.getByTestId('preview-counts')).toContainText('6 rows to import');
      const table = panel.getByRole('table', { name: 'Import preview' });
      await expect(table).toContainText('Sell 5 AAPL at 185.92 on 2024-01-16, fees 0.03');
      await expect(table).toContainText('Dividend of 12 on AAPL, paid 2024-01-12');
      await expect(panel.getByRole('button', { name: 'Confirm Import (6 rows)' })).toBeEnabled();

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page scrolls sideways at ${size.width}px`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
}
