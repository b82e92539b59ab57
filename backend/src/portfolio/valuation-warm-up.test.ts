import { afterEach, describe, expect, it } from 'vitest';
import { reactionContext } from '../background/reactor.ts';
import type { RecordedEvent } from '../eventstore/port.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { keptAnswerCounts } from './items-answers.ts';
import { VALUATION_WARM_UP_REACTOR, WARM_UP_MAX_POSITIONS, WARM_UP_PURCHASES, valuationWarmUp } from './valuation-warm-up.ts';

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const item = (symbol: string, purchaseDate: string) => ({ symbol, quantity: 2, purchasePrice: 50, purchaseDate });

describe('a list valued in the background after a burst of purchases', () => {
  it('answers the first holdings and summary requests after a bulk add from kept answers, equal to answers worked out on request', async () => {
    app = await createTestApp();
    const { token } = await app.signUp();
    const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
    // One position of each symbol, then a burst of more purchases of them (PositionsIncreased).
    const symbols = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'TSLA', 'JPM', 'V', 'JNJ'];
    const items = Array.from({ length: WARM_UP_PURCHASES + 20 }, (_, n) => item(symbols[n % symbols.length]!, `2020-0${1 + (n % 9)}-1${n % 10}`));
    const bulk = await app.request("POST", "/api/investments/bulk", { token, body: { listId, items } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await app.background.reactors.waitFor((await app.stores.events.headPosition())!, 5000, [VALUATION_WARM_UP_REACTOR])).toBe(true);
    await app.valuation.settled();

    const reused = keptAnswerCounts.reused;
    const holdings = await app.request('GET', `/api/investments?listId=${listId}`, { token });
    const summary = await app.request('GET', `/api/investments/summary?listId=${listId}`, { token });
    expect([holdings.statusCode, summary.statusCode]).toEqual([200, 200]);
    expect(keptAnswerCounts.reused - reused).toBe(2);
    expect(summary.json().totalCost).toBe(2 * 50 * items.length);

    // The same answers as a request works out: another list's bulk of the same items, with the
    // warm-up stopped, is valued inside its first requests.
    await app.valuation.stop();
    const other = (await app.request('POST', '/api/lists', { token, body: { name: 'Second' } })).json().id as string;
    expect((await app.request('POST', '/api/investments/bulk', { token, body: { listId: other, items } })).statusCode).toBe(200);
    const noneKept = keptAnswerCounts.noneKept;
    const onRequest = await app.request('GET', `/api/investments/summary?listId=${other}`, { token });
    expect(keptAnswerCounts.noneKept - noneKept).toBe(1);
    expect(onRequest.json()).toEqual(summary.json());
  });

  it('does not value a list after a single purchase', async () => {
    app = await createTestApp();
    const { token } = await app.signUp();
    expect((await app.request('POST', '/api/investments/stock', { token, body: item('AAPL', '2021-03-04') })).statusCode).toBe(201);
    expect(await app.background.reactors.waitFor((await app.stores.events.headPosition())!, 5000, [VALUATION_WARM_UP_REACTOR])).toBe(true);
    await app.valuation.settled();
    const reused = keptAnswerCounts.reused;
    expect((await app.request('GET', '/api/investments/summary', { token })).statusCode).toBe(200);
    expect(keptAnswerCounts.reused).toBe(reused);
  });
});

describe('the valuation warm-up', () => {
  const purchases = (listId: string, count: number, position: number): RecordedEvent => ({
    id: `event-${position}`, type: 'PositionsIncreased', streamId: 'book-u1', revision: position, position,
    data: { listId, purchases: Array.from({ length: count }, (_, n) => ({ positionId: `p${n}`, symbol: 'AAPL', lot: { lotId: `l${position}-${n}`, quantity: 1, price: 1, date: '2024-01-02' } })) },
    metadata: { userId: 'u1', occurredAt: '2026-03-02T14:30:00Z' },
  });

  function harness(options: { spare: boolean | number; failItems?: boolean; positions?: number }) {
    const asked: string[] = [];
    const waited: number[] = [];
    const warmUp = valuationWarmUp({
      // spare: whether calls can be spared, or how many.
      market: { canSpare: (calls) => (typeof options.spare === 'number' ? calls <= options.spare : options.spare) },
      waitForProjections: async (position) => waited.push(position),
      queries: {
        positions: async () => Array.from({ length: options.positions ?? 200 }) as never,
        itemsJson: async (_actor, scope) => {
          asked.push(`items ${scope.listId}`);
          if (options.failItems) throw new Error('market down');
          return Buffer.from('[]');
        },
        summaryJson: async (_actor, scope) => {
          asked.push(`summary ${scope.listId}`);
          return Buffer.from('{}');
        },
      },
      quietMs: 5,
    });
    const react = (event: RecordedEvent) => warmUp.reactor.react(event, reactionContext(warmUp.reactor.name, event, new AbortController().signal, 1));
    return { warmUp, asked, waited, react };
  }

  it('counts a burst per list, waits for the read models to hold its last event, then values each list once', async () => {
    const { warmUp, asked, waited, react } = harness({ spare: true });
    await react(purchases('a', 60, 1));
    await react(purchases('b', 30, 2));
    await react(purchases('a', 60, 3));
    await warmUp.settled();
    expect(asked).toEqual(['items a', 'summary a']);
    expect(waited).toEqual([3]);
  });

  it('does not value a list larger than the kept answers can usefully hold', async () => {
    const { warmUp, asked, react } = harness({ spare: true, positions: WARM_UP_MAX_POSITIONS + 1 });
    await react(purchases('a', 5_000, 1));
    await warmUp.settled();
    expect(asked).toEqual([]);
  });

  it('values nothing unless a call per symbol would leave users half the request budget, and survives a failure', async () => {
    const spent = harness({ spare: false });
    await spent.react(purchases('a', 500, 1));
    await spent.warmUp.settled();
    expect(spent.asked).toEqual([]);
    const short = harness({ spare: 199, positions: 200 });
    await short.react(purchases('a', 500, 1));
    await short.warmUp.settled();
    expect(short.asked).toEqual([]);

    const failing = harness({ spare: true, failItems: true });
    const failures: string[] = [];
    failing.warmUp.onFailure = (error, listId) => failures.push(`${listId}: ${(error as Error).message}`);
    await failing.react(purchases('a', 500, 1));
    await failing.warmUp.settled();
    await failing.react(purchases('b', 500, 2));
    await failing.warmUp.settled();
    expect(failing.asked).toEqual(['items a', 'items b']);
    expect(failures).toEqual(['a: market down', 'b: market down']);
  });
});
