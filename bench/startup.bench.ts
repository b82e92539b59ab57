/**
 * Start-up of the embedded server as `npm start` runs it (node with its flags, main.ts, empty
 * DATA_DIR, no demo seed): time until /api/health answers, and the process's RSS then. The
 * baseline loads the EventStoreDB and MongoDB clients up front as well (`--import` of their
 * adapters), as the server did before it loaded them only when their URLs are set. Rounds
 * alternate, so a drift of the machine's speed falls on both.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { report, scratchDir } from './support.ts';

const ROOT = join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 5);
const SERVER_CLIENTS = ['--import', './backend/src/eventstore/eventstoredb.ts', '--import', './backend/src/readstore/mongodb.ts'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const startFlags = () =>
  (JSON.parse(readFileSync(join(ROOT, 'backend/package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--'));

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

/** One start: ms from spawn to the first 200 of /api/health, and RSS then. */
async function start(extraFlags: string[]): Promise<{ ms: number; rss: number }> {
  const { dir, cleanup } = scratchDir('startup');
  const port = await freePort();
  const begun = performance.now();
  const child = spawn(process.execPath, [...startFlags(), ...extraFlags, 'backend/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then((response) => response.ok, () => false);
      if (answered) return { ms: performance.now() - begun, rss: rssMb(child.pid!) };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('server did not answer /api/health within 60 s');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    cleanup();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  const now: { ms: number; rss: number }[] = [];
  const before: { ms: number; rss: number }[] = [];
  await start([]); // the first start compiles and caches what the next ones read from disk
  for (let round = 0; round < ROUNDS; round += 1) {
    now.push(await start([]));
    before.push(await start(SERVER_CLIENTS));
  }
  const row = (starts: { ms: number; rss: number }[]) =>
    `${median(starts.map((s) => s.ms)).toFixed(0)} ms to health (${starts.map((s) => s.ms.toFixed(0)).join(', ')}), RSS ${median(starts.map((s) => s.rss)).toFixed(0)} MB`;
  report(`Embedded server start-up, empty DATA_DIR (median of ${ROUNDS}, alternating)`, {
    'server clients loaded only when their URLs are set': row(now),
    'baseline: EventStoreDB and MongoDB clients loaded up front': row(before),
    'ratio (time, RSS)': `${(median(now.map((s) => s.ms)) / median(before.map((s) => s.ms))).toFixed(2)}x, ${(median(now.map((s) => s.rss)) / median(before.map((s) => s.rss))).toFixed(2)}x`,
  });
}

if (import.meta.main) await run();
