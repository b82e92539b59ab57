import type { TestApp } from '../testing/test-app.ts';

/**
 * What one interaction runs against: a fresh app (so 'no account for ada@example.com' and 'a
 * registered user ada@example.com' can both hold) and the session of the state's user, whose
 * token replaces the consumer's placeholder.
 */
export interface World {
  app: TestApp;
  token: string | null;
  defaultListId: string | null;
}

/** Values a state hands back for the consumer's `fromProviderState('${name}', ...)` expressions. */
type StateValues = Record<string, string>;
export type ProviderState = (world: World) => Promise<StateValues>;

const DAY_MS = 86_400_000;
const ADA = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };

/** Calls the app's own API as the state's user; a state that cannot be set up must fail loudly. */
async function call<T>(world: World, method: string, url: string, body?: unknown): Promise<T> {
  const response = await world.app.request(method, url, { ...(world.token ? { token: world.token } : {}), body });
  if (response.statusCode >= 300) throw new Error(`provider state: ${method} ${url} answered ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

async function register(world: World, user: { email: string; password: string; name: string }) {
  const session = await call<{ token: string }>(world, 'POST', '/api/auth/register', user);
  world.token = session.token;
  const lists = await call<{ id: string; isDefault: boolean }[]>(world, 'GET', '/api/lists');
  world.defaultListId = lists.find((list) => list.isDefault)!.id;
  return { defaultListId: world.defaultListId };
}

/** Later states build on the signed-in user; they sign one up when the interaction named none. */
async function signedIn(world: World): Promise<StateValues> {
  if (world.token) return { defaultListId: world.defaultListId! };
  return register(world, { email: `pact-${crypto.randomUUID()}@example.com`, password: ADA.password, name: 'Pact User' });
}

export const providerStates: Record<string, ProviderState> = {
  // Smart lists (folio-mfe-tools): Big tech holds AAPL and MSFT at equal weights once rebalanced.
  'the user has a smart list Big tech of AAPL and MSFT': async (world) => {
    await signedIn(world);
    const list = await call<{ id: string }>(world, 'POST', '/api/smart-lists', { name: 'Big tech', description: 'Mega caps', criteria: { includeSymbols: ['AAPL', 'MSFT'], weightStrategy: 'equal' } });
    return { bigTechSmartListId: list.id };
  },

  'the smart list Big tech is rebalanced': async (world) => {
    await signedIn(world);
    const lists = await call<{ id: string; name: string }[]>(world, 'GET', '/api/smart-lists');
    const bigTech = lists.find((list) => list.name === 'Big tech');
    if (!bigTech) throw new Error("provider state: 'the user has a smart list Big tech of AAPL and MSFT' must come first");
    await call(world, 'POST', `/api/smart-lists/${bigTech.id}/rebalance`, {});
    return { bigTechSmartListId: bigTech.id };
  },

  'no account for ada@example.com': async () => ({}),

  'a registered user ada@example.com': (world) => register(world, ADA),

  'the demo sign-in is enabled': async (world) => {
    if (!world.app.config.devLogin) throw new Error('provider state: dev-login is not enabled (DEV_LOGIN)');
    return {};
  },

  'a signed-in user': signedIn,

  'the user has a list Growth': async (world) => {
    await signedIn(world);
    const list = await call<{ id: string }>(world, 'POST', '/api/lists', { name: 'Growth', description: 'Long-term bets' });
    return { growthListId: list.id };
  },

  // Bought about 400 days before today, so the summary's six-month and one-year returns exist
  // and the three-year and longer ones are null whatever day the verification runs.
  'the user has a position AAPL of 10 shares': async (world) => {
    await signedIn(world);
    const purchaseDate = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
    const item = await call<{ id: string }>(world, 'POST', '/api/investments/stock', {
      symbol: 'AAPL',
      quantity: 10,
      purchasePrice: 150,
      purchaseDate,
    });
    return { aaplPositionId: item.id };
  },

  // Held as the whole list, TSLA is far above the max position size, and the offline analyst's
  // score moves with the day's demo market data but stayed at -4.5 or below (sell, with a target
  // price; a hold would have none) in a weekly sample over two years. AAPL's does not: it holds.
  'the user has a position TSLA of 10 shares': async (world) => {
    await signedIn(world);
    const purchaseDate = new Date(Date.now() - 400 * DAY_MS).toISOString().slice(0, 10);
    await call(world, 'POST', '/api/investments/stock', { symbol: 'TSLA', quantity: 10, purchasePrice: 150, purchaseDate });
    return {};
  },

  // A stock analysis stores its verdict as an ACTIVE recommendation of the default list.
  'the user has an active recommendation for TSLA': async (world) => {
    await signedIn(world);
    const analysis = await call<{ recommendationId: string | null }>(world, 'POST', '/api/investments/stocks/TSLA/analyze', {});
    if (!analysis.recommendationId) throw new Error('provider state: the TSLA analysis stored no recommendation');
    return { tslaRecommendationId: analysis.recommendationId };
  },

  'the user has a PRICE alert on AAPL above 250': async (world) => {
    await signedIn(world);
    const alert = await call<{ id: string }>(world, 'POST', '/api/alerts', { symbol: 'AAPL', type: 'PRICE', condition: 'ABOVE', targetPrice: 250 });
    return { aaplAlertId: alert.id };
  },

  'the user has a deposit of 1000 on 2024-01-02': async (world) => {
    await signedIn(world);
    await call(world, 'POST', '/api/investments/cash-flow', { type: 'deposit', amount: 1000, date: '2024-01-02', description: 'Initial deposit' });
    return {};
  },

  // The offline news feed reaches a year back: a month that ended 30 days ago has AAPL articles,
  // each with all three returns (7 trading days have passed since the last of them).
  'the offline news feed covers the last year': async (world) => {
    await signedIn(world);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    const window = { impactsFrom: day(60), impactsTo: day(30) };
    const { data } = await call<{ data: { returns: Record<string, number | null> }[] }>(
      world, 'GET', `/api/news/correlation/impacts?symbol=AAPL&from=${window.impactsFrom}&to=${window.impactsTo}`,
    );
    if (data.length === 0 || data.some((item) => Object.values(item.returns).some((value) => value === null))) {
      throw new Error('provider state: the offline feed has no AAPL articles with all three returns in the window');
    }
    return window;
  },
};
