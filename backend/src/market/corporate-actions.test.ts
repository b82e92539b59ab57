import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeYahoo, type FakeYahoo } from './fake-yahoo-server.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { CONTRACT_NOW } from './provider.contract.ts';
import { StockNotFoundError } from './provider.ts';
import { YahooMarketDataProvider } from './yahoo-provider.ts';

const now = () => CONTRACT_NOW;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dividend and split history', () => {
  const offline = new OfflineMarketDataProvider({ now });
  let fake: FakeYahoo;
  let yahoo: YahooMarketDataProvider;
  beforeAll(async () => {
    fake = await startFakeYahoo({ now, unknownSymbols: ['NOSUCH'] });
    yahoo = new YahooMarketDataProvider({ baseUrl: fake.url, now, timeoutMs: 2_000 });
  });
  afterAll(() => fake.close());

  it("offline: the real splits (AAPL 4:1 on 2020-08-31, NVDA 10:1 on 2024-06-10)", async () => {
    expect(await offline.splits('AAPL', day('2019-01-01'), day('2021-01-01'))).toEqual([{ date: '2020-08-31', numerator: 4, denominator: 1 }]);
    expect(await offline.splits('NVDA', day('2024-01-01'), day('2024-12-31'))).toEqual([{ date: '2024-06-10', numerator: 10, denominator: 1 }]);
    expect(await offline.splits('KO', day('2000-01-01'), day('2025-01-01'))).toEqual([]);
  });

  it('offline: four dividends a year on weekdays for payers, none for non-payers', async () => {
    const ko = await offline.dividends('KO', day('2024-01-01'), day('2024-12-31'));
    expect(ko.map((payment) => payment.exDate)).toEqual(['2024-03-14', '2024-06-14', '2024-09-13', '2024-11-14']);
    expect(ko.every((payment) => payment.amount === 0.485)).toBe(true);
    for (const payment of ko) expect([0, 6]).not.toContain(new Date(`${payment.exDate}T00:00:00Z`).getUTCDay());
    const aapl = await offline.dividends('AAPL', day('2023-01-01'), day('2024-12-31'));
    expect(aapl).toHaveLength(8);
    // Raised once a year: the 2023 payments are smaller than 2024's.
    expect(aapl[0]!.amount).toBeLessThan(aapl[4]!.amount);
    expect(await offline.dividends('NVDA', day('2024-01-01'), day('2024-12-31'))).toEqual([]);
    await expect(offline.dividends('NOSUCHCO', day('2024-01-01'), day('2024-12-31'))).rejects.toBeInstanceOf(StockNotFoundError);
  });

  it('exchange-rate pairs have neither (the chart, which asks for events, still answers for them)', async () => {
    expect(await offline.dividends('EURUSD=X', day('2024-01-01'), day('2024-12-31'))).toEqual([]);
    expect(await yahoo.splits('EURUSD=X', day('2024-01-01'), day('2024-12-31'))).toEqual([]);
  });

  it('offline: nothing after the clock', async () => {
    const future = await offline.dividends('KO', day('2026-01-01'), day('2030-01-01'));
    expect(future.every((payment) => payment.exDate <= CONTRACT_NOW.toISOString().slice(0, 10))).toBe(true);
  });

  it("yahoo: chart events (events=div, events=split) map back to exactly what the server was given", async () => {
    const from = day('2019-01-01');
    const to = day('2024-12-31');
    expect(await yahoo.dividends('KO', from, to)).toEqual(await offline.dividends('KO', from, to));
    expect(await yahoo.splits('NVDA', from, to)).toEqual(await offline.splits('NVDA', from, to));
    expect(await yahoo.splits('AAPL', from, to)).toEqual([{ date: '2020-08-31', numerator: 4, denominator: 1 }]);
    expect(await yahoo.dividends('NVDA', from, to)).toEqual([]);
    expect(fake.apiRequests.filter((path) => path.startsWith('/v8/finance/chart/')).length).toBeGreaterThanOrEqual(4);
  });

  it('yahoo: an unknown symbol is not found', async () => {
    await expect(yahoo.dividends('NOSUCH', day('2024-01-01'), day('2024-12-31'))).rejects.toBeInstanceOf(StockNotFoundError);
  });
});
