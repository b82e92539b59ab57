import { parentPort } from 'node:worker_threads';
import { knownSymbols } from '../../contracts/src/market/company-names.ts';
import { answerBasis } from '../../backend/src/portfolio/answer-basis.ts';
import { keptAnswerCounts } from '../../backend/src/portfolio/items-answers.ts';
import { createTestApp } from '../../backend/src/testing/test-app.ts';

const READERS = Number(process.env.BENCH_READERS ?? 10);
const WRITERS = 5;

/**
 * The real app on embedded stores: READERS users each holding 50 positions in their default list
 * (prices warm) and five writers with their own books, served over HTTP. Answers the readers'
 * tokens and list ids (`reader<n>`, `list<n>`) and the writers' tokens (`writer<n>`) as headers.
 *
 * Messages from the benchmark: `{ dropAll }` switches the answer basis between versions per user
 * and list (false) and the drop-every-answer-on-any-event baseline (true, a benchmark seam in
 * answer-basis.ts); every message is answered with the kept-answer counts so far.
 */
export default async function start() {
  const app = await createTestApp();
  const symbols = knownSymbols().slice(0, 50);
  const headers: Record<string, string> = {};
  const signUp = async (name: string) => {
    const { token } = await app.signUp(`${name}@example.com`);
    const listId = (await app.request('GET', '/api/lists', { token })).json()[0].id as string;
    return { token, listId };
  };
  for (let n = 0; n < READERS; n += 1) {
    const { token, listId } = await signUp(`reader${n}`);
    const items = symbols.map((symbol, index) => ({ symbol, quantity: 10 + index, purchasePrice: 50 + index, purchaseDate: '2022-01-03' }));
    await app.request('POST', '/api/investments/bulk', { token, body: { listId, items } });
    await app.request('GET', `/api/investments?listId=${listId}`, { token }); // warm the quote cache
    Object.assign(headers, { [`reader${n}`]: token, [`list${n}`]: listId });
  }
  for (let n = 0; n < WRITERS; n += 1) headers[`writer${n}`] = (await signUp(`writer${n}`)).token;

  parentPort!.on('message', (message: { dropAll?: boolean }) => {
    if (message.dropAll !== undefined) answerBasis.dropAllOnAnyEventForBenchmark(message.dropAll);
    parentPort!.postMessage({ ...keptAnswerCounts });
  });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, headers };
}
