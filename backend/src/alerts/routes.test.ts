import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());

const as = (bearer: string) => ({
  all: () => app.request('GET', '/api/alerts', { token: bearer }),
  create: (body: object) => app.request('POST', '/api/alerts', { token: bearer, body }),
  update: (id: string, body: object) => app.request('PUT', `/api/alerts/${id}`, { token: bearer, body }),
  remove: (id: string) => app.request('DELETE', `/api/alerts/${id}`, { token: bearer }),
});

describe('alerts API', () => {
  it('creates a PRICE alert with defaults, lists it, disables, enables and deletes it', async () => {
    const me = as(token);
    const created = await me.create({ symbol: ' aapl ', type: 'PRICE', targetPrice: 250, condition: 'ABOVE' });
    expect(created.statusCode).toBe(201);
    const alert = created.json();
    expect(alert).toMatchObject({
      symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, isActive: true, lastTriggeredAt: null, condition: 'ABOVE', targetPrice: 250,
      percentChange: null, criticalOnly: null, technicalIndicator: null,
    });
    expect((await me.all()).json()).toEqual([alert]);

    expect((await me.update(alert.id, { isActive: false })).json()).toMatchObject({ id: alert.id, isActive: false });
    expect((await me.update(alert.id, { isActive: true })).json()).toMatchObject({ isActive: true });
    expect((await me.remove(alert.id)).json()).toEqual({ success: true });
    expect((await me.all()).json()).toEqual([]);
  });

  it('stores each type with its own fields', async () => {
    const me = as(token);
    const news = (await me.create({ symbol: 'MSFT', type: 'NEWS', channel: 'EMAIL' })).json();
    expect(news).toMatchObject({ type: 'NEWS', channel: 'EMAIL', criticalOnly: true, condition: null, targetPrice: null });
    const move = (await me.create({ symbol: 'MSFT', type: 'PERCENT_MOVE', percentChange: 2.5 })).json();
    expect(move).toMatchObject({ type: 'PERCENT_MOVE', percentChange: 2.5 });
    const ta = (
      await me.create({ symbol: 'NVDA', type: 'TECHNICAL_ANALYSIS', technicalIndicator: 'MACD_CROSSOVER', technicalCondition: 'CROSSES_ABOVE', technicalValue: 0, technicalSignal: 'BULLISH' })
    ).json();
    expect(ta).toMatchObject({ technicalIndicator: 'MACD_CROSSOVER', technicalCondition: 'CROSSES_ABOVE', technicalValue: 0, technicalSignal: 'BULLISH' });
  });

  it('refuses invalid alerts with the spec\'s hint and records nothing', async () => {
    const me = as(token);
    const cases: [object, string][] = [
      [{ symbol: '  ', type: 'PRICE', condition: 'ABOVE', targetPrice: 10 }, 'Enter a symbol'],
      [{ symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 0 }, 'Enter a valid target price'],
      [{ symbol: 'AAPL', type: 'PRICE', condition: 'SIDEWAYS', targetPrice: 10 }, 'Select a condition'],
      [{ symbol: 'AAPL', type: 'PERCENT_MOVE', percentChange: -1 }, 'Enter a valid percentage'],
      [{ symbol: 'AAPL', type: 'TECHNICAL_ANALYSIS', technicalIndicator: 'VWAP', technicalCondition: 'ABOVE', technicalValue: 1, technicalSignal: 'BUY' }, 'Select a technical indicator'],
      [{ symbol: 'AAPL', type: 'TECHNICAL_ANALYSIS', technicalIndicator: 'RSI', technicalCondition: 'ABOVE', technicalSignal: 'BUY' }, 'Enter a threshold value'],
      [{ symbol: 'AAPL', type: 'TECHNICAL_ANALYSIS', technicalIndicator: 'RSI', technicalCondition: 'ABOVE', technicalValue: 1 }, 'Select a signal type'],
      [{ symbol: 'NOPEZZ', type: 'NEWS' }, 'Unknown symbol NOPEZZ'],
    ];
    for (const [body, message] of cases) {
      const response = await me.create(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message });
    }
    expect((await me.all()).json()).toEqual([]);
  });

  it("answers 404 for another user's alert and changes nothing", async () => {
    const mine = (await as(token).create({ symbol: 'AAPL', type: 'NEWS' })).json();
    const other = as((await app.signUp()).token);
    expect((await other.update(mine.id, { isActive: false })).statusCode).toBe(404);
    expect((await other.remove(mine.id)).json()).toEqual({ error: 'Not Found', message: 'Alert not found' });
    expect((await other.all()).json()).toEqual([]);
    expect((await as(token).all()).json()).toMatchObject([{ id: mine.id, isActive: true }]);
  });

  it('accepts only the owner\'s list ids', async () => {
    const lists = (await app.request('GET', '/api/lists', { token })).json() as { id: string }[];
    const ok = await as(token).create({ symbol: 'AAPL', type: 'NEWS', listId: lists[0]!.id });
    expect(ok.json()).toMatchObject({ listId: lists[0]!.id });
    const other = as((await app.signUp()).token);
    expect((await other.create({ symbol: 'AAPL', type: 'NEWS', listId: lists[0]!.id })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/alerts')).statusCode).toBe(401);
  });
});
