import { ensureDemoAccount } from '../identity/demo.ts';
import type { Services } from '../features.ts';
import { seededIds, type Actor } from '../shared/actor.ts';

/** Holdings of the demo account: lots bought over several years, so gains, returns and lots show. */
const MAIN_PORTFOLIO = [
  { symbol: 'AAPL', quantity: 25, purchasePrice: 74.35, purchaseDate: '2020-03-16' },
  { symbol: 'AAPL', quantity: 15, purchasePrice: 131.2, purchaseDate: '2021-06-01' },
  { symbol: 'MSFT', quantity: 18, purchasePrice: 212.5, purchaseDate: '2020-09-08' },
  { symbol: 'NVDA', quantity: 40, purchasePrice: 26.1, purchaseDate: '2022-10-13' },
  { symbol: 'AMZN', quantity: 30, purchasePrice: 102.3, purchaseDate: '2022-12-28' },
  { symbol: 'GOOGL', quantity: 28, purchasePrice: 89.7, purchaseDate: '2023-01-05' },
  { symbol: 'JPM', quantity: 20, purchasePrice: 134.4, purchaseDate: '2023-03-15' },
  { symbol: 'V', quantity: 12, purchasePrice: 208.9, purchaseDate: '2021-11-30' },
  { symbol: 'BRK.B', quantity: 10, purchasePrice: 302.1, purchaseDate: '2022-06-17' },
  { symbol: 'TSLA', quantity: 0 },
  { symbol: 'META', quantity: 0 },
];

const INCOME = [
  { symbol: 'KO', quantity: 60, purchasePrice: 55.2, purchaseDate: '2021-02-10' },
  { symbol: 'JNJ', quantity: 25, purchasePrice: 162.4, purchaseDate: '2021-08-02' },
  { symbol: 'PG', quantity: 30, purchasePrice: 139.8, purchaseDate: '2022-05-20' },
  { symbol: 'O', quantity: 80, purchasePrice: 58.1, purchaseDate: '2023-10-24' },
];

/**
 * Creates the demo account with a portfolio to explore, once. Ids derive from a fixed seed, so a
 * second start (or two processes starting together) cannot add the portfolio twice.
 */
export async function seedDemo(services: Services): Promise<string> {
  const userId = await ensureDemoAccount(services.identity);
  const actor: Actor = { userId, newId: seededIds(`demo-portfolio:${userId}`) };
  if ((await services.portfolio.queries.positions(actor, {})).length > 0) return userId;

  const main = await services.lists.defaultListId(actor);
  await services.portfolio.commands.recordCashFlow(actor, { type: 'deposit', amount: 25_000, date: '2020-03-02', description: 'Initial deposit', listId: main });
  await services.portfolio.commands.recordCashFlow(actor, { type: 'deposit', amount: 5_000, date: '2022-10-03', description: 'Bonus', listId: main });
  await services.portfolio.commands.openMany(actor, main, MAIN_PORTFOLIO.map((item) => ({ item })), 'bulk');
  const apple = (await services.portfolio.queries.positions(actor, { listId: main })).find((position) => position.symbol === 'AAPL')!;
  await services.portfolio.commands.sell(actor, { portfolioId: apple._id, quantity: 10, price: 182.5, date: '2023-12-14', fees: 4.95, notes: 'Trimmed after the run-up' });

  const income = await services.lists.create(actor, { name: 'Dividend Income', description: 'Steady payers' });
  await services.portfolio.commands.openMany(actor, income.id, INCOME.map((item) => ({ item })), 'bulk');
  // The demo's purchases are in today's (split-adjusted) shares: the provider's splits do not apply.
  await services.dividends.commands.dismissSplit(actor, { symbol: 'AAPL', date: '2020-08-31', listId: main });
  await services.dividends.commands.dismissSplit(actor, { symbol: 'NVDA', date: '2024-06-10', listId: main });
  // Two Coca-Cola dividends of 2024 on the income list's 60 shares, one of them reinvested.
  const cash = { withholdingTax: 0, perShare: 0.485, reinvestedQuantity: null, reinvestedPrice: null };
  await services.dividends.commands.recordDividend(actor, { ...cash, symbol: 'KO', listId: income.id, kind: 'cash', amount: 29.1, exDate: '2024-03-14', payDate: '2024-04-01' });
  await services.dividends.commands.recordDividend(actor, {
    ...cash, symbol: 'KO', listId: income.id, kind: 'reinvested', amount: 29.1, exDate: '2024-06-14', payDate: '2024-07-01', reinvestedQuantity: 0.4656, reinvestedPrice: 62.5,
  });
  return userId;
}
