import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { assetClassOf, listingCountryOf, marketCapBandOf } from './classify.ts';

describe('classification rules', () => {
  it('tells crypto pairs, funds and shares apart', () => {
    expect(assetClassOf('BTC-USD', {})).toBe('crypto');
    expect(assetClassOf('BRK-B', { industry: 'Insurance - Diversified' })).toBe('stock');
    expect(assetClassOf('SPY', { name: 'SPDR S&P 500 ETF Trust' })).toBe('etf');
    expect(assetClassOf('VTI', { industry: 'Exchange Traded Fund' })).toBe('etf');
    expect(assetClassOf('AAPL', { industry: 'Consumer Electronics', name: 'Apple Inc.' })).toBe('stock');
  });

  it('bands market caps in dollars at 200 bn, 10 bn, 2 bn and 300 m', () => {
    expect(marketCapBandOf('stock', 200e9).key).toBe('mega');
    expect(marketCapBandOf('stock', 199.9e9).key).toBe('large');
    expect(marketCapBandOf('stock', 10e9).key).toBe('large');
    expect(marketCapBandOf('stock', 2e9).key).toBe('mid');
    expect(marketCapBandOf('stock', 1.99e9).key).toBe('small');
    expect(marketCapBandOf('stock', 300e6).key).toBe('small');
    expect(marketCapBandOf('stock', 299e6).key).toBe('micro');
    expect(marketCapBandOf('stock', null).key).toBe('unknown');
    expect(marketCapBandOf('etf', 500e9).key).toBe('not-applicable');
  });

  it('places a listing by its exchange suffix', () => {
    expect(listingCountryOf('NESN.SW', 'stock')).toEqual({ key: 'CH', label: 'Switzerland' });
    expect(listingCountryOf('VOD.L', 'stock')).toEqual({ key: 'GB', label: 'United Kingdom' });
    expect(listingCountryOf('BRK.B', 'stock')).toEqual({ key: 'US', label: 'United States' });
    expect(listingCountryOf('ETH-USD', 'crypto').key).toBe('none');
  });
});

let app: TestApp;
let token: string;
let listId: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());
const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });

describe('GET /api/investments/allocation', () => {
  it('splits the holdings by holding, sector, asset class, market cap and listing country, weights adding to 1', async () => {
    const buys = [
      { symbol: 'AAPL', quantity: 10, purchasePrice: 150 },
      { symbol: 'MSFT', quantity: 5, purchasePrice: 300 },
      { symbol: 'SPY', quantity: 4, purchasePrice: 400 },
      { symbol: 'BTC-USD', quantity: 0.05, purchasePrice: 40_000 },
      { symbol: 'NESN.SW', quantity: 20, purchasePrice: 80 },
    ];
    for (const buy of buys) expect((await call('POST', '/api/investments/stock', { ...buy, purchaseDate: '2024-01-02', listId })).statusCode).toBe(201);
    await call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 0, listId }); // watch-only: no value
    const response = await call('GET', `/api/investments/allocation?listId=${listId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const items = (await call('GET', `/api/investments/enriched?listId=${listId}`)).json() as { symbol: string; base: { totalValue: number } }[];
    const valueOf = (symbol: string) => items.find((item) => item.symbol === symbol)!.base.totalValue;

    expect(body).toMatchObject({ listId, baseCurrency: 'USD', maxPositionSize: 10 });
    const total = items.reduce((sum, item) => sum + (item.base.totalValue ?? 0), 0);
    expect(body.totalValue).toBeCloseTo(total, 2);
    expect(body.byHolding.map((slice: { key: string }) => slice.key).sort()).toEqual(['AAPL', 'BTC-USD', 'MSFT', 'NESN.SW', 'SPY']);
    for (const slice of body.byHolding) {
      expect(slice.value).toBeCloseTo(valueOf(slice.key), 2);
      expect(slice.weight).toBeCloseTo(valueOf(slice.key) / total, 8);
    }
    for (const dimension of ['byHolding', 'bySector', 'byAssetClass', 'byMarketCap', 'byGeography']) {
      const slices = body[dimension] as { value: number; weight: number }[];
      expect(slices.reduce((sum, slice) => sum + slice.weight, 0)).toBeCloseTo(1, 8);
      expect(slices.map((slice) => slice.value)).toEqual([...slices.map((slice) => slice.value)].sort((a, b) => b - a));
    }
    // A dimension without that slice has nothing in it.
    const keyed = (dimension: string, key: string): number => (body[dimension] as { key: string; value: number }[]).find((slice) => slice.key === key)?.value ?? 0;
    const near = (a: number, b: number) => expect(a).toBeCloseTo(b, 2);
    near(keyed('byAssetClass', 'stock'), valueOf('AAPL') + valueOf('MSFT') + valueOf('NESN.SW'));
    near(keyed('byAssetClass', 'etf'), valueOf('SPY'));
    near(keyed('byAssetClass', 'crypto'), valueOf('BTC-USD'));
    near(keyed('bySector', 'Technology'), valueOf('AAPL') + valueOf('MSFT'));
    near(keyed('bySector', 'Consumer Defensive'), valueOf('NESN.SW'));
    near(keyed('byGeography', 'US'), valueOf('AAPL') + valueOf('MSFT') + valueOf('SPY'));
    near(keyed('byGeography', 'CH'), valueOf('NESN.SW'));
    near(keyed('byGeography', 'none'), valueOf('BTC-USD'));
    // Apple, Microsoft and Nestle (about 200 bn dollars in the demo data's 2025 levels) are mega or large caps.
    near(keyed('byMarketCap', 'mega') + keyed('byMarketCap', 'large'), valueOf('AAPL') + valueOf('MSFT') + valueOf('NESN.SW'));
    near(keyed('byMarketCap', 'not-applicable'), valueOf('SPY') + valueOf('BTC-USD'));
  });

  it("carries the list's max position size and answers empty slices for an empty list", async () => {
    await call('PUT', `/api/lists/${listId}/preferences`, { maxPositionSize: 15 });
    const body = (await call('GET', `/api/investments/allocation?listId=${listId}`)).json();
    expect(body).toMatchObject({ maxPositionSize: 15, totalValue: 0, byHolding: [], bySector: [], byAssetClass: [], byMarketCap: [], byGeography: [] });
  });

  it('answers 404 for an unknown or foreign list', async () => {
    expect((await call('GET', '/api/investments/allocation?listId=nope')).statusCode).toBe(404);
    const other = await app.signUp();
    expect((await app.request('GET', `/api/investments/allocation?listId=${listId}`, { token: other.token })).statusCode).toBe(404);
  });
});
