import { knownSymbols } from '../../contracts/src/market/company-names.ts';
import { createTestApp } from '../../backend/src/testing/test-app.ts';

/**
 * The real app on embedded stores: a reader holding 50 positions (prices warm) and five writers
 * with their own books, served over HTTP. Answers the tokens as headers.
 */
export default async function start() {
  const app = await createTestApp();
  const symbols = knownSymbols().slice(0, 50);
  const tokens: string[] = [];
  for (let user = 0; user < 6; user += 1) {
    const { token } = await app.signUp(`user${user}@example.com`);
    const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
    const items = symbols.map((symbol, index) => ({ symbol, quantity: 10 + index, purchasePrice: 50 + index, purchaseDate: '2022-01-03' }));
    await app.request('POST', '/api/investments/bulk', { token, body: { listId, items } });
    tokens.push(token);
  }
  await app.request('GET', '/api/investments', { token: tokens[0] }); // warm the quote cache
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, headers: Object.fromEntries(tokens.map((token, i) => [`user${i}`, token])) };
}
