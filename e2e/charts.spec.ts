/**
 * Charts of issue 14 in Chromium on the demo account: the performance chart (canvas, a legend
 * with numbers, range buttons that change it, the crosshair legend), the allocation donut on the
 * Investments screen and in the AI Portfolio Analysis modal, and the stock page's price chart
 * with the demo's AAPL trades as markers (seed: buys 2020-03-16 and 2021-06-01, a sale
 * 2023-12-14). The charts fit 390px and 1440px and pass WCAG 2.1 AA in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support.ts';

test.use({ bypassCSP: true });
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MONEY = /\$\d[\d,]*\.\d\d/;
const PERCENT = /[+-]?\d+\.\d\d%/;

/** The holdings come first; the charts load after them, which a cold demo server takes a while to price. */
async function investmentsCharts(page: Page) {
  await page.goto('/investments');
  const performance = page.getByTestId('performance-panel');
  await expect(performance.getByTestId('performance-chart').locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  return performance;
}

/** Moves the mouse over a chart's canvas at a fraction of its width. */
async function hover(canvas: Locator, fraction: number) {
  const box = (await canvas.boundingBox())!;
  await canvas.page().mouse.move(box.x + box.width * fraction, box.y + box.height * 0.4);
}

test('the performance chart shows the demo list with numbers, and the range buttons change it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page);
  const panel = await investmentsCharts(page);
  const legend = panel.getByTestId('performance-legend');
  // The demo list records deposits: its value line counts the cash, and says so.
  await expect(legend).toContainText('Value incl. cash');
  await expect(legend).toContainText(MONEY);
  const summary = panel.getByTestId('performance-summary');
  await expect(summary).toContainText(/^\d+ days from /);
  const year = (await summary.textContent())!;
  const yearDays = Number(/^(\d+) days/.exec(year)![1]);

  const answered = page.waitForResponse((response) => response.url().includes('/api/investments/performance') && response.url().includes('range=1M'));
  await panel.getByRole('button', { name: '1M', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await expect(summary).not.toHaveText(year);
  const monthDays = Number(/^(\d+) days/.exec((await summary.textContent())!)![1]);
  expect(monthDays).toBeLessThan(yearDays);
  await expect(panel.getByRole('button', { name: '1M', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await panel.getByRole('button', { name: 'MAX', exact: true }).click();
  await expect(summary).toContainText(/from Mar \d+, 2020/);

  // The crosshair legend follows the cursor; the whole range fits: the left edge is in 2020.
  const canvas = panel.getByTestId('performance-canvas').locator('canvas').first();
  const lastDay = (await legend.getByTestId('performance-legend-date').textContent())!;
  await hover(canvas, 0.02);
  await expect(legend.getByTestId('performance-legend-date')).not.toHaveText(lastDay);
  await expect(legend.getByTestId('performance-legend-date')).toContainText('2020');
  await hover(canvas, 0.5);
  await expect(legend.getByTestId('performance-legend-date')).not.toContainText('2020');

  await panel.getByRole('button', { name: /^Return vs / }).click();
  await expect(legend).toContainText('Time-weighted return');
  await expect(legend).toContainText(PERCENT);
  await expect(legend).toContainText('Drawdown');
});

test('the allocation shows slices by each dimension, on the screen and in the AI Portfolio Analysis modal', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await investmentsCharts(page);
  const allocation = page.getByTestId('allocation-panel').first();
  await expect(allocation.getByTestId('allocation-donut')).toBeVisible();
  expect(await allocation.getByTestId('allocation-slice').count()).toBeGreaterThan(2);
  await expect(allocation.getByTestId('allocation-summary')).toContainText(/max position size/);
  await expect(allocation.getByTestId('max-position-size')).toContainText('10%');
  for (const tab of ['Sector', 'Asset class', 'Market cap', 'Geography']) {
    await allocation.getByRole('tab', { name: tab }).click();
    await expect(allocation.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(allocation.getByTestId('allocation-slice').first()).toBeVisible();
  }

  await page.getByRole('toolbar', { name: 'Portfolio actions' }).getByRole('button', { name: 'AI Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Portfolio Analysis' });
  const inModal = dialog.getByTestId('analysis-allocation').getByTestId('allocation-panel');
  await expect(inModal.getByTestId('allocation-donut')).toBeVisible({ timeout: 60_000 });
  expect(await inModal.getByTestId('allocation-slice').count()).toBeGreaterThan(2);
});

test("the stock page's price chart marks the demo's AAPL trades and draws the average cost", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/stock/AAPL');
  const chart = page.getByTestId('stock-price-chart');
  await expect(chart.getByTestId('price-canvas').locator('canvas').first()).toBeVisible({ timeout: 60_000 });
  await expect(chart.getByTestId('price-legend')).toContainText(MONEY);
  const summary = chart.getByTestId('price-summary');
  // One year back holds none of the seeded trades.
  await expect(summary).toContainText('0 trades marked');
  await expect(summary).toContainText(/Average cost \$\d/);
  const before = (await summary.textContent())!;
  await chart.getByRole('button', { name: 'MAX', exact: true }).click();
  await expect(summary).toContainText('3 trades marked: 2 buys, 1 sell.');
  await expect(summary).toHaveAttribute('data-markers', '3');
  expect(await summary.textContent()).not.toBe(before);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the charts fit 390px and 1440px and pass WCAG 2.1 AA (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await logIn(page);
    const findings: string[] = [];
    const check = async (where: string, part: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) findings.push(`${where}: scrolls sideways by ${overflow}px`);
      const { violations } = await new AxeBuilder({ page }).include(part).withTags(WCAG_21_AA).analyze();
      for (const violation of violations) for (const node of violation.nodes) findings.push(`${where}: ${violation.id}: ${node.target.join(' ')}`);
    };
    for (const size of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(size);
      await investmentsCharts(page);
      await expect(page.getByTestId('allocation-donut')).toBeVisible();
      await check(`/investments at ${size.width}px`, '[data-testid="portfolio-charts"]');
      await page.goto('/stock/AAPL');
      await expect(page.getByTestId('price-canvas').locator('canvas').first()).toBeVisible({ timeout: 60_000 });
      await check(`/stock/AAPL at ${size.width}px`, '[data-testid="stock-price-chart"]');
    }
    expect(findings).toEqual([]);
  });
}
