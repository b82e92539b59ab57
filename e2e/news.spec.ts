/**
 * News end to end (issue 12): the News Dashboard, the Impact Timeline, News Settings and the
 * dashboard News widget, all on the offline feed (demo data) of the demo account.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, widget } from './support.ts';

// The first news call of a fresh server reads a year of the offline feed for every symbol of the
// demo list (a few seconds, more while the other servers and Chromium share the cores).
test.describe.configure({ timeout: 90_000 });
const FIRST_LOAD = { timeout: 30_000 };

/** Paths of the /api/news and /api/dashboard/top-news calls the page makes from now on. */
function newsCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/news') || url.pathname === '/api/dashboard/top-news') calls.push(url.pathname);
  });
  return calls;
}

test('the News Dashboard shows market, sector, key events and your stock news, and its filters narrow them', async ({ page }) => {
  await logIn(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'News Dashboard' })).toBeVisible();
  await expect(page.getByText('Market headlines and news for your portfolio stocks')).toBeVisible();

  const mine = page.getByTestId('portfolio-news');
  await expect(mine.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  await expect(mine.getByText(/^\d+ stocks?$/)).toBeVisible();
  await expect(page.getByTestId('market-news').getByRole('article').first()).toBeVisible();
  await expect(page.getByTestId('sector-news').getByRole('article').first()).toBeVisible();
  expect(await page.getByTestId('sector-news').getByRole('article').count()).toBeLessThanOrEqual(8);
  await expect(page.getByTestId('key-events').getByRole('article').first()).toBeVisible(FIRST_LOAD);

  // Stock: only that symbol's news, and its key events alone.
  const stock = page.getByLabel('Stock', { exact: true });
  const symbol = (await stock.locator('option').nth(1).getAttribute('value'))!;
  await stock.selectOption(symbol);
  await expect(mine.getByRole('article').first()).toBeVisible();
  for (const card of await mine.getByRole('article').all()) await expect(card.getByText(symbol, { exact: true })).toBeVisible();
  await expect(page.getByTestId('key-events').getByRole('heading', { level: 3 })).toHaveText([symbol]);

  // Sentiment: every card left says so (or the list says there is none).
  await stock.selectOption('all');
  await page.getByLabel('Sentiment').selectOption('negative');
  await expect(mine.getByText('positive', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('market-news').getByText('positive', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'View Timeline' }).click();
  await expect(page).toHaveURL(/\/news\/timeline$/);
});

test('the Impact Timeline indexes the portfolio news, charts up to 5 symbols and filters by symbol', async ({ page }) => {
  await logIn(page);
  await page.goto('/news/timeline');
  await expect(page.getByText('Correlate headlines with price performance')).toBeVisible();
  await page.getByRole('button', { name: 'Index Portfolio News' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Indexed \d+ new articles? for / })).toBeVisible(FIRST_LOAD);

  const chart = page.getByTestId('overlay-chart');
  await expect(chart).toBeVisible(FIRST_LOAD);
  const lines = await chart.getByRole('listitem').count();
  expect(lines).toBeGreaterThan(0);
  expect(lines).toBeLessThanOrEqual(5);
  const headlines = page.getByRole('list', { name: 'Headlines and price moves' }).getByRole('article');
  await expect(headlines.first()).toBeVisible();
  await expect(headlines.first().getByText(/^1d ([+-]\d+\.\d{2}%|0\.00%|N\/A)$/)).toBeVisible();
  await expect(headlines.first().getByTestId('sparkline')).toBeVisible();

  const symbol = page.getByLabel('Symbol', { exact: true });
  await symbol.fill('aapl');
  await expect(symbol).toHaveValue('AAPL');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(chart.getByRole('listitem')).toHaveCount(1);
  await expect(chart.getByRole('listitem')).toContainText('AAPL');
  for (const headline of (await headlines.all()).slice(0, 5)) await expect(headline.getByText('AAPL', { exact: true })).toBeVisible();
});

test('News Settings shows the sources, key status, usage and live monitoring', async ({ page }) => {
  await logIn(page);
  await page.goto('/news/settings');
  await expect(page.getByRole('heading', { name: 'News Settings' })).toBeVisible();
  const sources = page.getByTestId('news-sources');
  await expect(sources.getByRole('row')).not.toHaveCount(1);
  await expect(sources.getByText('active', { exact: true }).first()).toBeVisible();
  const keys = page.getByTestId('news-api-keys');
  for (const name of ['News API', 'Alpha Vantage', 'Polygon']) await expect(keys.getByText(name, { exact: true })).toBeVisible();
  await expect(keys.getByText('Missing', { exact: true })).toHaveCount(3);
  for (const section of ['System Configuration', 'Filter Settings', 'System Info', 'API Endpoints & Payloads', 'Usage Statistics', 'Live API Monitoring']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByTestId('news-live-monitoring').getByRole('progressbar').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test("the dashboard's News widget fetches only the selected tab", async ({ page }) => {
  await logIn(page);
  const news = widget(page, 'news');
  await expect(news.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  const calls = newsCalls(page);
  await page.reload();
  await expect(news.getByRole('list', { name: 'Portfolio headlines' }).getByRole('article').first()).toBeVisible();
  expect(calls.filter((path) => path !== '/api/news/portfolio')).toEqual([]);

  await news.getByRole('radio', { name: 'Market' }).click();
  await expect(news.getByRole('list', { name: 'Market headlines' }).getByRole('article').first()).toBeVisible();
  expect(calls).not.toContain('/api/dashboard/top-news');
  await news.getByRole('radio', { name: 'Top News' }).click();
  await expect(news.getByRole('list', { name: 'Top News headlines' }).getByRole('article').first()).toBeVisible();
  expect(calls).toContain('/api/news/market');
  expect(calls).toContain('/api/dashboard/top-news');
});

test('visitors read Top News on the dashboard', async ({ page }) => {
  await page.goto('/');
  const news = widget(page, 'news');
  await expect(news.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  await expect(news.getByRole('radio')).toHaveCount(0);
});

test.describe('the News widget tabs in both themes', () => {
  // axe is injected as a script; the shell's CSP allows no inline scripts.
  test.use({ bypassCSP: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`every tab passes WCAG 2.1 AA at 390px and 1440px in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logIn(page);
      const news = widget(page, 'news');
      await expect(news.getByRole('article').first()).toBeVisible(FIRST_LOAD);
      const problems: string[] = [];
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const tab of ['Portfolio', 'Market', 'Top News']) {
          await news.getByRole('radio', { name: tab }).click();
          await expect(news.getByRole('list', { name: `${tab} headlines` }).getByRole('article').first()).toBeVisible();
          const { violations } = await new AxeBuilder({ page }).include('[data-widget="news"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          for (const violation of violations) problems.push(`${tab} at ${width}px: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${tab} at ${width}px scrolls sideways by ${overflow}px`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
