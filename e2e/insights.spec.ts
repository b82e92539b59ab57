/**
 * AI insights end to end (issue 6): a portfolio analysis from the dashboard, its recommendations
 * on the dashboard and the recommendations screen, marking one done, a suggested question to the
 * assistant answered from the demo holdings, and the indicators chart page.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn, widget } from './support.ts';

/** The signed-in user's API, with the token the shell stored. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

type Recommendations = { recommendations: Array<{ id: string; symbol: string; status: string; recommendation: string; confidence: number }> };

test('a portfolio analysis from the dashboard fills the recommendations', async ({ page }) => {
  await logIn(page);
  const top = widget(page, 'top-recommendations');
  await top.getByRole('button', { name: 'Run AI Analysis' }).click();

  const dialog = page.getByRole('dialog', { name: 'AI Portfolio Analysis' });
  const result = dialog.getByTestId('portfolio-analysis-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByTestId('analysis-holdings')).toContainText('AAPL');
  for (const section of ['Diversification', 'Rebalancing', 'Market commentary', 'Portfolio insights', 'Performance']) {
    await expect(result.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(result.getByText('Diversification score', { exact: true })).toBeVisible();
  await expect(result.getByTestId('analysis-recommendation').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  // The widget refreshes with the strongest calls: at most 5, none of them hold.
  await expect(top.getByTestId('top-recommendation').first()).toBeVisible();
  expect(await top.getByTestId('top-recommendation').count()).toBeLessThanOrEqual(5);
  await expect(top.getByText('HOLD', { exact: true })).toHaveCount(0);

  await top.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('heading', { name: 'AI Recommendations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Stock Recommendations \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Portfolio Recommendations \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/).first()).toBeVisible();

  // A reasoning preview opens the full, formatted text.
  await page.getByTestId('stock-recommendations').getByRole('button', { name: /^Reasoning: / }).first().click();
  const full = page.getByRole('dialog');
  await expect(full.getByTestId('formatted-reasoning')).toBeVisible();
  await full.getByRole('button', { name: 'Close' }).last().click();

  // Symbols link to their indicators chart.
  const link = page.getByTestId('stock-recommendations').getByRole('link').first();
  const symbol = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/indicators\\?symbol=${encodeURIComponent(symbol).replace('.', '\\.')}$`));
});

test('Done on the dashboard marks a recommendation done', async ({ page }) => {
  await logIn(page);
  // Make sure there is something to mark (the analysis is idempotent per list and symbol).
  await apiGet(page, '/investments/ai-analysis');
  await page.reload();
  const top = widget(page, 'top-recommendations');
  await expect(top.getByTestId('top-recommendation').first()).toBeVisible();
  // A single-stock item, so the recommendations screen's stock table shows its status.
  const labels = await top.getByTestId('top-recommendation').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  const symbol = labels.find((label) => /^[A-Z][A-Z0-9.-]*$/.test(label));
  expect(symbol).toBeTruthy();
  await top.getByRole('button', { name: `Done: ${symbol}` }).click();
  await expect(top.getByRole('listitem', { name: symbol, exact: true })).toHaveCount(0);

  const { recommendations } = await apiGet<Recommendations>(page, '/investments/recommendations?getAllLists=true');
  expect(recommendations.find((item) => item.symbol === symbol && item.status === 'DONE')).toBeTruthy();

  // The recommendations screen shows it under Done.
  await page.goto('/recommendations');
  // The screen renders its filters before its data; a click while it re-renders can be lost, so
  // each filter is set until it reads as set.
  const active = page.getByRole('checkbox', { name: 'Active' });
  const done = page.getByRole('checkbox', { name: 'Done' });
  await expect(page.getByTestId('stock-recommendations')).toBeVisible();
  await expect(async () => {
    await active.uncheck({ force: true });
    await done.check({ force: true });
    await expect(active).not.toBeChecked({ timeout: 1_000 });
    await expect(done).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const row = page.getByTestId('stock-recommendations').getByRole('row').filter({ has: page.getByRole('link', { name: symbol, exact: true }) });
  await expect(row.first().getByRole('cell', { name: 'DONE' })).toBeVisible();
});

test('the assistant answers a suggested question from the real holdings', async ({ page }) => {
  await logIn(page);
  const holdings = await apiGet<Array<{ symbol: string; quantity: number }>>(page, '/investments/fast');
  const held = holdings.filter((item) => item.quantity > 0).map((item) => item.symbol);
  expect(held.length).toBeGreaterThan(0);

  await widget(page, 'top-recommendations').getByRole('button', { name: 'Ask Assistant' }).click();
  const chat = page.getByTestId('chat-panel');
  await expect(chat.getByRole('heading', { name: 'Portfolio Assistant' })).toBeVisible();
  await chat.getByRole('button', { name: 'What is my biggest position?' }).click();
  const input = chat.getByRole('textbox', { name: 'Your question' });
  await expect(input).toHaveValue('What is my biggest position?');
  await chat.getByRole('button', { name: 'Send' }).click();

  const answer = chat.getByTestId('chat-assistant').last();
  await expect(answer).toContainText('Your biggest position is');
  const text = (await answer.textContent()) ?? '';
  expect(held.some((symbol) => text.includes(symbol))).toBe(true);
  await expect(answer).toContainText(/Confidence: \d+%/);
  await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();

  // A follow-up fills the input; Clear Chat starts over.
  await answer.getByRole('button').first().click();
  await expect(input).not.toHaveValue('');
  await chat.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(chat.getByTestId('chat-user')).toHaveCount(0);
});

test('the indicators page draws the chart panels and follows its controls', async ({ page }) => {
  await logIn(page);
  await page.goto('/indicators');
  await expect(page.getByRole('heading', { name: 'Indicators: AAPL' })).toBeVisible();
  await expect(page.locator('#folio-ins-interval')).toHaveValue('1d');
  await expect(page.locator('#folio-ins-range')).toHaveValue('6mo');
  for (const panel of ['price', 'macd', 'rsi', 'stoch-rsi', 'volume']) {
    await expect(page.getByTestId(`chart-panel-${panel}`).locator('canvas').first()).toBeVisible();
  }
  await expect(page.getByTestId('chart-panel-price')).toContainText('EMA9');
  await expect(page.getByTestId('chart-panel-context')).toContainText('Context');
  await expect(page.getByTestId('indicators-header')).toContainText('$');

  // Crosshair legend follows the pointer.
  const legend = page.getByTestId('chart-panel-price').locator('.folio-ins-chart-legend');
  const before = await legend.textContent();
  const box = (await page.getByTestId('chart-panel-price').locator('canvas').first().boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
  await expect(legend).not.toHaveText(before ?? '');

  // Toggles and Macro.
  await page.getByRole('checkbox', { name: 'MACD' }).uncheck({ force: true });
  await expect(page.getByTestId('chart-panel-macd')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Macro (weekly)' }).check({ force: true });
  await expect(page.locator('#folio-ins-interval')).toBeDisabled();
  await expect(page.getByTestId('indicators-header')).toContainText('5y (Macro)');

  // A crypto symbol shows its ratio to Bitcoin; the URL follows the symbol.
  await page.getByRole('textbox', { name: 'Chart symbol' }).fill(' eth-usd ');
  await page.getByRole('textbox', { name: 'Chart symbol' }).press('Enter');
  await expect(page).toHaveURL(/\/indicators\?symbol=ETH-USD$/);
  await expect(page.getByTestId('chart-panel-context')).toContainText('ETH-USD / BTC-USD');
  await expect(page.getByTestId('chart-panel-context').locator('canvas').first()).toBeVisible();
});

test('the indicators page says what failed', async ({ page }) => {
  await logIn(page);
  await page.route('**/api/indicators/**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"Market data is unavailable"}' }),
  );
  await page.goto('/indicators?symbol=MSFT');
  await expect(page.getByRole('alert')).toHaveText('Error loading data: Market data is unavailable', { timeout: 15_000 });
});

test('the investments screen opens the AI analysis and the assistant from mfe-insights', async ({ page }) => {
  await logIn(page);
  await page.goto('/investments');
  await expect(page.getByRole('button', { name: 'AI Analysis' })).toBeVisible();

  await page.getByRole('button', { name: 'AI Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Portfolio Analysis' });
  await expect(dialog.getByTestId('portfolio-analysis-result')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Chat Assistant' }).click();
  const chat = page.getByTestId('chat-panel');
  await expect(chat.getByRole('heading', { name: 'Portfolio Assistant' })).toBeVisible();
});

test("the investments screen's stock analysis panel opens one stock's analysis from mfe-insights", async ({ page }) => {
  await logIn(page);
  await page.goto('/investments');
  const panel = page.getByLabel('Stock Analysis', { exact: true });
  await panel.getByLabel('Symbol to analyze').selectOption('MSFT');
  await panel.getByRole('button', { name: 'Analyze', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'AI Analysis: MSFT' });
  await dialog.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(dialog.getByText('AI analysis completed successfully!')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
