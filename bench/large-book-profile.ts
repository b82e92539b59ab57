/**
 * One large-book request in process, for `node --cpu-prof bench/large-book-profile.ts`:
 * BENCH_PROFILE_PATH (default /api/investments/summary) on a book of BENCH_BOOK_SIZE positions.
 */
import start from './servers/large-book.ts';

const positions = Number(process.env.BENCH_BOOK_SIZE ?? 5_000);
const path = process.env.BENCH_PROFILE_PATH ?? '/api/investments/summary';
const served = await start({ positions });
const { big, listId } = served.headers;
for (let round = 0; round < 2; round += 1) {
  const begun = performance.now();
  const response = await fetch(`${served.url}${path}?listId=${listId}`, { headers: { authorization: `Bearer ${big}` } });
  const body = await response.arrayBuffer();
  (globalThis as { gc?: () => void }).gc?.();
  console.log(path, response.status, `heap after GC ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`, `${(body.byteLength / 1024).toFixed(0)} KB`, `${(performance.now() - begun).toFixed(0)} ms`, `rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
}
process.exit(0);
