import type { MarketQuote, PriceRow, StockFundamentals } from '@folio/contracts';
import { describe, expect, it } from 'vitest';
import { CachedMarketData } from '../market/cache.ts';
import { FxRates } from '../market/fx.ts';
import { StockNotFoundError, type CompanyProfile, type HistoryRequest, type MarketDataProvider } from '../market/provider.ts';
import { closesIn, LedgerConverter, ListingCurrencies, valuationIn } from './base-currency.ts';
import { toHolding, toPortfolioItem } from './items.ts';
import type { PriceBook } from './prices.ts';
import type { PositionDoc, TransactionDoc } from './projection.ts';
import { ReturnsBooks } from './returns-books.ts';
import { toSummary } from './summary.ts';

const bar = (t: string, c: number): PriceRow => ({ t, o: c, h: c, l: c, c, v: 1000 });

/**
 * The worked example of docs/returns.md. Closes and rates as a feed would publish them, with no
 * trading on the weekend of 8-9 March 2025:
 *
 *   day          NESN.SW close (CHF)   CHFUSD=X (USD per CHF)
 *   2025-03-06   80                    1.12
 *   2025-03-07   81                    1.13
 *   2025-03-10   82                    1.14
 */
const SERIES: Record<string, PriceRow[]> = {
  'NESN.SW': [bar('2025-03-06', 80), bar('2025-03-07', 81), bar('2025-03-10', 82)],
  'CHFUSD=X': [bar('2025-03-06', 1.12), bar('2025-03-07', 1.13), bar('2025-03-10', 1.14)],
  AAPL: [bar('2025-03-06', 200), bar('2025-03-07', 200), bar('2025-03-10', 210)],
};
const CURRENCY: Record<string, string> = { 'NESN.SW': 'CHF', AAPL: 'USD' };

class WorkedExample implements MarketDataProvider {
  readonly source = 'yahoo' as const;
  async history(symbol: string, request: HistoryRequest): Promise<readonly PriceRow[]> {
    const rows = SERIES[symbol];
    if (!rows) throw new StockNotFoundError(symbol);
    const [from, to] = [request.from.toISOString().slice(0, 10), request.to.toISOString().slice(0, 10)];
    return rows.filter((row) => row.t >= from && row.t <= to);
  }
  async profile(symbol: string): Promise<CompanyProfile> {
    if (!CURRENCY[symbol]) throw new StockNotFoundError(symbol);
    return { symbol, name: symbol, sector: null, industry: null, currency: CURRENCY[symbol]! };
  }
  quote(symbol: string): Promise<MarketQuote> {
    throw new StockNotFoundError(symbol);
  }
  fundamentals(symbol: string): Promise<StockFundamentals> {
    throw new StockNotFoundError(symbol);
  }
}

function setUp() {
  const market = new CachedMarketData(new WorkedExample(), { policy: { budget: null } });
  const fx = new FxRates(market);
  const currencies = new ListingCurrencies(market);
  return { market, fx, currencies, ledgers: new LedgerConverter(fx, currencies) };
}

const position = (symbol: string, quantity: number, price: number, date: string): PositionDoc => ({
  _id: `p-${symbol}`, _position: 1, ownerId: 'u', listId: 'l', symbol, quantity, purchasePrice: price, purchaseDate: date,
  lots: [{ lotId: `lot-${symbol}`, quantity, price, date }], realizedGain: 0, createdAt: `${date}T12:00:00Z`,
});
const buyRow = (symbol: string, quantity: number, price: number, date: string): TransactionDoc => ({
  _id: `buy:lot-${symbol}`, ownerId: 'u', listId: 'l', positionId: `p-${symbol}`, kind: 'buy', symbol, quantity, price,
  amount: quantity * price, fees: null, realizedGain: null, date, recordedAt: `${date}T12:00:00Z`,
});
/** Prices of Monday 10 March, in each listing's currency. */
const monday: PriceBook = {
  price: (symbol) => ({ 'NESN.SW': 82, AAPL: 210 })[symbol] ?? null,
  stockData: () => null,
  currency: (symbol) => CURRENCY[symbol]!,
};

describe('a Swiss position in a dollar list', () => {
  it('costs at the trade-date rate and is worth at the valuation-date rate, so the franc move is part of the gain', async () => {
    const { fx } = setUp();
    const doc = position('NESN.SW', 10, 80, '2025-03-06');
    const inBase = await valuationIn(fx, 'USD', [doc], monday, '2025-03-10');
    const item = toPortfolioItem(doc, monday, '2025-03-10', inBase(doc));
    // In francs, as the broker shows it: cost 10 x 80 = 800, value 10 x 82 = 820, gain 20 (2.50 %).
    expect(item).toMatchObject({ currency: 'CHF', costBasis: 800, totalValue: 820, gainLoss: 20, gainLossPercent: 2.5 });
    // In dollars: cost 800 x 1.12 = 896.00 (6 March), value 820 x 1.14 = 934.80 (10 March),
    // gain 38.80 = 20 CHF price gain x 1.14 (22.80) + 800 CHF x (1.14 - 1.12) exchange gain (16.00);
    // 38.80 / 896 = 4.33 %.
    expect(item.base).toEqual({ currency: 'USD', fxRate: 1.14, costBasis: 896, totalValue: 934.8, gainLoss: 38.8, gainLossPercent: 4.33, realizedGain: 0 });
    // The lots stay in francs: what the broker shows.
    expect(item.lots[0]).toMatchObject({ price: 80 });
  });

  it('sums a mixed list in the base currency, and its returns include the exchange-rate move', async () => {
    const { market, fx, currencies, ledgers } = setUp();
    const docs = [position('NESN.SW', 10, 80, '2025-03-06'), position('AAPL', 2, 200, '2025-03-06')];
    const ledger = [buyRow('NESN.SW', 10, 80, '2025-03-06'), buyRow('AAPL', 2, 200, '2025-03-06')];
    const converted = await ledgers.convert(ledger, 'USD', '2025-03-10');
    // The AAPL row is the very same object; the Nestlé buy is 800 CHF x 1.12 = 896 USD.
    expect(converted.rows[1]).toBe(ledger[1]);
    expect(converted.rows[0]!.amount).toBeCloseTo(896, 10);
    const returns = await new ReturnsBooks(closesIn(market, fx, currencies, 'USD')).summary('k', converted.rows, '2025-03-10');
    const inBase = await valuationIn(fx, 'USD', docs, monday, '2025-03-10');
    const summary = toSummary(docs.map((doc) => toHolding(doc, monday, inBase(doc))), converted.rows, returns, null);
    // Cost 896 + 400 = 1,296.00; value 934.80 + 420 = 1,354.80; gain 58.80 (4.54 %).
    expect(summary).toMatchObject({ totalCost: 1296, totalValue: 1354.8, totalGainLoss: 58.8, totalGainLossPercent: 4.54 });
    // Holdings mode, one purchase day: the time-weighted return is value / cost - 1 = 1,354.80 / 1,296 - 1 = 4.537 %,
    // and so is the money-weighted period return.
    expect(returns.timeWeighted.total).toBeCloseTo(1354.8 / 1296 - 1, 10);
    expect(returns.moneyWeighted.annualized).toBeCloseTo(1354.8 / 1296 - 1, 6);
    // Valued in francs as if they were dollars (the bug this fixes) it would have read 820 + 420 vs 800 + 400: 3.33 %.
    expect(returns.timeWeighted.total).not.toBeCloseTo(1240 / 1200 - 1, 3);
  });

  it("converts a sale at its own date's rate", async () => {
    const { ledgers } = setUp();
    const sale: TransactionDoc = {
      _id: 'sell:s1', ownerId: 'u', listId: 'l', positionId: 'p-NESN.SW', kind: 'sell', symbol: 'NESN.SW', quantity: 5, price: 81,
      amount: 400, fees: 5, realizedGain: 0, date: '2025-03-08', recordedAt: '2025-03-08T12:00:00Z',
    };
    const converted = await ledgers.convert([buyRow('NESN.SW', 10, 80, '2025-03-06'), sale], 'USD', '2025-03-10');
    // Saturday 8 March takes Friday's 1.13: proceeds 400 CHF = 452.00 USD, price 81 CHF = 91.53 USD, fees 5.65 USD.
    expect(converted.rows[1]).toMatchObject({ amount: expect.closeTo(452, 9), price: expect.closeTo(91.53, 9), fees: expect.closeTo(5.65, 9) });
    expect(converted.complete).toBe(true);
  });

  it('is valued in francs in a franc list, and AAPL then converts the other way', async () => {
    const { fx } = setUp();
    const doc = position('NESN.SW', 10, 80, '2025-03-06');
    const inBase = await valuationIn(fx, 'CHF', [doc], monday, '2025-03-10');
    expect(toPortfolioItem(doc, monday, '2025-03-10', inBase(doc)).base).toMatchObject({ currency: 'CHF', fxRate: 1, totalValue: 820, costBasis: 800 });
  });
});
