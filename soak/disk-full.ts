/**
 * Scenario 4: the event store's disk fills up. SQLite's page limit (`PRAGMA max_page_count`, set
 * through the test-only route) makes it answer SQLITE_FULL for real. Commands must get a 503 that
 * says the storage is full, nothing of them may be stored, the log must say why, and once space is
 * back the same requests (same keys) must succeed exactly once.
 */
import { join } from 'node:path';
import { brokerCsv } from '../bench/csv-import.bench.ts';
import { checkLog, failuresOf } from './checks.ts';
import { call, Ledger } from './client.ts';
import { registerUsers } from './load.ts';
import { load, printCheck, type Verdicts } from './report.ts';
import { startServer } from './server.ts';

const EXPECTED = "The server's storage is full, so this change was not saved. Please try again later.";

export async function diskFullScenario(options: { root: string; port: number; verdicts: Verdicts }) {
  const dataDir = join(options.root, 'disk-full', 'data');
  const server = await startServer({ dataDir, port: options.port });
  const ledger = new Ledger();
  const users = await registerUsers(server.url, 3, `full-${Date.now()}`);
  console.log(`\n[disk full] server pid ${server.pid}, load average ${load()}`);
  const failures: string[] = [];
  const limit = await call(server.url, 'PUT', '/api/testing/event-store/space', { token: users[0]!.token, body: { freePages: 1 } });
  if (limit.status !== 200) throw new Error(`could not limit the event store: ${limit.status} ${JSON.stringify(limit.body)}`);

  // A large import first (one append far bigger than a page), then small commands until refused.
  const importAnswer = await ledger.send(server.url, users[0]!, 'import', 'POST', '/api/investments/import-csv', { csv: brokerCsv(500), listId: users[0]!.listId });
  const statuses = new Map<number, number>();
  let refusedAt = -1;
  for (let i = 0; i < 400; i += 1) {
    const user = users[i % users.length]!;
    const answer = await ledger.send(server.url, user, 'buy', 'POST', '/api/investments/stock', { symbol: 'KO', quantity: 1, purchasePrice: 60, purchaseDate: '2024-02-01', listId: user.listId });
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.status === 503 && (answer.body as { message?: string }).message !== EXPECTED) failures.push(`a 503 said ${JSON.stringify(answer.body)}`);
    if (answer.status === 503 && refusedAt < 0) refusedAt = i;
    if (answer.status === 503 && i - refusedAt >= 20) break;
  }
  const refused = ledger.commands.filter((command) => command.status === 503);
  console.log(`  import of 500 rows: ${importAnswer.status} ${JSON.stringify(importAnswer.body).slice(0, 160)}`);
  console.log(`  small commands: ${JSON.stringify(Object.fromEntries(statuses))} (first refusal after ${refusedAt} accepted)`);
  if (importAnswer.status !== 503) failures.push(`the import got ${importAnswer.status}, not 503`);
  if ((importAnswer.body as { message?: string }).message !== EXPECTED) failures.push(`the import's message: ${JSON.stringify(importAnswer.body)}`);
  if (refusedAt < 0) failures.push('no command was refused with 503');
  if (ledger.commands.some((command) => command.status !== 503 && command.outcome !== 'acknowledged')) failures.push(`other answers than 2xx and 503: ${JSON.stringify(Object.fromEntries(statuses))}`);
  const healthDuring = await call(server.url, 'GET', '/api/health');

  // As the disk filled: refused commands must have left nothing.
  const during = checkLog(join(dataDir, 'events.sqlite'), ledger.commands, users.map((user) => user.email));
  printCheck('log while full', during);
  failures.push(...failuresOf(during));
  if (during.unansweredPresent > 0) failures.push(`${during.unansweredPresent} commands answered 503 were stored`);

  // Space back: the same requests with the same keys go through, once.
  await call(server.url, 'PUT', '/api/testing/event-store/space', { token: users[0]!.token, body: { freePages: null } });
  for (const command of refused) {
    const answer = await ledger.retry(server.url, command);
    if (command.kind === 'import' && answer.status === 200) command.imported = (answer.body as { successful: number }).successful;
  }
  const after = checkLog(join(dataDir, 'events.sqlite'), ledger.commands, users.map((user) => user.email));
  printCheck(`after space is back and ${refused.length} refused requests are sent again`, after);
  failures.push(...failuresOf(after).map((failure) => `after space is back: ${failure}`));
  if (after.commands.unknown) failures.push(`${after.commands.unknown} still refused after space is back`);
  const healthAfter = (await call(server.url, 'GET', '/api/health')).body as { status: string };
  if (healthAfter.status !== 'ok') failures.push(`health after: ${JSON.stringify(healthAfter)}`);
  await server.stop();
  const logged = server.log().split('\n').filter((line) => line.includes('storage full')).length;
  if (logged < refused.length) failures.push(`the server log names ${logged} storage-full refusals of ${refused.length}`);
  console.log(`  health while full: ${healthDuring.status} ${(healthDuring.body as { status: string }).status}; server log lines 'storage full': ${logged}`);
  options.verdicts.add('SQLITE_FULL: 503 with a clear message, nothing partial stored, retries succeed once space is back', failures, `${refused.length} refused, ${after.acknowledged} acknowledged in the end`);
}
