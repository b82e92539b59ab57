import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineMarketDataProvider } from '../market/offline-provider.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Tuesday 30 June 2026, after the close. */
const NOW = new Date('2026-06-30T21:30:00Z');
const TODAY = '2026-06-30';
const BOUGHT = '2024-03-01'; // a Friday: every market and every pair has a close
/** The same deterministic data the app's offline provider serves, read directly. */
const offline = new OfflineMarketDataProvider({ now: () => NOW });
const closeOn = async (symbol: string, day: string) =>
  (await offline.history(symbol, { from: new Date(`${day}T00:00:00Z`), to: new Date(`${day}T00:00:00Z`), interval: '1d' }))[0]!.c;

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp({ runtime: { now: () => NOW, newId: systemRuntime.newId } });
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const add = async (listId: string, symbol: string, quantity: number, purchasePrice: number) => {
  const response = await call('POST', '/api/investments/stock', { listId, symbol, quantity, purchasePrice, purchaseDate: BOUGHT });
  expect(response.statusCode).toBe(201);
};
const cents = (value: number) => Math.round(value * 100) / 100;

/** A dollar list holding Apple, Nestlé (CHF), Vodafone (GBP, quoted by Yahoo in pence) and Toyota (JPY). */
const MIXED = [
  { symbol: 'AAPL', quantity: 10, price: 180, currency: 'USD' },
  { symbol: 'NESN.SW', quantity: 20, price: 90, currency: 'CHF' },
  { symbol: 'VOD.L', quantity: 1000, price: 0.7, currency: 'GBP' },
  { symbol: '7203.T', quantity: 100, price: 3400, currency: 'JPY' },
] as const;

describe('a list holding listings in four currencies', () => {
  it('shows each position in its own currency and in the list’s, and sums the summary in dollars', async () => {
    const listId = (await call('GET', '/api/lists')).json()[0].id as string;
    for (const { symbol, quantity, price } of MIXED) await add(listId, symbol, quantity, price);
    const items = (await call('GET', `/api/investments?listId=${listId}`)).json() as Array<Record<string, any>>;

    let expectedCost = 0;
    let expectedValue = 0;
    for (const { symbol, quantity, price, currency } of MIXED) {
      const item = items.find((row) => row.symbol === symbol)!;
      const boughtAt = currency === 'USD' ? 1 : await closeOn(`${currency}USD=X`, BOUGHT);
      const todayRate = currency === 'USD' ? 1 : await closeOn(`${currency}USD=X`, TODAY);
      // Listing currency: what the broker shows.
      expect(item.currency).toBe(currency);
      expect(item.costBasis).toBe(cents(quantity * price));
      expect(item.currentPrice).toBe(await closeOn(symbol, TODAY));
      // Dollars: cost at 1 March 2024's rate, value at today's.
      expect(item.base.currency).toBe('USD');
      expect(item.base.fxRate).toBe(todayRate);
      expect(item.base.costBasis).toBeCloseTo(quantity * price * boughtAt, 2);
      expect(item.base.totalValue).toBeCloseTo(quantity * item.currentPrice * todayRate, 2);
      expectedCost += quantity * price * boughtAt;
      expectedValue += quantity * item.currentPrice * todayRate;
    }
    // Toyota's 340,000 yen are about two thousand dollars, not 340,000.
    const toyota = items.find((row) => row.symbol === '7203.T')!;
    expect(toyota.base.costBasis).toBeGreaterThan(1500);
    expect(toyota.base.costBasis).toBeLessThan(3500);

    const summary = (await call('GET', `/api/investments/summary?listId=${listId}`)).json();
    expect(summary.currency).toBe('USD');
    expect(summary.totalCost).toBeCloseTo(expectedCost, 2);
    expect(summary.totalValue).toBeCloseTo(expectedValue, 2);
    expect(summary.totalGainLoss).toBeCloseTo(expectedValue - expectedCost, 2);
    // One purchase day and no other flows: the time-weighted return since inception is value / cost - 1,
    // in dollars (the closes and the rates of every day in between cancel out in the chain).
    expect(summary.returns.timeWeighted.total).toBeCloseTo((expectedValue / expectedCost - 1) * 100, 1);
  });
});

describe('a euro-based list', () => {
  it('values its holdings and summary in euros', async () => {
    const listId = (await call('POST', '/api/lists', { name: 'Euro book' })).json().id as string;
    const saved = await call('PUT', `/api/lists/${listId}/preferences`, { baseCurrency: 'EUR' });
    expect(saved.statusCode).toBe(200);
    await add(listId, 'AAPL', 10, 180);
    await add(listId, 'SAP.DE', 5, 170);

    const items = (await call('GET', `/api/investments?listId=${listId}`)).json() as Array<Record<string, any>>;
    const apple = items.find((row) => row.symbol === 'AAPL')!;
    const sap = items.find((row) => row.symbol === 'SAP.DE')!;
    const [usdEurThen, usdEurNow] = [await closeOn('USDEUR=X', BOUGHT), await closeOn('USDEUR=X', TODAY)];
    expect(apple.currency).toBe('USD');
    expect(apple.costBasis).toBe(1800);
    expect(apple.base).toMatchObject({ currency: 'EUR', fxRate: usdEurNow });
    expect(apple.base.costBasis).toBeCloseTo(1800 * usdEurThen, 2);
    // SAP trades in euros: the same figures twice, at rate 1.
    expect(sap.currency).toBe('EUR');
    expect(sap.base).toMatchObject({ currency: 'EUR', fxRate: 1, costBasis: 850, totalValue: sap.totalValue });

    const summary = (await call('GET', `/api/investments/summary?listId=${listId}`)).json();
    expect(summary.currency).toBe('EUR');
    expect(summary.totalCost).toBeCloseTo(1800 * usdEurThen + 850, 2);
    expect(summary.totalValue).toBeCloseTo(10 * apple.currentPrice * usdEurNow + sap.totalValue, 2);

    // The default list stays in dollars.
    expect((await call('GET', '/api/investments/summary')).json().currency).toBe('USD');
  });

  it('refuses a currency that is not one, and changes nothing', async () => {
    const listId = (await call('POST', '/api/lists', { name: 'Odd' })).json().id as string;
    const refused = await call('PUT', `/api/lists/${listId}/preferences`, { baseCurrency: 'EURO' });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', `/api/investments/summary?listId=${listId}`)).json().currency).toBe('USD');
  });
});
