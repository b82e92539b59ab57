/**
 * The mixed load: many users, each a loop of commands (buy, sell, cash flows, alerts, lists) and
 * reads (/investments, /summary, /lists, /alerts, transactions) with a think time between them,
 * until the deadline. Every loop is bounded by the deadline; books stay bounded by the ticker set.
 */
import { call, strongPassword, type Ledger, type Recorder } from './client.ts';

export interface User {
  email: string;
  userId: string;
  token: string;
  listId: string;
  /** What the user holds as the server acknowledged it: symbol -> position id and quantity. */
  book: Map<string, { id: string; quantity: number }>;
  lists: number;
}

const TICKERS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'TSLA', 'JPM', 'V', 'JNJ', 'WMT', 'PG', 'XOM', 'KO', 'PEP', 'DIS', 'NFLX', 'INTC', 'AMD', 'CSCO'];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const day = () => `20${String(15 + Math.floor(Math.random() * 10))}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;

export async function registerUsers(base: string, count: number, prefix: string, recorder?: Recorder): Promise<User[]> {
  const users: User[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-${i}@soak.example.com`;
    const registered = await call(base, 'POST', '/api/auth/register', { body: { email, password: strongPassword(), name: `Soak ${i}` }, recorder });
    if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    const { token, user } = registered.body as { token: string; user: { id: string } };
    const lists = await call(base, 'GET', '/api/lists', { token, recorder });
    const listId = (lists.body as { id: string; isDefault: boolean }[]).find((list) => list.isDefault)!.id;
    users.push({ email, userId: user.id, token, listId, book: new Map(), lists: 1 });
  }
  return users;
}

type Action = (base: string, user: User, ledger: Ledger, recorder: Recorder) => Promise<unknown>;

const buy: Action = async (base, user, ledger, recorder) => {
  const symbol = pick(TICKERS);
  const quantity = 1 + Math.floor(Math.random() * 10);
  const body = { symbol, quantity, purchasePrice: Math.round(5000 + Math.random() * 30000) / 100, purchaseDate: day(), listId: user.listId };
  const answer = await ledger.send(base, user, 'buy', 'POST', '/api/investments/stock', body, { recorder });
  if (answer.status === 201) {
    const item = answer.body as { id: string; quantity: number };
    user.book.set(symbol, { id: item.id, quantity: item.quantity });
  }
};

const sell: Action = async (base, user, ledger, recorder) => {
  const held = [...user.book.entries()].filter(([, position]) => position.quantity >= 2);
  if (held.length === 0) return buy(base, user, ledger, recorder);
  const [symbol, position] = pick(held);
  const body = { portfolioId: position.id, quantity: 1, price: Math.round(5000 + Math.random() * 30000) / 100, date: '2025-06-02' };
  const answer = await ledger.send(base, user, 'sell', 'POST', '/api/investments/sell-position', body, { recorder });
  if (answer.status === 200) user.book.set(symbol, { ...position, quantity: position.quantity - 1 });
};

const cashFlow: Action = (base, user, ledger, recorder) =>
  ledger.send(base, user, 'cash-flow', 'POST', '/api/investments/cash-flow', {
    type: Math.random() < 0.7 ? 'deposit' : 'withdrawal', amount: Math.round(100 + Math.random() * 500000) / 100, date: day(), listId: user.listId,
  }, { recorder });

const alert: Action = (base, user, ledger, recorder) =>
  ledger.send(base, user, 'alert', 'POST', '/api/alerts', { symbol: pick(TICKERS), type: 'PRICE', condition: pick(['ABOVE', 'BELOW']), targetPrice: 1 + Math.round(Math.random() * 100000) / 100 }, { recorder });

const newList: Action = async (base, user, ledger, recorder) => {
  if (user.lists >= 3) return cashFlow(base, user, ledger, recorder);
  user.lists += 1;
  return ledger.send(base, user, 'list', 'POST', '/api/lists', { name: `Soak list ${user.lists}` }, { recorder });
};

const read = (path: (user: User) => string, route: string): Action => (base, user, _ledger, recorder) => call(base, 'GET', path(user), { token: user.token, recorder, route });

/** Weighted mix: 50% commands, 50% reads. */
const MIX: [number, Action][] = [
  [22, buy],
  [10, sell],
  [12, cashFlow],
  [4, alert],
  [2, newList],
  [18, read((user) => `/api/investments?listId=${user.listId}`, 'GET /api/investments')],
  [14, read((user) => `/api/investments/summary?listId=${user.listId}`, 'GET /api/investments/summary')],
  [8, read(() => '/api/lists', 'GET /api/lists')],
  [6, read(() => '/api/alerts', 'GET /api/alerts')],
  [4, read((user) => `/api/investments/transactions?listId=${user.listId}&limit=20`, 'GET /api/investments/transactions')],
];
const TOTAL = MIX.reduce((sum, [weight]) => sum + weight, 0);

function nextAction(): Action {
  let roll = Math.random() * TOTAL;
  for (const [weight, action] of MIX) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return MIX[0]![1];
}

/** Runs every user's loop until `deadline` (ms since epoch); resolves when all have stopped. */
export async function mixedLoad(options: { base: string; users: User[]; deadline: number; thinkMs: number; ledger: Ledger; recorder: Recorder }) {
  const { base, users, deadline, thinkMs, ledger, recorder } = options;
  let operations = 0;
  await Promise.all(
    users.map(async (user, index) => {
      // Staggered starts, so the users do not move in step.
      await new Promise((resolve) => setTimeout(resolve, (index / users.length) * thinkMs));
      while (Date.now() < deadline) {
        await nextAction()(base, user, ledger, recorder);
        operations += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * thinkMs));
      }
    }),
  );
  return operations;
}
