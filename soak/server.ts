/**
 * The product as a child process, started the way `npm start -w backend` starts it (node with
 * its flags on backend/src/main.ts) on a DATA_DIR of the suite's, on loopback only. kill -9 hits the server
 * process itself (no npm wrapper in between), so a crash is a real one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverStartFlags } from '../backend/src/platform/start-flags.ts';

const ROOT = join(import.meta.dirname, '..');

export interface Server {
  url: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Resident set size now, in MB (from /proc). */
  rssMb(): number;
  /** SIGKILL, then wait for the process to be gone. */
  kill9(): Promise<void>;
  /** SIGTERM (the server closes its stores), then wait. */
  stop(): Promise<void>;
  log(): string;
}

let started = 0;
const children = new Set<ChildProcess>();
// A suite that fails half-way must not leave its servers running.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A port nobody listens on now (the OS picks it), so the suite never talks to someone else's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `memoryFile`: the server also writes its memory there every 2 s (memory-sampler.ts), for the
 * mixed load's breakdown of RSS growth.
 */
export async function startServer(options: { dataDir: string; port: number; env?: Record<string, string>; memoryFile?: string }): Promise<Server> {
  mkdirSync(options.dataDir, { recursive: true });
  const sampler = options.memoryFile
    ? {
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'memory-sampler.ts')).href)}`].filter(Boolean).join(' '),
        SOAK_MEMORY_FILE: options.memoryFile,
      }
    : {};
  const logFile = join(options.dataDir, '..', `server-${options.port}-${++started}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, [...serverStartFlags(), 'backend/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      // Test-only routes (projection faults, event-store space) exist only with DEV_LOGIN.
      DEV_LOGIN: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_MAX: '1000000',
      REGISTER_RATE_LIMIT_MAX: '1000000',
      ...sampler,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    url,
    pid: child.pid!,
    dataDir: options.dataDir,
    logFile,
    rssMb: () => {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : Number.NaN;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timeout);
    },
    log: () => readFileSync(logFile, 'utf8'),
  };
  await waitForHealth(url, child, exited);
  return server;
}

/** Polls /api/health (bounded: 120 s) until it answers. */
async function waitForHealth(url: string, child: ChildProcess, exited: Promise<void>) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer /api/health within 120 s');
}
