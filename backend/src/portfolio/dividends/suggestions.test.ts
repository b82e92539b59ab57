import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const suggestions = async () => (await call('GET', '/api/investments/corporate-actions')).json();

describe("the provider's dividends and splits as suggestions", () => {
  it('offers each dividend of held shares (held before the ex-date x per share); confirmed or dismissed, it is not offered again', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 58, purchaseDate: '2024-01-02' });
    const first = await suggestions();
    const of2024 = first.dividends.filter((offer: { exDate: string }) => offer.exDate.startsWith('2024'));
    expect(of2024.map((offer: { exDate: string }) => offer.exDate)).toEqual(['2024-11-14', '2024-09-13', '2024-06-14', '2024-03-14']);
    expect(of2024[3]).toMatchObject({ symbol: 'KO', quantity: 100, perShare: 0.485, amount: 48.5 });

    const offer = of2024[3];
    const confirmed = await call('POST', '/api/investments/dividends', {
      symbol: 'KO', amount: offer.amount, perShare: offer.perShare, exDate: offer.exDate, payDate: '2024-04-01', source: 'suggestion',
    });
    expect(confirmed.json()).toMatchObject({ source: 'suggestion', amount: 48.5 });
    expect((await call('POST', '/api/investments/dividends/dismissals', { symbol: 'KO', exDate: '2024-06-14' })).json()).toEqual({ success: true });
    const after = (await suggestions()).dividends.map((left: { exDate: string }) => left.exDate);
    expect(after).toHaveLength(first.dividends.length - 2);
    expect(after).not.toContain('2024-03-14');
    expect(after).not.toContain('2024-06-14');
    expect((await call('POST', '/api/audit/verify')).json()).toMatchObject({ ok: true });
  });

  it('offers no dividends when the list does not track them', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 100, purchasePrice: 58, purchaseDate: '2024-01-02' });
    const [list] = (await call('GET', '/api/lists')).json().lists ?? (await call('GET', '/api/lists')).json();
    expect((await call('PUT', `/api/lists/${list.id}/preferences`, { trackDividends: false })).statusCode).toBe(200);
    expect(await suggestions()).toMatchObject({ dividends: [], trackDividends: false });
  });

  it("offers AAPL's 4:1 split for lots bought before it; confirmed, lots, ledger and value stay continuous; replay equals the live read models", async () => {
    const aapl = (await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 499.23, purchaseDate: '2020-08-28' })).json();
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 5, purchasePrice: 116.97, purchaseDate: '2020-10-01' });
    const before = (await call('GET', '/api/investments')).json()[0];
    const split = (await suggestions()).splits;
    expect(split).toEqual([{ symbol: 'AAPL', portfolioId: aapl.id, date: '2020-08-31', numerator: 4, denominator: 1, sharesBefore: 10, sharesAfter: 40 }]);

    expect((await call('POST', '/api/investments/splits', { symbol: 'AAPL', date: '2020-08-31', numerator: 4 })).json()).toEqual({ success: true });
    const after = (await call('GET', '/api/investments')).json()[0];
    expect(after.quantity).toBe(45);
    expect(after.costBasis).toBe(before.costBasis); // 4,992.30 + 584.85
    expect(after.lots).toEqual([
      { lotId: expect.any(String), quantity: 40, price: 124.8075, date: '2020-08-28' },
      { lotId: expect.any(String), quantity: 5, price: 116.97, date: '2020-10-01' },
    ]);
    const buys = (await call('GET', '/api/investments/transactions')).json().transactions.filter((row: { kind: string }) => row.kind === 'buy');
    expect(buys.map((row: { quantity: number }) => row.quantity).sort()).toEqual([40, 5]);
    expect((await suggestions()).splits).toEqual([]);

    // A sale after the split sells split-adjusted shares.
    const sale = (await call('POST', '/api/investments/sell-position', { portfolioId: aapl.id, quantity: 42, price: 130, date: '2020-11-02' })).json();
    expect(sale.sale.costBasis).toBe(5226.24); // 4,992.30 + 2 x 116.97
    expect((await call('POST', '/api/audit/verify')).json()).toMatchObject({ ok: true });
  });

  it('a dismissed split is not offered again and changes no lot', async () => {
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 3, purchasePrice: 1208.88, purchaseDate: '2024-06-07' });
    expect((await suggestions()).splits).toMatchObject([{ symbol: 'NVDA', date: '2024-06-10', sharesBefore: 3, sharesAfter: 30 }]);
    await call('POST', '/api/investments/splits/dismissals', { symbol: 'NVDA', date: '2024-06-10' });
    expect((await suggestions()).splits).toEqual([]);
    expect((await call('GET', '/api/investments')).json()[0].quantity).toBe(3);
  });
});
