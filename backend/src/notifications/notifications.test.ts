import type { Notification } from '@folio/contracts';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
let userId: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token, userId } = await app.signUp());
});
afterEach(() => app.close());

const call = (method: string, url: string, body?: object, bearer = token) => app.request(method, url, { token: bearer, ...(body ? { body } : {}) });
const setPrice = (symbol: string, price: number | null) => call('PUT', `/api/testing/prices/${symbol}`, { price });
const evaluate = async () => (await call('POST', '/api/testing/alerts/evaluate', {})).json();
const notifications = async (bearer = token) => (await call('GET', '/api/notifications', undefined, bearer)).json() as { notifications: Notification[]; unreadCount: number };

describe('a price alert firing, as its owner sees it', () => {
  it('fires once when the price crosses, records what it saw, re-arms below, and fires again on the next crossing', async () => {
    const alert = (await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 })).json();
    await setPrice('AAPL', 400);
    expect(await evaluate()).toMatchObject({ alertsEvaluated: 1, symbols: 1, triggered: 0 });

    await setPrice('AAPL', 510.5);
    expect(await evaluate()).toMatchObject({ triggered: 1 });
    expect(await evaluate()).toMatchObject({ triggered: 0, rearmed: 0 });
    const [fired] = (await call('GET', '/api/alerts')).json();
    expect(fired.lastTriggeredAt).toEqual(expect.any(String));

    const events = await app.stores.events.readStream(`alerts-${userId}`);
    const triggered = events.find((event) => event.type === 'AlertTriggered')!;
    expect(triggered.data).toMatchObject({ alertId: alert.id, observed: { price: 510.5 }, message: 'AAPL is at $510.50, above your target of $500.00' });

    const list = await notifications();
    expect(list.unreadCount).toBe(1);
    expect(list.notifications[0]).toMatchObject({ kind: 'ALERT_TRIGGERED', alertId: alert.id, symbol: 'AAPL', title: 'Price alert: AAPL', readAt: null });

    await setPrice('AAPL', 480);
    expect(await evaluate()).toMatchObject({ triggered: 0, rearmed: 1 });
    await setPrice('AAPL', 520);
    expect(await evaluate()).toMatchObject({ triggered: 1 });
    expect((await notifications()).unreadCount).toBe(2);
  });

  it('does not evaluate a disabled alert', async () => {
    const alert = (await call('POST', '/api/alerts', { symbol: 'MSFT', type: 'PRICE', condition: 'BELOW', targetPrice: 100 })).json();
    await call('PUT', `/api/alerts/${alert.id}`, { isActive: false });
    await setPrice('MSFT', 50);
    expect(await evaluate()).toMatchObject({ alertsEvaluated: 0, triggered: 0 });
  });
});

describe('marking notifications read', () => {
  async function fireTwo() {
    await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 });
    await call('POST', '/api/alerts', { symbol: 'MSFT', type: 'PRICE', condition: 'ABOVE', targetPrice: 900 });
    await setPrice('AAPL', 600);
    await setPrice('MSFT', 950);
    await evaluate();
    return (await notifications()).notifications;
  }

  it('marks one read, then all; the count follows; marking again changes nothing', async () => {
    const [first] = await fireTwo();
    expect((await call('POST', `/api/notifications/${first!.id}/read`, {})).json()).toEqual({ success: true, unreadCount: 1 });
    expect((await call('POST', `/api/notifications/${first!.id}/read`, {})).json()).toEqual({ success: true, unreadCount: 1 });
    expect((await call('POST', '/api/notifications/read-all', {})).json()).toEqual({ success: true, unreadCount: 0 });
    expect((await notifications()).notifications.every((notification) => notification.readAt !== null)).toBe(true);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [first] = await fireTwo();
    const other = (await app.signUp()).token;
    expect((await call('POST', `/api/notifications/${first!.id}/read`, {}, other)).statusCode).toBe(404);
    expect((await notifications(other)).notifications).toEqual([]);
    expect((await notifications()).unreadCount).toBe(2);
  });
});

describe('the live stream', () => {
  async function open(query: string) {
    if (!app.server.server.listening) await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/notifications/stream?${query}`, { signal: controller.signal });
    const reader = response.body?.getReader();
    let text = '';
    const until = async (predicate: (text: string) => boolean) => {
      const deadline = Date.now() + 5000;
      while (!predicate(text)) {
        if (Date.now() > deadline) throw new Error(`stream never matched; got ${text}`);
        const { value, done } = await reader!.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    };
    return { response, until, close: () => controller.abort() };
  }
  const ticket = async () => (await call('POST', '/api/notifications/stream-ticket', {})).json().ticket as string;

  it('refuses a missing, unknown or used ticket with 401', async () => {
    expect((await app.request('GET', '/api/notifications/stream?ticket=nope')).statusCode).toBe(401);
    const used = await ticket();
    const first = await open(`ticket=${used}`);
    expect(first.response.status).toBe(200);
    first.close();
    expect((await app.request('GET', `/api/notifications/stream?ticket=${used}`)).json()).toEqual({
      error: 'Unauthorized', message: 'This stream ticket is unknown, used or expired. Ask for a new one.',
    });
  });

  it('pushes a firing to the open stream, and a reconnect with Last-Event-ID gets what it missed', async () => {
    await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 });
    await call('POST', '/api/alerts', { symbol: 'MSFT', type: 'PRICE', condition: 'ABOVE', targetPrice: 900 });
    const stream = await open(`ticket=${await ticket()}`);
    expect(stream.response.headers.get('content-type')).toMatch(/text\/event-stream/);
    await setPrice('AAPL', 600);
    await evaluate();
    const text = await stream.until((seen) => seen.includes('event: notification'));
    const id = Number(/id: (\d+)/.exec(text)![1]);
    expect(JSON.parse(/data: (.*)/.exec(text)![1]!)).toMatchObject({ symbol: 'AAPL', title: 'Price alert: AAPL', sequence: id });
    stream.close();

    // While disconnected, MSFT fires; the reconnect asks for everything after the last id it saw.
    await setPrice('MSFT', 950);
    await evaluate();
    const resumed = await open(`ticket=${await ticket()}&lastEventId=${id}`);
    const missed = await resumed.until((seen) => seen.includes('MSFT'));
    expect(missed).not.toContain('"symbol":"AAPL"');
    expect(missed.match(/event: notification/g)).toHaveLength(1);
    resumed.close();
  });
});

describe('audit', () => {
  it('verifies: the alerts and notifications read models rebuilt from their streams equal the stored ones', async () => {
    const alert = (await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 })).json();
    await setPrice('AAPL', 600);
    await evaluate();
    await setPrice('AAPL', 400);
    await evaluate();
    await call('PUT', `/api/alerts/${alert.id}`, { isActive: false });
    const [first] = (await notifications()).notifications;
    await call('POST', `/api/notifications/${first!.id}/read`, {});
    const report = (await call('POST', '/api/audit/verify', {})).json();
    const mine = report.collections.filter((entry: { name: string }) => ['alerts', 'alert_stop_losses', 'notifications'].includes(entry.name));
    expect(mine).toHaveLength(3);
    expect(report.ok).toBe(true);
  });
});

describe('replay', () => {
  it('rebuilding every read model from the log gives the same alerts, stop-loss watches and notifications', async () => {
    const { replayAll } = await import('../projections/replay.ts');
    const { EmbeddedReadStore } = await import('../readstore/embedded.ts');
    const { projections } = await import('../features.ts');
    await call('POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 });
    const move = (await call('POST', '/api/alerts', { symbol: 'MSFT', type: 'PERCENT_MOVE', percentChange: 1 })).json();
    await setPrice('AAPL', 600);
    await setPrice('MSFT', 1);
    await evaluate();
    await call('DELETE', `/api/alerts/${move.id}`);
    await call('POST', '/api/notifications/read-all', {});
    const fresh = EmbeddedReadStore.open(':memory:');
    try {
      await replayAll({ events: app.stores.events, readStore: fresh, projections });
      for (const name of ['alerts', 'alert_stop_losses', 'notifications']) {
        const live = await app.stores.readStore.collection(name).find({}, { sort: { _id: 1 } });
        expect(await fresh.collection(name).find({}, { sort: { _id: 1 } }), name).toEqual(live);
      }
      expect((await fresh.collection('notifications').find({})).length).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});
