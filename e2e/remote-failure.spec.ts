import { expect, test } from '@playwright/test';
import { logIn, widget } from './support.ts';

const NEWS_MANIFEST = '**/remotes/mfe-news/mf-manifest.json';

test('a remote whose manifest 404s shows a contained panel with Retry; the rest keeps working', async ({ page }) => {
  let newsAvailable = false;
  await page.route(NEWS_MANIFEST, (route) =>
    newsAvailable ? route.continue() : route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not Found"}' }),
  );
  await logIn(page);

  const news = widget(page, 'news');
  await expect(news.getByTestId('remote-unavailable')).toContainText('News is unavailable right now');
  await expect(news.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The other remotes still load.
  await expect(page.getByTestId('market-overview-widget')).toBeVisible();
  await expect(page.getByTestId('watchlist-widget')).toBeVisible();

  // Navigation still works, into another remote and into the failing one.
  await page.getByRole('link', { name: 'Alerts' }).first().click();
  await expect(page.getByTestId('alerts-page')).toBeVisible();
  await page.goto('/news');
  await expect(page.getByTestId('remote-unavailable')).toContainText('News Dashboard is unavailable right now');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The widget fails again on the dashboard (its manifest still 404s) before the remote comes
  // back: flipping the switch while it is still loading would let it load without any Retry.
  const retry = widget(page, 'news').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  // Once the remote is back, Retry loads it without reloading the page.
  newsAvailable = true;
  await retry.click();
  await expect(page.getByTestId('news-widget')).toBeVisible();
});

test('a registry entry pointing at a dead server is contained too', async ({ page }) => {
  await page.route('**/mfe-registry.json', async (route) => {
    const response = await route.fetch();
    const registry = (await response.json()) as Record<string, string>;
    registry.mfe_insights = 'http://127.0.0.1:9/mf-manifest.json';
    await route.fulfill({ response, json: registry });
  });
  await logIn(page);
  await expect(widget(page, 'market-data').getByTestId('remote-unavailable')).toBeVisible();
  await expect(widget(page, 'top-recommendations').getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByTestId('watchlist-widget')).toBeVisible();
  await expect(page.getByTestId('news-widget')).toBeVisible();
});

test('network blips on a manifest and on a remoteEntry are retried without the user noticing', async ({ page }) => {
  const failedOnce = new Set<string>();
  const blipOnce = (name: string) => (route: import('@playwright/test').Route) => {
    if (failedOnce.has(name)) return route.continue();
    failedOnce.add(name);
    return route.abort('connectionreset');
  };
  await page.route('**/remotes/mfe-news/mf-manifest.json', blipOnce('news manifest'));
  await page.route('**/remotes/mfe-portfolio/remoteEntry.js', blipOnce('portfolio entry'));
  await logIn(page);
  await expect(page.getByTestId('news-widget')).toBeVisible();
  await expect(page.getByTestId('watchlist-widget')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect([...failedOnce].sort()).toEqual(['news manifest', 'portfolio entry']);
});

test('a remote that throws while rendering is contained and Retry renders it again', async ({ page }) => {
  await page.route('**/remotes/mfe-news/__federation_expose_NewsWidget.*.js', async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    // Make the widget's render throw while everything else in the chunk stays intact.
    const broken = code.replace('"data-testid":"news-widget"', '"data-testid":(()=>{if(globalThis.__newsCrash)throw new Error("News widget crashed");return "news-widget"})()');
    expect(broken).not.toBe(code);
    await route.fulfill({ response, body: broken });
  });
  await page.addInitScript(() => Object.assign(globalThis, { __newsCrash: true }));
  await logIn(page);

  const news = widget(page, 'news');
  await expect(news.getByTestId('remote-unavailable')).toContainText('It stopped with an error: News widget crashed');
  await expect(page.getByTestId('market-overview-widget')).toBeVisible();

  await page.evaluate(() => Object.assign(globalThis, { __newsCrash: false }));
  await news.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('news-widget')).toBeVisible();
});
