import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

describe('cash flows', () => {
  it('records deposits and withdrawals, totals them, edits and deletes them', async () => {
    const deposit = await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 5000, date: '2024-01-02', description: 'Initial' });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json()).toMatchObject({ type: 'deposit', amount: 5000, date: '2024-01-02', description: 'Initial' });
    const withdrawal = (await call('POST', '/api/investments/cash-flow', { type: 'withdrawal', amount: 1200.5, date: '2024-03-01' })).json();
    expect((await call('GET', '/api/investments/total-cash-invested')).json()).toEqual({ totalCashInvested: 3799.5 });

    const changed = await call('PUT', `/api/investments/cash-flow/${withdrawal.id}`, { type: 'withdrawal', amount: 200, date: '2024-03-02' });
    expect(changed.json()).toMatchObject({ amount: 200, date: '2024-03-02' });
    expect((await call('GET', '/api/investments/cash-flows')).json().map((flow: { amount: number }) => flow.amount)).toEqual([200, 5000]);

    expect((await call('DELETE', `/api/investments/cash-flow/${withdrawal.id}`)).json()).toEqual({ success: true });
    expect((await call('GET', '/api/investments/total-cash-invested')).json()).toEqual({ totalCashInvested: 5000 });
    expect((await call('DELETE', `/api/investments/cash-flow/${withdrawal.id}`)).statusCode).toBe(404);
  });

  it.each([{ amount: 0 }, { amount: -5 }, {}, { amount: 'ten' }])('refuses %o with "Please enter a valid amount"', async (amount) => {
    const response = await call('POST', '/api/investments/cash-flow', { type: 'deposit', ...amount });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid amount');
    expect((await call('GET', '/api/investments/cash-flows')).json()).toEqual([]);
  });

  it("keeps each user's cash flows to themselves", async () => {
    const flow = (await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 100 })).json();
    const other = (await app.signUp()).token;
    const as = (method: string, url: string, body?: unknown) => app.request(method, url, { token: other, body });
    expect((await as('PUT', `/api/investments/cash-flow/${flow.id}`, { type: 'deposit', amount: 1 })).statusCode).toBe(404);
    expect((await as('DELETE', `/api/investments/cash-flow/${flow.id}`)).statusCode).toBe(404);
    expect((await as('GET', '/api/investments/cash-flows')).json()).toEqual([]);
  });
});
