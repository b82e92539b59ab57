import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let owner: { token: string; userId: string };
let stranger: { token: string; userId: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await app.signUp();
  stranger = await app.signUp();
});
afterAll(() => app.close());

const create = (body: unknown, token = owner.token) => app.request('POST', '/api/smart-lists', { token, body });

describe('smart lists over HTTP', () => {
  it('creates a list with no members, rebalances it to equal weights and reports 30 days of performance', async () => {
    const created = await create({ name: '  Big tech ', description: 'Mega caps', criteria: { includeSymbols: ['aapl', ' msft', 'AAPL', 'nvda'], maxPositions: 2, weightStrategy: 'equal' } });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ name: 'Big tech', description: 'Mega caps', members: [], _count: { members: 0 }, rebalancedAt: null });
    expect(list.criteria).toEqual({ includeSymbols: ['AAPL', 'MSFT', 'NVDA'], maxPositions: 2, weightStrategy: 'equal' });

    const rebalanced = await app.request('POST', `/api/smart-lists/${list.id}/rebalance`, { token: owner.token, body: {} });
    expect(rebalanced.statusCode).toBe(200);
    expect(rebalanced.json().members.map((m: { symbol: string; weight: number }) => [m.symbol, m.weight])).toEqual([['AAPL', 0.5], ['MSFT', 0.5]]);
    expect(rebalanced.json()._count.members).toBe(2);

    const performance = await app.request('GET', `/api/smart-lists/${list.id}/performance`, { token: owner.token });
    expect(performance.statusCode).toBe(200);
    const body = performance.json();
    expect(body.summary.positions).toBe(2);
    expect(body.timeseries.length).toBeGreaterThan(15);
    expect(body.timeseries[0].value).toBe(10_000);
    expect(body.summary.marketValue).toBe(body.timeseries.at(-1).value);
    expect(body.summary.pnl).toBeCloseTo(body.summary.marketValue - 10_000, 2);

    const all = await app.request('GET', '/api/smart-lists', { token: owner.token });
    expect(all.json().map((item: { id: string }) => item.id)).toContain(list.id);

    // The read model is what a replay of the owner's smart-list stream gives.
    const verified = (await app.request('POST', '/api/audit/verify', { token: owner.token })).json();
    expect(verified.ok).toBe(true);
    expect(verified.collections.find((entry: { name: string }) => entry.name === 'smart_lists')).toMatchObject({ differences: [] });
  });

  it('refuses a nameless list, a weight strategy other than equal and unknown symbols, and records nothing', async () => {
    const before = (await app.request('GET', '/api/smart-lists', { token: owner.token })).json().length;
    const nameless = await create({ name: '  ', criteria: { includeSymbols: ['AAPL'] } });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain('Name is required');
    const strategy = await create({ name: 'x', criteria: { includeSymbols: ['AAPL'], weightStrategy: 'market-cap' } });
    expect(strategy.statusCode).toBe(400);
    expect(strategy.json().message).toContain('Weight strategy must be equal');
    const positions = await create({ name: 'x', criteria: { includeSymbols: ['AAPL'], maxPositions: 0 } });
    expect(positions.json().message).toContain('Max positions must be at least 1');
    const unknown = await create({ name: 'x', criteria: { includeSymbols: ['AAPL', 'ZZZZQ'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown symbols: ZZZZQ');
    expect((await app.request('GET', '/api/smart-lists', { token: owner.token })).json()).toHaveLength(before);
  });

  it("another user's smart list is 404 for every call, and deleting removes it", async () => {
    const list = (await create({ name: 'Mine', criteria: { includeSymbols: ['MSFT'] } })).json();
    for (const [method, url] of [['POST', `/api/smart-lists/${list.id}/rebalance`], ['GET', `/api/smart-lists/${list.id}/performance`], ['DELETE', `/api/smart-lists/${list.id}`]] as const) {
      const answer = await app.request(method, url, { token: stranger.token, ...(method === 'POST' ? { body: {} } : {}) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Smart list not found');
    }
    expect((await app.request('GET', '/api/smart-lists', { token: stranger.token })).json()).toEqual([]);
    expect((await app.request('DELETE', `/api/smart-lists/${list.id}`, { token: owner.token })).json()).toEqual({ success: true });
    expect((await app.request('GET', '/api/smart-lists', { token: owner.token })).json().map((item: { id: string }) => item.id)).not.toContain(list.id);
    expect((await app.request('POST', `/api/smart-lists/${list.id}/rebalance`, { token: owner.token, body: {} })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/smart-lists')).statusCode).toBe(401);
  });
});
