/**
 * A local HTTP server that answers like Yahoo Finance (cookie + crumb handshake, v7 quote,
 * v10 quoteSummary, v8 chart), serving the offline provider's data in Yahoo's wire format. Tests
 * point the Yahoo adapter at it and switch it into failure modes: empty results, 429, malformed
 * JSON, a wrong shape, 500, or never answering.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { offlineSymbolForIsin } from './offline-isins.ts';
import { OfflineMarketDataProvider } from './offline-provider.ts';
import { StockNotFoundError } from './provider.ts';

export type FakeYahooMode = 'normal' | 'empty' | 'rate-limited' | 'malformed' | 'wrong-shape' | 'server-error' | 'hang';

export interface FakeYahoo {
  url: string;
  mode: FakeYahooMode;
  /** Paths of API requests received (not the cookie/crumb handshake). */
  readonly apiRequests: string[];
  close(): Promise<void>;
}

/** Yahoo omits missing fields rather than sending null. */
function present(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}

const fraction = (percent: number | null) => (percent === null ? null : percent / 100);
const epoch = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const EXCHANGE = {
  language: 'en-US', region: 'US', quoteType: 'EQUITY', triggerable: true, marketState: 'REGULAR', tradeable: false,
  exchange: 'NMS', exchangeTimezoneName: 'America/New_York', exchangeTimezoneShortName: 'EST',
  gmtOffSetMilliseconds: -18_000_000, market: 'us_market', esgPopulated: false, sourceInterval: 15,
  exchangeDataDelayedBy: 0, fullExchangeName: 'NasdaqGS', currency: 'USD',
};

/**
 * How Yahoo quotes a listing: London in pence ('GBp', prices x 100), everything else in its
 * currency. The adapter must turn pence back into pounds.
 */
function wire(symbol: string, currency: string | undefined) {
  const pence = currency === 'GBP' && symbol.endsWith('.L');
  const times = (value: number | null | undefined) => (value == null ? value : pence ? value * 100 : value);
  return { currency: pence ? 'GBp' : (currency ?? 'USD'), times };
}

async function quoteAnswer(offline: OfflineMarketDataProvider, symbol: string) {
  const [q, f, p] = await Promise.all([offline.quote(symbol), offline.fundamentals(symbol), offline.profile(symbol)]);
  const { currency, times } = wire(symbol, q.currency);
  return present({
    ...EXCHANGE, currency, symbol, shortName: p.name, longName: p.name, regularMarketPrice: times(q.currentPrice),
    regularMarketChange: times(q.dayChange), regularMarketChangePercent: q.dayChangePercent,
    regularMarketPreviousClose: times(q.previousClose), regularMarketOpen: times(q.open), regularMarketDayHigh: times(q.dayHigh),
    regularMarketDayLow: times(q.dayLow), regularMarketVolume: q.volume, regularMarketTime: epoch(q.marketTime),
    marketCap: f.marketCap, fiftyTwoWeekHigh: times(f.week52High), fiftyTwoWeekLow: times(f.week52Low),
    averageDailyVolume3Month: f.avgVolume, trailingPE: f.peRatio,
  });
}

async function summaryAnswer(offline: OfflineMarketDataProvider, symbol: string, modules: string[]) {
  const [q, f, p] = await Promise.all([offline.quote(symbol), offline.fundamentals(symbol), offline.profile(symbol)]);
  const shares = f.marketCap !== null ? f.marketCap / q.currentPrice : null;
  const { currency, times } = wire(symbol, q.currency);
  const all: Record<string, Record<string, unknown>> = {
    price: present({
      maxAge: 1, priceHint: 2, quoteType: 'EQUITY', symbol, shortName: p.name, longName: p.name,
      currency, regularMarketPrice: times(q.currentPrice),
      regularMarketChange: times(q.dayChange), regularMarketChangePercent: fraction(q.dayChangePercent),
      regularMarketPreviousClose: times(q.previousClose), regularMarketVolume: q.volume, marketCap: f.marketCap,
    }),
    summaryDetail: present({
      maxAge: 1, priceHint: 2, currency, tradeable: false, marketCap: f.marketCap, trailingPE: f.peRatio,
      dividendYield: fraction(f.dividendYield), payoutRatio: fraction(f.payoutRatio), fiftyTwoWeekHigh: times(f.week52High),
      fiftyTwoWeekLow: times(f.week52Low), volume: f.volume, averageVolume: f.avgVolume, fiftyDayAverage: times(f.movingAverage50Day),
    }),
    defaultKeyStatistics: present({
      maxAge: 1, priceHint: 2, pegRatio: f.pegRatio, priceToBook: f.priceToBook, bookValue: f.bookValue,
      trailingEps: f.trailingEps, forwardEps: f.forwardEps, sharesOutstanding: shares,
    }),
    financialData: present({
      maxAge: 86400, recommendationKey: 'buy', financialCurrency: q.currency ?? 'USD', currentPrice: times(q.currentPrice),
      returnOnAssets: fraction(f.returnOnAssets), returnOnEquity: fraction(f.returnOnEquity),
      earningsGrowth: fraction(f.earningsGrowth), revenueGrowth: fraction(f.salesGrowthRate),
      profitMargins: fraction(f.profitMargins), operatingMargins: fraction(f.operatingMargins),
      currentRatio: f.currentRatio, quickRatio: f.quickRatio,
      debtToEquity: f.debtToEquity === null ? null : f.debtToEquity * 100, totalRevenue: f.totalRevenue,
      ebitda: f.ebitda, freeCashflow: f.freeCashflow, totalCash: f.totalCash, totalDebt: f.totalDebt,
    }),
    assetProfile: present({ maxAge: 86400, companyOfficers: [], sector: p.sector, industry: p.industry }),
  };
  // Yahoo does send these as explicit nulls, and the client's schema insists on them.
  Object.assign(all.price!, { underlyingSymbol: null, lastMarket: null, fromCurrency: null });
  Object.assign(all.summaryDetail!, { algorithm: null, fromCurrency: null, lastMarket: null });
  Object.assign(all.defaultKeyStatistics!, { category: null, fundFamily: null, legalType: null, lastSplitFactor: null });
  return Object.fromEntries(modules.filter((m) => m in all).map((m) => [m, all[m]]));
}

async function chartAnswer(offline: OfflineMarketDataProvider, symbol: string, params: URLSearchParams) {
  const interval = (params.get('interval') ?? '1d') as '1d' | '1wk' | '1mo';
  const from = new Date(Number(params.get('period1')) * 1000);
  const to = new Date(Number(params.get('period2')) * 1000 - 1000);
  const [rows, q] = await Promise.all([offline.history(symbol, { from, to, interval }), offline.quote(symbol)]);
  const { currency, times } = wire(symbol, q.currency);
  const period = { timezone: 'EST', start: 0, end: 0, gmtoffset: -18000 };
  const meta = {
    currency, symbol, exchangeName: 'NMS', instrumentType: 'EQUITY', firstTradeDate: 0,
    regularMarketTime: epoch(q.marketTime), gmtoffset: -18000, timezone: 'EST', exchangeTimezoneName: 'America/New_York',
    regularMarketPrice: times(q.currentPrice), priceHint: 2, currentTradingPeriod: { pre: period, regular: period, post: period },
    dataGranularity: interval, range: '', validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '5y', '10y', 'max'],
  };
  if (rows.length === 0) return { meta, indicators: { quote: [{}] } };
  return {
    meta,
    ...(await chartEvents(offline, symbol, params.get('events') ?? '', from, to, times)),
    // Yahoo stamps daily bars at the session's open.
    timestamp: rows.map((row) => epoch(`${row.t}T14:30:00Z`)),
    indicators: {
      quote: [{ open: rows.map((r) => times(r.o)), high: rows.map((r) => times(r.h)), low: rows.map((r) => times(r.l)), close: rows.map((r) => times(r.c)), volume: rows.map((r) => r.v) }],
      adjclose: [{ adjclose: rows.map((r) => times(r.c)) }],
    },
  };
}

/**
 * Yahoo's `events` object: dividends and splits keyed by their epoch second, split-adjusted
 * amounts, only when asked for (`events=div`, `events=split`, `events=div|split`).
 */
async function chartEvents(offline: OfflineMarketDataProvider, symbol: string, asked: string, from: Date, to: Date, times: (value: number) => number | null | undefined) {
  const wanted = asked.split('|');
  const events: Record<string, Record<string, unknown>> = {};
  if (wanted.includes('div')) {
    const dividends = await offline.dividends(symbol, from, to);
    if (dividends.length) {
      events.dividends = Object.fromEntries(dividends.map((d) => [String(epoch(`${d.exDate}T14:30:00Z`)), { amount: times(d.amount), date: epoch(`${d.exDate}T14:30:00Z`) }]));
    }
  }
  if (wanted.includes('split')) {
    const splits = await offline.splits(symbol, from, to);
    if (splits.length) {
      events.splits = Object.fromEntries(
        splits.map((split) => {
          const date = epoch(`${split.date}T14:30:00Z`);
          return [String(date), { date, numerator: split.numerator, denominator: split.denominator, splitRatio: `${split.numerator}:${split.denominator}` }];
        }),
      );
    }
  }
  return Object.keys(events).length ? { events } : {};
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Yahoo's search answer: an ISIN the offline universe knows finds its listing, anything else nothing. */
function searchAnswer(query: string) {
  const symbol = offlineSymbolForIsin(query);
  const quotes = symbol
    ? [{ exchange: 'NMS', shortname: symbol, quoteType: 'EQUITY', symbol, index: 'quotes', score: 20_000, typeDisp: 'Equity', longname: symbol, isYahooFinance: true }]
    : [];
  return { explains: [], count: quotes.length, quotes, news: [], nav: [], lists: [], researchReports: [], totalTime: 12, timeTakenForQuotes: 410 };
}

const NOT_FOUND = {
  quote: () => ({ quoteResponse: { result: [], error: null } }),
  quoteSummary: (symbol: string) => ({ quoteSummary: { result: null, error: { code: 'Not Found', description: `Quote not found for symbol: ${symbol}` } } }),
  chart: () => ({ chart: { result: null, error: { code: 'Not Found', description: 'No data found, symbol may be delisted' } } }),
};

export async function startFakeYahoo(options: { now: () => Date; unknownSymbols?: readonly string[] }): Promise<FakeYahoo> {
  const offline = new OfflineMarketDataProvider({ now: options.now });
  const unknown = new Set(options.unknownSymbols ?? []);
  const sockets = new Set<Socket>();
  const fake: FakeYahoo = { url: '', mode: 'normal', apiRequests: [], close: async () => {} };

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    fake.apiRequests.push(url.pathname);
    if (fake.mode === 'hang') return;
    if (fake.mode === 'rate-limited') return send(response, 429, 'Too Many Requests', 'text/plain');
    if (fake.mode === 'server-error') return send(response, 500, 'Internal Server Error', 'text/plain');
    if (fake.mode === 'malformed') return send(response, 200, '{"quoteResponse":{"result":[{"symbol":');
    if (fake.mode === 'wrong-shape') return send(response, 200, { finance: { result: 'nothing here' } });
    if (url.pathname === '/v1/finance/search') return send(response, 200, searchAnswer(url.searchParams.get('q') ?? ''));
    const kind = url.pathname.startsWith('/v7/') ? 'quote' : url.pathname.startsWith('/v10/') ? 'quoteSummary' : 'chart';
    const symbol = kind === 'quote' ? (url.searchParams.get('symbols') ?? '') : decodeURIComponent(url.pathname.split('/').pop()!);
    if (fake.mode === 'empty') return send(response, 200, { [kind === 'quote' ? 'quoteResponse' : kind]: { result: [], error: null } });
    try {
      if (unknown.has(symbol)) throw new StockNotFoundError(symbol);
      if (kind === 'quote') return send(response, 200, { quoteResponse: { result: [await quoteAnswer(offline, symbol)], error: null } });
      if (kind === 'quoteSummary') {
        const modules = (url.searchParams.get('modules') ?? '').split(',');
        return send(response, 200, { quoteSummary: { result: [await summaryAnswer(offline, symbol, modules)], error: null } });
      }
      return send(response, 200, { chart: { result: [await chartAnswer(offline, symbol, url.searchParams)], error: null } });
    } catch (error) {
      if (!(error instanceof StockNotFoundError)) throw error;
      // Yahoo answers an unknown quote with an empty list, the others with 404 and an error object.
      return kind === 'quote' ? send(response, 200, NOT_FOUND.quote()) : send(response, 404, NOT_FOUND[kind](symbol));
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.yahoo');
    if (url.pathname.startsWith('/quote/')) {
      response.writeHead(200, {
        'content-type': 'text/html',
        'set-cookie': 'A3=d=fake&S=fake; Expires=Fri, 01 Jan 2100 00:00:00 GMT; Domain=.yahoo.com; Path=/; Secure; HttpOnly; SameSite=None',
      });
      return response.end('<html><body>fake Yahoo</body></html>');
    }
    if (url.pathname === '/v1/test/getcrumb') return send(response, 200, 'fakeCrumb42', 'text/plain');
    api(request, response, url).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return fake;
}
