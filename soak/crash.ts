/**
 * Scenarios 2 and 3: kill -9 during a burst of commands and during CSV imports, restart on the
 * same DATA_DIR, then: POST /api/audit/verify passes for every user, acknowledged commands are in
 * the log exactly once, unanswered ones whole or absent; then the client retries the unanswered
 * ones with the same Idempotency-Key and each must end up exactly once.
 */
import { join } from 'node:path';
import { brokerCsv } from '../bench/csv-import.bench.ts';
import { checkLog, failuresOf, headWatcher, killWhenHeadReaches } from './checks.ts';
import { call, Ledger, type Command } from './client.ts';
import { registerUsers, type User } from './load.ts';
import { load, printCheck, type Verdicts } from './report.ts';
import { startServer, type Server } from './server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TICKERS = ['AAPL', 'MSFT', 'GOOG', 'AMZN', 'NVDA', 'META', 'JPM', 'KO'];

export async function crashScenarios(options: { root: string; port: number; importRows: number; burst: number; verdicts: Verdicts }) {
  const dataDir = join(options.root, 'crash', 'data');
  let server = await startServer({ dataDir, port: options.port });
  const ledger = new Ledger();
  const users = await registerUsers(server.url, 6, `crash-${Date.now()}`);
  console.log(`\n[kill -9] server pid ${server.pid}, load average ${load()}`);

  // A burst: `burst` commands, 32 in flight at a time, killed the moment a third of them are in
  // the log (the last ones stored are then not answered yet).
  let answered = 0;
  let sent = 0;
  const watcher = headWatcher(join(dataDir, 'events.sqlite'));
  const killAt = watcher.head() + Math.floor(options.burst / 3);
  const burst = Array.from({ length: 32 }, async (_, lane) => {
    while (sent < options.burst) {
      sent += 1;
      const user = users[(sent + lane) % users.length]!;
      const body =
        sent % 3 === 0
          ? { type: 'deposit', amount: 100 + sent, date: '2025-01-02', listId: user.listId }
          : { symbol: TICKERS[sent % TICKERS.length], quantity: 1 + (sent % 5), purchasePrice: 100 + (sent % 50), purchaseDate: '2024-05-02', listId: user.listId };
      const answer = await ledger.send(server.url, user, sent % 3 === 0 ? 'cash-flow' : 'buy', 'POST', sent % 3 === 0 ? '/api/investments/cash-flow' : '/api/investments/stock', body, { timeoutMs: 30_000 });
      if (answer.status === 0) return; // the server is gone
      answered += 1;
    }
  });
  watcher.close();
  await killWhenHeadReaches(join(dataDir, 'events.sqlite'), server.pid, killAt);
  await server.kill9();
  await Promise.all(burst);
  server = await restart(server, dataDir, options.port);
  await afterCrash(server, dataDir, users, ledger, `kill -9 during a burst of ${options.burst} commands (killed after ${answered} answers)`, options.verdicts);

  // Imports: one timed to completion; one killed at a third of that time (before its append,
  // most likely); one killed the moment its append is in the log (stored, not answered).
  const csv = brokerCsv(options.importRows);
  const timed = await ledger.send(server.url, users[0]!, 'import', 'POST', '/api/investments/import-csv', { csv, listId: users[0]!.listId }, { timeoutMs: 300_000 });
  timed.command.imported = (timed.body as { successful?: number }).successful ?? 0;
  console.log(`  one import of ${options.importRows} rows: ${timed.status} in ${timed.ms.toFixed(0)} ms`);
  for (const [round, when] of (['a third of that time', 'its append is in the log'] as const).entries()) {
    const user = users[round + 1]!;
    const watching = headWatcher(join(dataDir, 'events.sqlite'));
    const before = watching.head();
    const importing = ledger.send(server.url, user, 'import', 'POST', '/api/investments/import-csv', { csv, listId: user.listId }, { timeoutMs: 300_000 });
    if (round === 0) await sleep(timed.ms / 3);
    // The import is one append (purchases carried 1,000 to an event): the log's head moving past
    // `before` means all of it is stored. Nothing else writes meanwhile.
    else await killWhenHeadReaches(join(dataDir, 'events.sqlite'), server.pid, before + 1);
    await server.kill9();
    watching.close();
    const answer = await importing;
    if (answer.status === 200) answer.command.imported = (answer.body as { successful: number }).successful;
    console.log(`  import killed after ${when}: answer ${answer.status || 'none'}`);
    server = await restart(server, dataDir, options.port);
  }
  await afterCrash(server, dataDir, users, ledger, `kill -9 during CSV imports of ${options.importRows} rows (2 kills)`, options.verdicts);
  await server.stop();
}

async function restart(server: Server, dataDir: string, port: number) {
  const started = performance.now();
  const next = await startServer({ dataDir, port });
  console.log(`  restarted on the same DATA_DIR (old pid ${server.pid}, new ${next.pid}) in ${(performance.now() - started).toFixed(0)} ms`);
  return next;
}

/** Verify, check the log as the crash left it, retry the unanswered commands, check again. */
async function afterCrash(server: Server, dataDir: string, users: User[], ledger: Ledger, scenario: string, verdicts: Verdicts) {
  const failures: string[] = [];
  for (const user of users) {
    const answer = await call(server.url, 'POST', '/api/audit/verify', { token: user.token, body: {}, timeoutMs: 300_000 });
    if (answer.status !== 200 || (answer.body as { ok: boolean }).ok !== true) failures.push(`audit verify for ${user.email}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  // The server is running: the suite reads the WAL-mode file read-only beside it.
  const asLeft = checkLog(join(dataDir, 'events.sqlite'), ledger.commands, users.map((user) => user.email));
  printCheck('log as the crash left it', asLeft);
  failures.push(...failuresOf(asLeft));

  const unanswered: Command[] = ledger.commands.filter((command) => command.outcome === 'unknown');
  const present = unanswered.length;
  for (const command of unanswered) {
    const answer = await ledger.retry(server.url, command, { timeoutMs: 300_000 });
    if (command.kind === 'import' && answer.status === 200) command.imported = (answer.body as { successful: number }).successful;
  }
  const retried = checkLog(join(dataDir, 'events.sqlite'), ledger.commands, users.map((user) => user.email));
  printCheck(`after retrying ${present} unanswered commands with their keys`, retried);
  failures.push(...failuresOf(retried).map((failure) => `after the retries: ${failure}`));
  if (retried.commands.unknown) failures.push(`${retried.commands.unknown} retries still unanswered`);
  verdicts.add(`${scenario}: verify ok, acknowledged exactly once, unanswered whole or absent, retries exactly once`, failures, `${asLeft.unansweredPresent} unanswered were in the log, ${asLeft.unansweredAbsent} were not`);
}
