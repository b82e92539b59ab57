/**
 * Test-only: two users' books as the app writes them, for tests that apply them in other orders
 * (projections/engine-ahead.test.ts) or check what their events touch (book-owner.test.ts): every
 * kind of event a command makes on a user's streams. User a buys; user b buys, edits, adds and
 * removes lots, removes a position, buys held symbols again in one bulk request, records a split,
 * sells and changes the sale, receives, changes and removes dividends (one reinvested), dismisses
 * a provider's dividend and split, records, changes and removes cash flows, renames and deletes a
 * list (a position merges into the default list), switches an alert off and on and deletes it, has
 * another alert fire and rearm and a stop loss fire and rearm, reads the notifications, keeps a
 * smart list for a while (rebalanced once), has a holding analysed in a list that is then deleted
 * (its recommendation moves), another analysed twice and its recommendation marked done, the
 * whole list analysed, a file with no trade dates imported and the dates estimated, and one
 * position adjusted as old logs hold it (PositionAdjusted, no longer decided: appended to the
 * store directly, last on the book); a mistypes a password, b signs in
 * again and out, a changes their password, b links a Google account; the hourly trend detection
 * finds signals in symbols they hold (NVDA breaks out today: `marketBreakingOut`).
 */
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '../eventstore/port.ts';
import { PriceOverrides } from '../market/price-overrides.ts';
import { bookStream, isBookStream } from '../shared/streams.ts';
import { createTestApp } from './test-app.ts';
import { marketBreakingOut } from './trending-market.ts';

export interface TwoBooks {
  /** The whole log: sign-ups and sessions as well as the books. */
  log: RecordedEvent[];
  bookA: RecordedEvent[];
  bookB: RecordedEvent[];
}

function expect401(answer: { statusCode: number; body: string }) {
  if (answer.statusCode !== 401) throw new Error(`a wrong password: ${answer.statusCode} ${answer.body}`);
}

export async function twoBooks(): Promise<TwoBooks> {
  const prices = new PriceOverrides();
  const source = await createTestApp({ market: marketBreakingOut('NVDA', prices) });
  /** KO's price from now on, as the next evaluation sees it. */
  const priceKo = (price: number) => {
    prices.set('KO', price);
    source.market.forget('KO');
  };
  try {
    const call = async (token: string, url: string, body: unknown, method = 'POST') => {
      const answer = await source.request(method, url, { token, body });
      if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return answer.statusCode === 204 ? null : answer.json();
    };
    const a = (await source.signUp('a@example.com')).token;
    const { token: b, userId: bId } = await source.signUp('b@example.com');
    for (const symbol of ['AAPL', 'MSFT', 'NVDA', 'AMZN']) await call(a, '/api/investments/stock', { symbol, quantity: 3, purchasePrice: 100, purchaseDate: '2024-01-02' });
    const bought = await call(b, '/api/investments/stock', { symbol: 'AAPL', quantity: 10, purchasePrice: 100, purchaseDate: '2020-01-02' });
    await call(b, '/api/investments/stock', { symbol: 'AAPL', quantity: 5, purchasePrice: 110, purchaseDate: '2024-02-01' });
    const added = await call(b, `/api/investments/stock/${bought.id}/lots`, { quantity: 3, price: 90, date: '2020-03-02' });
    await call(b, `/api/investments/stock/${bought.id}/lots/${added.lots[1].lotId}`, { quantity: 4, price: 91, date: '2020-03-02' }, 'PUT');
    await call(b, '/api/investments/splits', { symbol: 'AAPL', date: '2020-08-31', numerator: 4 });
    const sold = await call(b, '/api/investments/sell-position', { portfolioId: bought.id, quantity: 12, price: 120, date: '2024-03-01' });
    await call(b, `/api/investments/sales/${sold.sale.id}`, { price: 125, fees: 1, date: '2024-03-04' }, 'PUT');
    const ko = await call(b, '/api/investments/stock', { symbol: 'KO', quantity: 20, purchasePrice: 55, purchaseDate: '2023-01-03' });
    const listId = ko.listId as string;
    const paid = await call(b, '/api/investments/dividends', { symbol: 'KO', listId, amount: 18.4, exDate: '2023-03-14', payDate: '2023-04-01' });
    await call(b, `/api/investments/dividends/${paid.id}`, { amount: 18.6, exDate: '2023-03-14', payDate: '2023-04-01' }, 'PUT');
    const mistaken = await call(b, '/api/investments/dividends', { symbol: 'KO', listId, amount: 5, exDate: '2023-06-14', payDate: '2023-07-01' });
    await call(b, `/api/investments/dividends/${mistaken.id}`, undefined, 'DELETE');
    await call(b, '/api/investments/dividends/dismissals', { symbol: 'KO', listId, exDate: '2022-03-14' });
    await call(b, '/api/investments/splits/dismissals', { symbol: 'AAPL', listId, date: '2022-06-06' });
    await call(b, '/api/investments/dividends', { symbol: 'KO', listId, kind: 'reinvested', amount: 18.4, exDate: '2024-03-14', payDate: '2024-04-01', reinvestedQuantity: 0.3, reinvestedPrice: 61.33 });
    const flow = await call(b, '/api/investments/cash-flow', { type: 'deposit', amount: 1000 });
    await call(b, `/api/investments/cash-flow/${flow.id}`, { type: 'deposit', amount: 1200, date: '2024-05-02' }, 'PUT');
    const withdrawal = await call(b, '/api/investments/cash-flow', { type: 'withdrawal', amount: 50 });
    await call(b, `/api/investments/cash-flow/${withdrawal.id}`, undefined, 'DELETE');
    // A position grown by a lot, the lot removed, then the position; two held ones bought again in one bulk request.
    const extra = await call(b, '/api/investments/stock', { symbol: 'JNJ', quantity: 2, purchasePrice: 150, purchaseDate: '2024-01-02' });
    const grown = await call(b, `/api/investments/stock/${extra.id}/lots`, { quantity: 1, price: 155, date: '2024-02-01' });
    await call(b, `/api/investments/stock/${extra.id}/lots/${grown.lots[1].lotId}`, undefined, 'DELETE');
    await call(b, `/api/investments/stock/${extra.id}`, undefined, 'DELETE');
    const pair = [{ symbol: 'AAPL', quantity: 1, purchasePrice: 180, purchaseDate: '2024-05-02' }, { symbol: 'KO', quantity: 1, purchasePrice: 60, purchaseDate: '2024-05-02' }];
    await call(b, '/api/investments/bulk', { listId, items: pair });
    const other = await call(b, '/api/lists', { name: 'Other' });
    await call(b, '/api/investments/stock', { symbol: 'MSFT', quantity: 2, purchasePrice: 300, purchaseDate: '2024-01-02', listId: other.id });
    // Analysed in that list: its analysis and recommendation move with the holdings when the list is deleted.
    await call(b, `/api/investments/stocks/MSFT/analyze?listId=${other.id}`, undefined);
    // KO is in the default list too: deleting this list merges the two positions.
    await call(b, '/api/investments/stock', { symbol: 'KO', quantity: 1, purchasePrice: 50, purchaseDate: '2024-01-02', listId: other.id });
    await call(b, `/api/lists/${other.id}`, { name: 'Other things' }, 'PUT');
    await call(b, `/api/lists/${other.id}`, undefined, 'DELETE');
    // An alert, switched off, on again and deleted.
    const alert = await call(b, '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 500 });
    await call(b, `/api/alerts/${alert.id}`, { isActive: false }, 'PUT');
    await call(b, `/api/alerts/${alert.id}`, { isActive: true }, 'PUT');
    await call(b, `/api/alerts/${alert.id}`, undefined, 'DELETE');
    // One that fires (the evaluation appends AlertTriggered to b's alerts, which notifies b), and rearms once the price falls back.
    await call(b, '/api/alerts', { symbol: 'KO', type: 'PRICE', condition: 'ABOVE', targetPrice: 50 });
    priceKo(60);
    // A holding bought far above any price, with its list's stop loss at 10%: it fires too.
    await call(b, `/api/lists/${listId}/preferences`, { enablePriceAlerts: true, stopLossThreshold: 10 }, 'PUT');
    const dear = await call(b, '/api/investments/stock', { symbol: 'PEP', quantity: 1, purchasePrice: 10_000, purchaseDate: '2024-01-02' });
    const evaluated = await source.alerts.evaluate();
    if (evaluated.triggered !== 1 || evaluated.stopLossesTriggered < 1) throw new Error(`the alert and the stop loss did not fire: ${JSON.stringify(evaluated)}`);
    // The lot's price corrected to 1: the price is above its cost again, and the stop loss rearms.
    await call(b, `/api/investments/stock/${dear.id}/lots/${dear.lots[0].lotId}`, { quantity: 1, price: 1, date: '2024-01-02' }, 'PUT');
    priceKo(45);
    const rearmed = await source.alerts.evaluate();
    if (rearmed.rearmed !== 1) throw new Error(`the alert did not rearm: ${JSON.stringify(rearmed)}`);
    const { notifications } = await call(b, '/api/notifications', undefined, 'GET');
    await call(b, `/api/notifications/${notifications[0].id}/read`, {});
    await call(b, '/api/notifications/read-all', {});
    // A smart list, deleted.
    const smart = await call(b, '/api/smart-lists', { name: 'Income', criteria: { includeSymbols: ['KO', 'PEP'], maxPositions: null, weightStrategy: 'equal' } });
    await call(b, `/api/smart-lists/${smart.id}/rebalance`, undefined);
    await call(b, `/api/smart-lists/${smart.id}`, undefined, 'DELETE');
    // A holding analysed twice: the second analysis refreshes its recommendation.
    await call(b, '/api/investments/stocks/KO/analyze', undefined);
    const refreshed = await call(b, '/api/investments/stocks/KO/analyze', undefined);
    await call(b, `/api/investments/recommendations/${refreshed.recommendationId}`, { status: 'DONE' }, 'PATCH');
    await call(b, '/api/investments/ai-analysis', undefined, 'GET');
    // A file with no trade dates, then the dates estimated from the days whose range held the price.
    const today = new Date().toISOString().slice(0, 10);
    const { rows } = await call(b, `/api/stocks/XOM/history?from=2024-01-01&to=${today}&interval=1d`, undefined, 'GET');
    const day = rows[Math.floor(rows.length / 3)];
    await call(b, '/api/investments/import-csv', { csv: `Symbol,Quantity,Price\nXOM,3,${Math.round(((day.l + day.h) / 2) * 100) / 100}`, listId });
    const estimated = await call(b, '/api/investments/estimate-purchase-dates', { listId });
    if (estimated.updated.length !== 1) throw new Error(`no purchase date estimated: ${JSON.stringify(estimated)}`);
    // What no command makes any more but old logs hold: a position's lots replaced by one (appended as such a log has it, last on the book).
    const adjusted = await call(b, '/api/investments/stock', { symbol: 'V', quantity: 2, purchasePrice: 200, purchaseDate: '2024-01-02' });
    const legacy = { positionId: adjusted.id, listId, lot: { lotId: randomUUID(), quantity: 3, price: 190, date: '2024-01-02' } };
    await source.stores.events.append(bookStream(bId), [{ id: randomUUID(), type: 'PositionAdjusted', data: legacy, metadata: { userId: bId, occurredAt: new Date().toISOString() } }], 'any');
    // Their sessions: a wrong password, a sign-in and a sign-out.
    expect401(await source.request('POST', '/api/auth/login', { body: { email: 'a@example.com', password: 'not the password' } }));
    const signedIn = (await source.request('POST', '/api/auth/login', { body: { email: 'b@example.com', password: 'correct horse battery' } })).json().token as string;
    await call(signedIn, '/api/auth/logout', {});
    await call(a, '/api/auth/password', { currentPassword: 'correct horse battery', newPassword: 'violet tractor mango 42' });
    // b signs in with Google for the first time, with b's verified email: the Google account is linked to b's.
    await source.identity.signInWithGoogle({ googleId: 'google-b', email: 'b@example.com', name: null });
    const detection = await source.background.scheduler.runNow('trend-detection');
    if (detection !== 'succeeded') throw new Error(`the trend detection ${detection}`);
    const log = await source.stores.events.readAll({ after: null, maxCount: 10_000 });
    // In the order they began: user a signed up first.
    const [bookA, bookB] = [...new Set(log.map((event) => event.streamId).filter(isBookStream))].map((stream) =>
      log.filter((event) => event.streamId === stream),
    );
    return { log, bookA: bookA!, bookB: bookB! };
  } finally {
    await source.close();
  }
}
