import type { PriceRow } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CachedMarketData } from '../../market/cache.ts';
import { closesFromRows, type DailyCloses } from '../../market/closes.ts';
import { OfflineMarketDataProvider } from '../../market/offline-provider.ts';
import type { HistoryRequest } from '../../market/provider.ts';
import { systemRuntime } from '../../shared/runtime.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const bar = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 1000 });

/**
 * Closes set by hand (no trading on weekends; nothing between 9 March and 6 April, so those are
 * the only valuation days). Every expected figure below is worked out from these by hand.
 */
const SERIES: Record<string, PriceRow[]> = {
  AAPL: [bar('2026-03-02', 100), bar('2026-03-03', 110), bar('2026-03-04', 99), bar('2026-03-05', 105), bar('2026-03-06', 120), bar('2026-03-09', 108), bar('2026-04-06', 126)],
  SPY: [bar('2026-02-27', 400), bar('2026-03-02', 404), bar('2026-03-03', 408), bar('2026-03-04', 396), bar('2026-03-05', 420), bar('2026-03-06', 440), bar('2026-03-09', 418), bar('2026-04-06', 462)],
  // The published example below: 100,000 -> 112,000, +30,000 -> 125,000, -42,000 -> 100,000.
  KO: [bar('2025-01-02', 100), bar('2025-03-03', 112), bar('2025-03-04', 112), bar('2025-08-01', 100), bar('2025-08-04', 100), bar('2026-01-02', 100_000 / 830)],
  QQQ: [bar('2026-02-27', 200), bar('2026-03-02', 210), bar('2026-03-03', 190), bar('2026-03-04', 200), bar('2026-03-05', 220), bar('2026-03-06', 230), bar('2026-03-09', 240), bar('2026-04-06', 250)],
};

/** The offline provider's instruments, with the closes above for the symbols they name. */
class KnownCloses extends OfflineMarketDataProvider {
  override async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
    const rows = SERIES[symbol];
    if (!rows) return super.history(symbol, request);
    const [from, to] = [request.from.toISOString().slice(0, 10), request.to.toISOString().slice(0, 10)];
    return rows.filter((row) => row.t >= from && row.t <= to);
  }

  /** The same closes in compact form (the returns books read these). */
  override async closes(symbol: string, request: HistoryRequest): Promise<DailyCloses> {
    return SERIES[symbol] ? closesFromRows(await this.history(symbol, { ...request, interval: '1d' })) : super.closes(symbol, request);
  }
}

let app: TestApp;
let token: string;
let listId: string;
let clock: number;
beforeEach(async () => {
  clock = Date.parse('2026-04-06T20:00:00Z');
  const now = () => new Date(clock);
  const market = new CachedMarketData(new KnownCloses({ now }), { now, policy: { budget: null } });
  app = await createTestApp({ runtime: { now, newId: systemRuntime.newId }, market });
  token = (await app.signUp()).token;
  listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const performance = (query: string) => call('GET', `/api/investments/performance?listId=${listId}&${query}`);

/** 10 AAPL at 100 on Monday 2 March, 5 more at 99 on Wednesday 4 March: 1,000 + 495 invested. */
async function twoPurchases() {
  const first = await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2026-03-02', listId });
  expect(first.statusCode).toBe(201);
  const second = await call('POST', `/api/investments/stock/${first.json().id}/lots`, { quantity: 5, price: 99, date: '2026-03-04' });
  expect(second.statusCode).toBe(201);
  return first.json().id as string;
}

describe('GET /api/investments/performance', () => {
  it('MAX: value, net invested, TWR, drawdown and benchmark of two purchases, worked out by hand', async () => {
    await twoPurchases();
    const response = await performance('range=MAX');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ listId, range: 'MAX', from: '2026-03-02', to: '2026-04-06', baseCurrency: 'USD', includesCash: false, benchmarkSymbol: 'SPY' });
    // Sub-period returns: 3-02 0 (bought at the close); 3-03 1,100/1,000; 3-04 1,485/(1,100 + 495);
    // 3-05 1,575/1,485; 3-06 1,800/1,575; 3-09 0.9; 4-06 126/108. Growth: 1, 1.1, 1.1 x 27/29 = 29.7/29,
    // 1,039.5/957, 36/29, 32.4/29, 37.8/29. Running peak 1.1 from 3-03 to 3-05, then 36/29, then 37.8/29.
    // SPY from its close before the first day (400 on Friday 27 February).
    expect(body.points).toHaveLength(7);
    const expected = [
      ['2026-03-02', 1000, 1000, 0, 0, 0.01],
      ['2026-03-03', 1100, 1000, 0.1, 0, 0.02],
      ['2026-03-04', 1485, 1495, 29.7 / 29 - 1, 27 / 29 - 1, -0.01],
      ['2026-03-05', 1575, 1495, 1039.5 / 957 - 1, 945 / 957 - 1, 0.05],
      ['2026-03-06', 1800, 1495, 7 / 29, 0, 0.1],
      ['2026-03-09', 1620, 1495, 32.4 / 29 - 1, -0.1, 0.045],
      ['2026-04-06', 1890, 1495, 37.8 / 29 - 1, 0, 0.155],
    ] as const;
    body.points.forEach((point: Record<string, number>, i: number) => {
      const [date, marketValue, netInvested, twr, drawdown, benchmark] = expected[i]!;
      expect(point.date).toBe(date);
      expect(point.marketValue).toBe(marketValue);
      expect(point.netInvested).toBe(netInvested);
      expect(point.twr).toBeCloseTo(twr, 9);
      expect(point.drawdown).toBeCloseTo(drawdown, 9);
      expect(point.benchmark).toBeCloseTo(benchmark, 9);
    });
    // The same TWR the summary reports since inception (percent there).
    const summary = (await call('GET', `/api/investments/summary?listId=${listId}`)).json();
    expect(summary.returns.timeWeighted.total).toBeCloseTo((37.8 / 29 - 1) * 100, 2);
  });

  it('1M starts at the close on the range start: 6 March is the base (0%), then -10% and +5%', async () => {
    await twoPurchases();
    const body = (await performance('range=1M')).json();
    expect(body).toMatchObject({ range: '1M', from: '2026-03-06', to: '2026-04-06' });
    expect(body.points.map((point: { date: string }) => point.date)).toEqual(['2026-03-06', '2026-03-09', '2026-04-06']);
    const [base, fall, rise] = body.points;
    expect(base).toMatchObject({ marketValue: 1800, netInvested: 1495, twr: 0, drawdown: 0, benchmark: 0 });
    expect(fall.twr).toBeCloseTo(-0.1, 10);
    expect(fall.drawdown).toBeCloseTo(-0.1, 10);
    expect(fall.benchmark).toBeCloseTo(418 / 440 - 1, 10);
    expect(rise.twr).toBeCloseTo(0.05, 10); // 1,890 / 1,800
    expect(rise.drawdown).toBe(0);
    expect(rise.benchmark).toBeCloseTo(0.05, 10); // 462 / 440
  });

  it('defaults to 1Y; YTD and 3M cover the whole history here and match MAX', async () => {
    await twoPurchases();
    const max = (await performance('range=MAX')).json().points;
    const oneYear = (await performance('')).json();
    expect(oneYear).toMatchObject({ range: '1Y', from: '2025-04-06' });
    expect(oneYear.points).toEqual(max);
    expect((await performance('range=YTD')).json()).toMatchObject({ from: '2026-01-01', points: max });
    expect((await performance('range=3M')).json()).toMatchObject({ from: '2026-01-06', points: max });
  });

  it('chains sub-periods as a published worked example does (mathcelebrity.com time-weighted return: 18.78%)', async () => {
    // "An asset worth 100,000 on January 1. On March 1 the value has increased to 112,000. Immediately
    // after, a 30,000 contribution is made. On August 1 the value is 125,000. Immediately after,
    // 42,000 is withdrawn. January 1 of the following year the asset is valued at 100,000":
    // 1.12 x 125,000 / 142,000 x 100,000 / 83,000 - 1 = 18.785% (the page truncates to 18.78%).
    // Here as trades: 1,000 KO at 100; 250 more for 30,000; 420 sold at 100 for 42,000; 830 left at 120.48.
    const { id } = (await call('POST', '/api/investments/stock', { symbol: 'KO', quantity: 1000, purchasePrice: 100, purchaseDate: '2025-01-02', listId })).json();
    await call('POST', `/api/investments/stock/${id}/lots`, { quantity: 250, price: 120, date: '2025-03-04' });
    await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 420, price: 100, fees: 0, date: '2025-08-04' });
    const points = (await performance('range=MAX')).json().points as { date: string; marketValue: number; netInvested: number; twr: number }[];
    expect(points.map((point) => [point.date, point.marketValue, point.netInvested])).toEqual([
      ['2025-01-02', 100_000, 100_000],
      ['2025-03-03', 112_000, 100_000],
      ['2025-03-04', 140_000, 130_000],
      ['2025-08-01', 125_000, 130_000],
      ['2025-08-04', 83_000, 88_000],
      ['2026-01-02', 100_000, 88_000],
    ]);
    expect(points.at(-1)!.twr).toBeCloseTo(1.12 * (125 / 142) * (100 / 83) - 1, 9);
    expect(Math.floor(points.at(-1)!.twr * 10_000) / 100).toBe(18.78);
  });

  it("1Y ends at the summary's trailing one-year TWR (same base: the close on or before the range start)", async () => {
    // The offline provider's MSFT closes, bought two years before the clock's day.
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 3, purchasePrice: 400, purchaseDate: '2024-04-01', listId });
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 2, purchasePrice: 380, purchaseDate: '2025-09-01', listId });
    const points = (await performance('range=1Y')).json().points;
    const summary = (await call('GET', `/api/investments/summary?listId=${listId}`)).json();
    expect(points.at(-1).twr * 100).toBeCloseTo(summary.timeBasedReturns.oneYear, 2);
    expect(Math.min(...points.map((point: { drawdown: number }) => point.drawdown))).toBeLessThan(0);
  });

  it("uses the list's benchmarkSymbol preference", async () => {
    await twoPurchases();
    expect((await call('PUT', `/api/lists/${listId}/preferences`, { benchmarkSymbol: 'QQQ' })).statusCode).toBe(200);
    const body = (await performance('range=MAX')).json();
    expect(body.benchmarkSymbol).toBe('QQQ');
    // QQQ from 200 (27 February): 210, 190, 200, 220, 230, 240, 250.
    expect(body.points.map((point: { benchmark: number }) => point.benchmark)).toEqual([0.05, -0.05, 0, 0.1, 0.15, 0.2, 0.25]);
    // A benchmark the market does not know leaves the column empty; the list's own series still answers.
    await call('PUT', `/api/lists/${listId}/preferences`, { benchmarkSymbol: 'ZZZZ' });
    const unknown = (await performance('range=MAX')).json();
    expect(unknown).toMatchObject({ benchmarkSymbol: 'ZZZZ' });
    expect(unknown.points.map((point: { benchmark: null; twr: number }) => [point.benchmark, point.twr])).toEqual(body.points.map((point: { twr: number }) => [null, point.twr]));
  });

  it('follows a sale: money out lowers net invested, the TWR is unmoved by it', async () => {
    const id = await twoPurchases();
    // Sell 5 at the 3-05 close of 105, no fees: 525 out; value 10 x 105 = 1,050.
    expect((await call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 5, price: 105, fees: 0, date: '2026-03-05' })).statusCode).toBe(200);
    const points = (await performance('range=MAX')).json().points;
    expect(points[3]).toMatchObject({ date: '2026-03-05', marketValue: 1050, netInvested: 970 });
    expect(points[3].twr).toBeCloseTo(1039.5 / 957 - 1, 9);
    expect(points[4].twr).toBeCloseTo(7 / 29, 9); // 3-06: 1,200 / 1,050 = 1,800 / 1,575
  });

  it('a kept answer follows a back-dated purchase and a new benchmark at once', async () => {
    const id = await twoPurchases();
    const before = (await performance('range=MAX')).json();
    expect((await performance('range=MAX')).json()).toEqual(before);
    // 10 more at 110 on 3-03: from then on 20 shares, then 25 from 3-04.
    expect((await call('POST', `/api/investments/stock/${id}/lots`, { quantity: 10, price: 110, date: '2026-03-03' })).statusCode).toBe(201);
    const after = (await performance('range=MAX')).json();
    expect(after.points[1]).toMatchObject({ date: '2026-03-03', marketValue: 2200, netInvested: 2100 });
    expect(after.points.at(-1)).toMatchObject({ marketValue: 25 * 126, netInvested: 2595 });
    await call('PUT', `/api/lists/${listId}/preferences`, { benchmarkSymbol: 'QQQ' });
    expect((await performance('range=MAX')).json()).toMatchObject({ benchmarkSymbol: 'QQQ', points: expect.arrayContaining([expect.objectContaining({ date: '2026-04-06', benchmark: 0.25 })]) });
  });

  it('cash mode: the value includes the cash, deposits are the money in', async () => {
    // 2,000 deposited, 1,000 of it in 10 AAPL at 100: value 2,000 then 1,100 + 1,000 = 2,100 (+5%).
    expect((await call('POST', '/api/investments/cash-flow', { type: 'deposit', amount: 2000, date: '2026-03-02', listId })).statusCode).toBe(201);
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2026-03-02', listId });
    const body = (await performance('range=MAX')).json();
    expect(body.includesCash).toBe(true);
    const [first, second] = body.points;
    expect(first).toMatchObject({ date: '2026-03-02', marketValue: 2000, netInvested: 2000, twr: 0 });
    expect(second).toMatchObject({ date: '2026-03-03', marketValue: 2100, netInvested: 2000, twr: 0.05 });
  });

  it('without listId: all lists together', async () => {
    await twoPurchases();
    const other = (await call('POST', '/api/lists', { name: 'Second' })).json().id;
    await call('POST', '/api/investments/stock', { symbol: 'AAPL', quantity: 1, purchasePrice: 110, purchaseDate: '2026-03-03', listId: other });
    const body = (await call('GET', '/api/investments/performance?range=MAX')).json();
    expect(body.listId).toBeNull();
    expect(body.points.at(-1)).toMatchObject({ date: '2026-04-06', marketValue: 16 * 126, netInvested: 1605 });
  });

  it('answers an empty series for a list without holdings', async () => {
    const response = await performance('range=1Y');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ points: [], benchmarkSymbol: 'SPY', baseCurrency: 'USD', to: '2026-04-06' });
  });

  it('refuses a bad range with a sentence, an unknown list with 404', async () => {
    const bad = await performance('range=2Y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Range must be one of 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y or MAX');
    const unknown = await call('GET', '/api/investments/performance?listId=no-such-list&range=1Y');
    expect(unknown.statusCode).toBe(404);
    const other = await app.signUp();
    const foreign = await app.request('GET', `/api/investments/performance?listId=${listId}`, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect((await app.request('GET', '/api/investments/performance')).statusCode).toBe(401);
  });
});
