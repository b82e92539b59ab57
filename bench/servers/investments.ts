import { knownSymbols } from '../../contracts/src/market/company-names.ts';
import { createTestApp } from '../../backend/src/testing/test-app.ts';

/** The real app on embedded stores with one user holding 50 positions, prices warm in the cache. */
export default async function start() {
  const app = await createTestApp();
  const { token } = await app.signUp('bench@example.com');
  const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id;
  const symbols = knownSymbols().slice(0, 50);
  const items = symbols.map((symbol, index) => ({ symbol, quantity: 10 + index, purchasePrice: 50 + index, purchaseDate: '2022-01-03' }));
  await app.request('POST', '/api/investments/bulk', { token, body: { listId, items } });
  await app.request('GET', '/api/investments', { token }); // warm the quote cache
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/api/investments`, headers: { authorization: `Bearer ${token}` } };
}
