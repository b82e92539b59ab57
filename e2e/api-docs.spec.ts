/**
 * The API docs page (Swagger UI) under its own Content-Security-Policy: it renders, runs a call,
 * and the browser reports no blocked script or style (platform/docs-csp.ts).
 */
import { expect, test } from '@playwright/test';

test('the API docs render and run a call without a single CSP violation', async ({ page }) => {
  test.setTimeout(60_000); // Swagger UI's 1.5 MB bundle, on two shared cores
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });

  const response = await page.goto('/api/docs/');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.locator('.opblock').first()).toBeVisible();
  const providers = page.locator('#operations-auth-getAuthProviders');
  await providers.locator('.opblock-summary').click();
  await providers.getByRole('button', { name: 'Try it out' }).click();
  await providers.getByRole('button', { name: 'Execute' }).click();
  await expect(providers.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  expect(problems).toEqual([]);
});
