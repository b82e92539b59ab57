import { PortfolioItemsSchema } from '@folio/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseSerializer } from '../platform/serializer.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { movableMarket, type MovablePrices } from '../testing/movable-prices.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { answerBasis } from './answer-basis.ts';
import { ItemsAnswers, keptAnswerCounts } from './items-answers.ts';
import type { Enrichment } from './prices.ts';

const QUOTE_TTL_MS = 30_000;
let clock: number;
let provider: MovablePrices;
let app: TestApp;
let token: string;
let userId: string;
const now = () => new Date(clock);

beforeEach(async () => {
  clock = Date.parse('2026-06-30T23:59:00Z');
  const { provider: movable, market } = movableMarket(now);
  provider = movable;
  app = await createTestApp({ runtime: { now, newId: systemRuntime.newId }, market });
  ({ token, userId } = await app.signUp());
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: unknown) => app.request(method, url, { token, body });
const addStock = (symbol: string, quantity = 10) =>
  call('POST', '/api/investments/stock', { symbol, quantity, purchasePrice: 100, purchaseDate: '2026-05-01' }).then((r) => r.json());
const serialize = responseSerializer({ schema: PortfolioItemsSchema, method: 'GET', url: '/api/investments' });
/** What the route answered before answers were kept: the items computed now, serialised. */
const computedNow = async (enrichment: Enrichment = 'quote', listId?: string) =>
  serialize(await app.portfolio.queries.items({ userId }, { listId }, enrichment));
const holdings = async (url = '/api/investments') => {
  const response = await call('GET', url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
};

describe('kept holdings answers', () => {
  it('answer every view with the same bytes as computing it, and reuse them while nothing changes', async () => {
    await addStock('AAPL');
    await addStock('MSFT', 0);
    const views: [string, Enrichment][] = [
      ['/api/investments', 'quote'], ['/api/investments/fast', 'cache'], ['/api/investments/enriched', 'full'], ['/api/investments/dashboard', 'full'],
    ];
    for (const [url, enrichment] of views) {
      const first = await holdings(url);
      expect(first).toBe(await computedNow(enrichment));
      expect(await holdings(url)).toBe(first);
    }
    const json = (enrichment: Enrichment) => app.portfolio.queries.itemsJson({ userId }, {}, enrichment);
    expect(await json('quote')).toBe(await json('quote')); // the very same bytes: reused, not rebuilt
  });

  it.each([
    ['a new position', () => call('POST', '/api/investments/stock', { symbol: 'NVDA', quantity: 1, purchasePrice: 100, purchaseDate: '2026-05-01' })],
    ['an edit', (id: string) => call('PUT', `/api/investments/stock/${id}`, { quantity: 12, purchasePrice: 100, purchaseDate: '2026-05-01' })],
    ['a sale', (id: string) => call('POST', '/api/investments/sell-position', { portfolioId: id, quantity: 4, price: 120 })],
    ['a deletion', (id: string) => call('DELETE', `/api/investments/stock/${id}`)],
  ])('never outlive %s in the book', async (_change, change) => {
    const { id } = await addStock('AAPL');
    const before = await holdings();
    expect((await change(id)).statusCode).toBeLessThan(300);
    const after = await holdings();
    expect(after).not.toBe(before);
    expect(after).toBe(await computedNow());
  });

  it('follow a price change once the cached quote is refreshed, as the computed answer does', async () => {
    await addStock('AAPL');
    const before = JSON.parse(await holdings())[0].currentPrice;
    provider.bump = 5;
    expect(await holdings()).toBe(await computedNow()); // the cache still holds the old quote
    clock += QUOTE_TTL_MS;
    const after = await holdings();
    expect(JSON.parse(after)[0].currentPrice).toBeCloseTo(before + 5, 6);
    expect(after).toBe(await computedNow());
  });

  it('are not kept while a quote is served stale, and follow the recovery', async () => {
    await addStock('AAPL');
    await holdings();
    provider.failing = true;
    clock += QUOTE_TTL_MS;
    const stale = await holdings();
    expect(stale).toBe(await computedNow());
    provider.failing = false;
    provider.bump = 3;
    clock += 10_000; // past the retry pause: the next request asks upstream again
    const recovered = await holdings();
    expect(recovered).not.toBe(stale);
    expect(recovered).toBe(await computedNow());
  });

  it('count days to the new day after midnight, even with every quote still fresh', async () => {
    clock = Date.parse('2026-06-30T23:59:50Z');
    await addStock('AAPL');
    const lastNight = JSON.parse(await holdings())[0].apr;
    clock += 15_000; // 2026-07-01, one day more since purchase; the quotes are 15 s old
    const today = await holdings();
    expect(JSON.parse(today)[0].apr).not.toBe(lastNight);
    expect(today).toBe(await computedNow());
  });

  it('are kept per list, and a list that is not yours is still refused', async () => {
    const other = (await call('POST', '/api/lists', { name: 'Other' })).json().id;
    await addStock('AAPL');
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 1, purchasePrice: 10, purchaseDate: '2026-05-01', listId: other });
    expect(await holdings(`/api/investments?listId=${other}`)).toBe(await computedNow('quote', other));
    expect(await holdings()).toBe(await computedNow());
    const stranger = await app.signUp();
    const refused = await app.request('GET', `/api/investments?listId=${other}`, { token: stranger.token });
    expect(refused.statusCode).toBe(404);
  });

  it("answer another user's change without mixing books", async () => {
    await addStock('AAPL');
    const mine = await holdings();
    const stranger = await app.signUp();
    await app.request('POST', '/api/investments/stock', {
      token: stranger.token, body: { symbol: 'TSLA', quantity: 1, purchasePrice: 10, purchaseDate: '2026-05-01' },
    });
    expect(await holdings()).toBe(mine);
  });
});

describe('kept answers under writes', () => {
  const kept = (listId?: string) => app.portfolio.queries.itemsJson({ userId }, { listId }, 'quote');
  const keptSummary = (listId?: string) => app.portfolio.queries.summaryJson({ userId }, { listId });

  it("survive writes to another user's book: the very same bytes are served", async () => {
    await addStock('AAPL');
    const [items, summary] = [await kept(), await keptSummary()];
    const stranger = await app.signUp();
    const write = await app.request('POST', '/api/investments/stock', {
      token: stranger.token, body: { symbol: 'TSLA', quantity: 1, purchasePrice: 10, purchaseDate: '2026-05-01' },
    });
    expect(write.statusCode).toBe(201);
    expect(await kept()).toBe(items);
    expect(await keptSummary()).toBe(summary);
  });

  it("survive writes to the user's other list, and are dropped by a write to their own list", async () => {
    const other = (await call('POST', '/api/lists', { name: 'Other' })).json().id as string;
    const main = (await call('GET', '/api/lists')).json().find((list: { id: string }) => list.id !== other).id as string;
    await addStock('AAPL');
    const [mainItems, mainSummary] = [await kept(main), await keptSummary(main)];
    const all = await kept();
    await call('POST', '/api/investments/stock', { symbol: 'MSFT', quantity: 1, purchasePrice: 10, purchaseDate: '2026-05-01', listId: other });
    expect(await kept(main)).toBe(mainItems);
    expect(await keptSummary(main)).toBe(mainSummary);
    const allAfter = await kept();
    expect(allAfter).not.toBe(all); // all lists together include the other list
    expect(allAfter.toString()).toBe(await computedNow());

    await addStock('NVDA');
    const mainAfter = await kept(main);
    expect(mainAfter).not.toBe(mainItems);
    expect(mainAfter.toString()).toBe(await computedNow('quote', main));
    expect(await keptSummary(main)).not.toBe(mainSummary);
  });

  it("are counted: another user's write moves no basis; with the benchmark's drop-all baseline it drops them", async () => {
    await addStock('AAPL');
    const stranger = await app.signUp();
    const strangerWrites = () =>
      app.request('POST', '/api/investments/stock', {
        token: stranger.token, body: { symbol: 'TSLA', quantity: 1, purchasePrice: 10, purchaseDate: '2026-05-01' },
      });
    await kept();
    const before = { ...keptAnswerCounts };
    await strangerWrites();
    await kept();
    expect(keptAnswerCounts.reused - before.reused).toBe(1);
    expect(keptAnswerCounts.basisMoved - before.basisMoved).toBe(0);

    answerBasis.dropAllOnAnyEventForBenchmark(true);
    try {
      await kept(); // the baseline's basis differs from the stored one: recomputed once, then kept
      const baseline = await kept();
      const counted = { ...keptAnswerCounts };
      await strangerWrites();
      const after = await kept();
      expect(keptAnswerCounts.basisMoved - counted.basisMoved).toBe(1);
      expect(after).not.toBe(baseline);
      expect(after.toString()).toBe(baseline.toString()); // the same answer, computed again
    } finally {
      answerBasis.dropAllOnAnyEventForBenchmark(false);
    }
  });

  it('asked for twice at once are worked out once: the second asker waits for the first', async () => {
    await addStock('AAPL');
    await addStock('MSFT');
    const before = { ...keptAnswerCounts };
    const [first, second] = await Promise.all([holdings(), holdings()]);
    expect(second).toBe(first);
    expect(keptAnswerCounts.noneKept + keptAnswerCounts.basisMoved - before.noneKept - before.basisMoved).toBe(1);
    expect(keptAnswerCounts.joined - before.joined).toBe(1);
    expect(first).toBe((await computedNow()).toString());
    // Once answered, the next asker reuses the kept answer, not a build in flight.
    await holdings();
    expect(keptAnswerCounts.reused - before.reused).toBe(1);
  });

  it('are dropped by a write that names no list (a lot edit) in every list of the user', async () => {
    const { id } = await addStock('AAPL');
    const before = await kept();
    const lot = JSON.parse(before.toString())[0].lots[0].lotId as string;
    const edit = await call('PUT', `/api/investments/stock/${id}/lots/${lot}`, { quantity: 11, price: 100, date: '2026-05-01' });
    expect(edit.statusCode).toBeLessThan(300);
    const after = await kept();
    expect(after).not.toBe(before);
    expect(after.toString()).toBe(await computedNow());
  });
});

describe('ItemsAnswers', () => {
  const answer = (bytes: number, basis = '1') =>
    ({ basis, day: '2026-01-01', symbols: [], marketValues: [], body: Buffer.alloc(bytes) });

  it('finds an answer only at the basis and day it was computed', () => {
    const answers = new ItemsAnswers();
    answers.store('u:*:quote', answer(10, '7'));
    expect(answers.find('u:*:quote', '7', '2026-01-01')).toBeDefined();
    expect(answers.find('u:*:quote', '8', '2026-01-01')).toBeUndefined();
    expect(answers.find('u:*:quote', '7', '2026-01-02')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used answer first', () => {
    const answers = new ItemsAnswers(100);
    answers.store('a', answer(40));
    answers.store('b', answer(40));
    answers.find('a', '1', '2026-01-01');
    answers.store('c', answer(40));
    expect(answers.find('b', '1', '2026-01-01')).toBeUndefined();
    expect(answers.find('a', '1', '2026-01-01')).toBeDefined();
    expect(answers.find('c', '1', '2026-01-01')).toBeDefined();
    answers.store('huge', answer(101));
    expect(answers.size).toBe(2);
  });
});

describe('holdings answer encoding', () => {
  it('encodes in parts the very bytes of encoding the whole array at once', async () => {
    const { itemsSerializer } = await import('./items-answers.ts');
    const encode = itemsSerializer((item) => JSON.stringify(item));
    for (const count of [0, 1, 511, 512, 513, 1_500]) {
      const items = Array.from({ length: count }, (_, i) => ({ id: `p${i}`, symbol: i % 3 ? 'AAPL' : 'NESN.SW', name: 'Zürich — "quoted"', value: i * 1.5 }));
      expect((await encode(items)).equals(Buffer.from(JSON.stringify(items))), `${count} rows`).toBe(true);
    }
  });
});
