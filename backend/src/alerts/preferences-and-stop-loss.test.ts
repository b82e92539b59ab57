import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ALERT_EVALUATION_JOB } from './wiring.ts';

let app: TestApp;
let token: string;
let listId: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token } = await app.signUp());
  listId = ((await app.request('GET', '/api/lists', { token })).json() as { id: string }[])[0]!.id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: object) => app.request(method, url, { token, ...(body ? { body } : {}) });
const setPrice = (symbol: string, price: number | null) => call('PUT', `/api/testing/prices/${symbol}`, { price });
const evaluate = async () => (await call('POST', '/api/testing/alerts/evaluate', {})).json();
const titles = async () => ((await call('GET', '/api/notifications')).json().notifications as { title: string; message: string }[]);

describe("the list's price-alert preferences", () => {
  it('an alert on a list with price alerts turned off is not evaluated; turned on again, it is', async () => {
    await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500, listId });
    await call('PUT', `/api/lists/${listId}/preferences`, { enablePriceAlerts: false });
    await setPrice('AAPL', 600);
    expect(await evaluate()).toMatchObject({ alertsEvaluated: 0, triggered: 0 });
    await call('PUT', `/api/lists/${listId}/preferences`, { enablePriceAlerts: true });
    expect(await evaluate()).toMatchObject({ alertsEvaluated: 1, triggered: 1 });
  });

  it('a position falling stopLossThreshold % below its cost basis raises one stop-loss notification per crossing', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 10, purchasePrice: 400, purchaseDate: '2024-01-02', listId });
    await call('PUT', `/api/lists/${listId}/preferences`, { stopLossThreshold: 25 });
    await setPrice('MSFT', 301);
    expect(await evaluate()).toMatchObject({ stopLossesTriggered: 0 });
    await setPrice('MSFT', 300);
    expect(await evaluate()).toMatchObject({ stopLossesTriggered: 1 });
    expect(await evaluate()).toMatchObject({ stopLossesTriggered: 0 });
    expect(await titles()).toEqual([{ title: 'Stop loss: MSFT', message: 'MSFT is at $300.00, 25.00% below its cost basis of $400.00 (stop loss 25%)' }].map((n) => expect.objectContaining(n)));

    await setPrice('MSFT', 350);
    await evaluate(); // recovered: re-armed
    await setPrice('MSFT', 290);
    expect(await evaluate()).toMatchObject({ stopLossesTriggered: 1 });

    await call('PUT', `/api/lists/${listId}/preferences`, { enablePriceAlerts: false });
    await setPrice('MSFT', 350);
    await evaluate();
    await setPrice('MSFT', 200);
    expect(await evaluate()).toMatchObject({ stopLossesTriggered: 0 });
  });
});

describe('the scheduled job', () => {
  it('is registered and runs the evaluation on demand', async () => {
    await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 });
    await setPrice('AAPL', 600);
    expect(await app.background.scheduler.runNow(ALERT_EVALUATION_JOB)).toBe('succeeded');
    expect((await call('GET', '/api/alerts')).json()[0].lastTriggeredAt).toEqual(expect.any(String));
  });
});
