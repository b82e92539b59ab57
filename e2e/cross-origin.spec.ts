import { expect, test } from '@playwright/test';
import { CROSS_ORIGIN_URL } from './playwright.config.ts';
import { widget } from './support.ts';

test('a remote served from another origin loads (CORS, resource policy and CSP allow it)', async ({ page }) => {
  test.skip(!CROSS_ORIGIN_URL, 'set E2E_CROSS_ORIGIN_URL to a server whose registry serves mfe_news from another origin');
  const crossOrigin: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(CROSS_ORIGIN_URL).origin) crossOrigin.push(new URL(request.url()).pathname);
  });
  await page.goto(`${CROSS_ORIGIN_URL}/`);
  await expect(widget(page, 'news').getByTestId('news-widget')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  expect(crossOrigin).toEqual(expect.arrayContaining(['/remotes/mfe-news/mf-manifest.json', '/remotes/mfe-news/remoteEntry.js']));
});
