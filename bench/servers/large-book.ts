import { monitorEventLoopDelay } from 'node:perf_hooks';
import { knownSymbols } from '../../contracts/src/market/company-names.ts';
import { CachedMarketData } from '../../backend/src/market/cache.ts';
import { OfflineMarketDataProvider } from '../../backend/src/market/offline-provider.ts';
import type { MarketDataProvider } from '../../backend/src/market/provider.ts';
import { createTestApp } from '../../backend/src/testing/test-app.ts';
import { openStores } from '../../backend/src/stores.ts';
import { scratchDir } from '../support.ts';

/**
 * A market as wide as a real provider's: `W<n>` is listed, priced like the n-th known ticker (so
 * a 50,000-position book has 50,000 distinct symbols, as on Yahoo), anything else as offline.
 */
export function wideMarket(): CachedMarketData {
  const offline = new OfflineMarketDataProvider({});
  const known = knownSymbols().filter((symbol) => !symbol.includes('.') && !symbol.includes('-') && !symbol.includes('^'));
  const like = (symbol: string) => {
    const match = /^W(\d+)$/.exec(symbol);
    return match ? known[Number(match[1]) % known.length]! : symbol;
  };
  const provider: MarketDataProvider = {
    source: offline.source,
    quote: async (symbol) => ({ ...(await offline.quote(like(symbol))), symbol }),
    fundamentals: async (symbol) => ({ ...(await offline.fundamentals(like(symbol))), symbol }),
    history: (symbol, request) => offline.history(like(symbol), request),
    closes: (symbol, request) => offline.closes(like(symbol), request),
    profile: async (symbol) => ({ ...(await offline.profile(like(symbol))), symbol }),
  };
  return new CachedMarketData(provider, { policy: { budget: null } });
}

export interface LargeBookData {
  positions: number;
}

/**
 * The real app on embedded stores on files: one user whose default list holds `positions` positions of
 * distinct symbols (built through POST /api/investments/bulk in chunks), and a second user with
 * a small list. Served over HTTP.
 */
export default async function start({ positions }: LargeBookData) {
  // Stores on files in a fresh DATA_DIR, as the server opens them (large appends are written in slices only there).
  const { dir, cleanup } = scratchDir('large-book');
  process.once('exit', cleanup);
  const app = await createTestApp({ market: wideMarket(), stores: await openStores({ DATA_DIR: dir, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, MONGODB_DB: 'folio' }) });
  // BENCH_SERVER_ENV=BENCH_VALUATION_WARM_UP=off: the first requests value the book themselves (as after a restart).
  if (process.env.BENCH_VALUATION_WARM_UP === 'off') await app.valuation.stop();
  const big = await app.signUp('big@example.com');
  const small = await app.signUp('small@example.com');
  const listId = (await app.request('GET', '/api/lists', { token: big.token })).json()[0].id as string;
  const smallList = (await app.request('GET', '/api/lists', { token: small.token })).json()[0].id as string;
  /** `positions` positions of distinct symbols from W<first> on into the token's list, 5,000 to a bulk request. */
  const build = async (token: string, list: string, first: number) => {
    const chunk = 5_000;
    for (let from = 0; from < positions; from += chunk) {
      const items = Array.from({ length: Math.min(chunk, positions - from) }, (_, i) => {
        const n = from + i;
        return { symbol: `W${first + n}`, quantity: 1 + (n % 50), purchasePrice: 10 + (n % 400), purchaseDate: `20${10 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}` };
      });
      const bulk = await app.request('POST', '/api/investments/bulk', { token, body: { listId: list, items } });
      if (bulk.statusCode !== 200) throw new Error(`bulk: ${bulk.statusCode} ${bulk.body.slice(0, 300)}`);
    }
  };
  const started = performance.now();
  await build(big.token, listId, 0);
  const buildMs = performance.now() - started;
  // A second large book of other symbols (up to 10,000 positions): valued first, it is the
  // server's first large book, and the main book's first requests then run on warmed-up code, as
  // in a server that has been serving other users.
  const peer = positions <= 10_000 ? await app.signUp('peer@example.com') : null;
  const peerList = peer ? ((await app.request('GET', '/api/lists', { token: peer.token })).json()[0].id as string) : '';
  if (peer) await build(peer.token, peerList, 500_000);
  await app.request('POST', '/api/investments/bulk', {
    token: small.token,
    body: { listId: smallList, items: knownSymbols().slice(0, 10).map((symbol) => ({ symbol, quantity: 5, purchasePrice: 100, purchaseDate: '2023-03-01' })) },
  });
  await app.request('GET', '/api/investments', { token: small.token });
  // The read store writes the new documents to its file behind the requests (about a second for
  // 10k of them): the cold requests are timed once it has, not on top of it.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  // The longest the server's event loop was held since the bench last asked: what any request
  // waited at least, apart from the bench's own client (which shares its event loop with the
  // large answers it reads, and the machine's two cores with the server).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on('message', (message: { loopHeld?: boolean }) => {
    if (!message?.loopHeld) return;
    process.send?.({ loopHeldMs: loop.max / 1e6 });
    loop.reset();
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    headers: { big: big.token, small: small.token, listId, smallList, buildMs: buildMs.toFixed(0), peer: peer?.token ?? '', peerList },
  };
}
