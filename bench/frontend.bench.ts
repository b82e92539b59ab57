/**
 * Front-end weight and speed (issue 5 targets): gzip sizes read from the dist folders -- the
 * shell's initial JS, each remote's remoteEntry.js, the portfolio route's own chunks -- and the
 * Largest Contentful Paint of /investments with 200 holdings in headless Chromium against a
 * server started here on a fresh DATA_DIR. Needs built front-ends (`npm run build`).
 *
 * "JS fetched to show" a page is what arrived before its ready element showed; lazy chunks that
 * arrive in the second after (dialogs, charts) are reported on their own line.
 *
 * Sizes are gzip -9 of the built files, which is what a compressing proxy would send; the
 * built-in server sends them uncompressed. LCP runs once with the server's market-data cache
 * cold, then in fresh browser contexts (empty browser cache) with the server's cache warm.
 */
import { wellKnownSymbols } from '../backend/src/market/offline-universe.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { report, scratchDir } from './support.ts';

const ROOT = join(import.meta.dirname, '..');
const REMOTES = ['mfe-portfolio', 'mfe-insights', 'mfe-news', 'mfe-tools'] as const;
const HOLDINGS = Number(process.env.BENCH_HOLDINGS ?? 200);
const WARM_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 3);
const TARGETS = { shellKb: 170, investmentsKb: 250, remoteEntryKb: 15, lcpMs: 1500 };

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');

/** The scripts index.html starts with. */
function shellEntryScripts(): string[] {
  const html = readFileSync(join(ROOT, 'shell/dist/index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)].map((match) => join(ROOT, 'shell/dist', match[1]!));
}

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/** The chunks an exposed module needs before it can render (shared modules come from the shell). */
function exposeChunks(folder: string, expose: string): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'dist/mf-manifest.json'), 'utf8')) as { exposes: ManifestExpose[] };
  const entry = manifest.exposes.find((candidate) => candidate.name === expose);
  if (!entry) throw new Error(`${folder} does not expose ${expose}`);
  const file = (name: string) => join(ROOT, folder, 'dist', name);
  return { js: entry.assets.js.sync.map(file), css: entry.assets.css.sync.map(file) };
}

/** A URL path the product serves -> the built file behind it. */
function builtFile(pathname: string): string | null {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  const file = remote ? join(ROOT, remote[1]!, 'dist', remote[2]!) : join(ROOT, 'shell/dist', pathname);
  return existsSync(file) ? file : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(ROOT, 'backend/src/main.ts')], {
    cwd: join(ROOT, 'backend'),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_MAX: '1000', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return { base, server };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error('the server did not answer /api/health within 30 s');
}

async function api<T>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new user whose default list holds `count` positions of distinct symbols. */
async function seedHoldings(base: string, count: number): Promise<{ token: string; listId: string }> {
  const { token } = await api<{ token: string }>(base, 'POST', '/auth/register', { email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', name: 'Bench' });
  const [list] = await api<Array<{ id: string }>>(base, 'GET', '/lists', undefined, token);
  // Real tickers the offline provider knows (made-up ones are refused as unknown).
  const tickers = wellKnownSymbols().filter((symbol) => /^[A-Z]{1,5}$/.test(symbol));
  if (tickers.length < count) throw new Error(`the offline universe has ${tickers.length} plain tickers, fewer than ${count}`);
  const items = tickers.slice(0, count).map((symbol, index) => ({
    symbol,
    quantity: 1 + (index % 50),
    purchasePrice: 20 + (index % 200),
    purchaseDate: `20${String(15 + (index % 9)).padStart(2, '0')}-0${1 + (index % 9)}-15`,
  }));
  const result = await api<{ successful: number; failed: unknown[] }>(base, 'POST', '/investments/bulk', { items, listId: list!.id }, token);
  if (result.successful !== count) throw new Error(`seeded ${result.successful} of ${count} holdings: ${JSON.stringify(result.failed.slice(0, 3))}`);
  return { token, listId: list!.id };
}

interface PageLoad {
  lcpMs: number;
  lcpElement: string;
  /** gzip bytes of the JS fetched until the ready element showed, by owner (shell or a remote folder). */
  jsByOwner: Map<string, number>;
  /** gzip bytes of the JS fetched in the second after that (lazy chunks, preloads), by owner. */
  laterJsByOwner: Map<string, number>;
}

/** Loads a page in a fresh context (empty browser cache) and reads its final LCP entry. */
async function loadPage(browser: Browser, url: string, token: string | null, ready: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript((stored) => {
    if (stored) localStorage.setItem('token', stored);
    const record = window as unknown as { __lcp: { time: number; element: string } };
    record.__lcp = { time: 0, element: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        const element = entry.element;
        const name = element ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"` : '?';
        record.__lcp = { time: entry.startTime, element: name };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, token);
  const page = await context.newPage();
  const jsByOwner = new Map<string, number>();
  const laterJsByOwner = new Map<string, number>();
  // JS that arrived before the ready element showed was needed (or fetched alongside) to show
  // the page; what arrives in the second after is lazy code (dialogs, charts, idle preloads).
  let shown = false;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    const file = builtFile(pathname);
    if (!file) return;
    const owner = /^\/remotes\/([^/]+)\//.exec(pathname)?.[1] ?? 'shell';
    const tally = shown ? laterJsByOwner : jsByOwner;
    tally.set(owner, (tally.get(owner) ?? 0) + gzipBytes(file));
    // BENCH_LIST_JS=1 lists every file a page fetched: where the kilobytes go.
    if (process.env.BENCH_LIST_JS) console.log(`  ${new URL(url).pathname}${shown ? ' (after)' : ''} ${pathname} ${(gzipBytes(file) / 1024).toFixed(1)} KB`);
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  shown = true;
  await page.waitForTimeout(1000); // later, larger paints still count
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { time: number; element: string } }).__lcp);
  await context.close();
  return { lcpMs: lcp.time, lcpElement: lcp.element, jsByOwner, laterJsByOwner };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run() {
  for (const folder of ['shell', ...REMOTES]) {
    if (!existsSync(join(ROOT, folder, 'dist'))) throw new Error(`${folder}/dist is missing: run npm run build first`);
  }
  const shellInitial = shellEntryScripts().reduce((sum, file) => sum + gzipBytes(file), 0);
  const remoteEntries = REMOTES.map((folder) => [folder, gzipBytes(join(ROOT, folder, 'dist/remoteEntry.js'))] as const);
  const route = exposeChunks('mfe-portfolio', 'InvestmentsPage');
  const routeJs = route.js.reduce((sum, file) => sum + gzipBytes(file), 0);
  const routeCss = route.css.reduce((sum, file) => sum + gzipBytes(file), 0);

  const scratch = scratchDir('frontend');
  const { base, server } = await startServer(scratch.dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const login = await loadPage(browser, `${base}/login`, null, 'form');
    const { token, listId } = await seedHoldings(base, HOLDINGS);
    const url = `${base}/investments?listId=${listId}`;
    const ready = '[data-testid="holdings-table"]';
    const cold = await loadPage(browser, url, token, ready);
    const warm: PageLoad[] = [];
    for (let n = 0; n < WARM_RUNS; n += 1) warm.push(await loadPage(browser, url, token, ready));
    const warmLcp = warm.length > 0 ? median(warm.map((load) => load.lcpMs)) : cold.lcpMs;
    const shellOnLogin = login.jsByOwner.get('shell') ?? 0;
    const byOwner = (tally: Map<string, number>) => [...tally.entries()].map(([owner, bytes]) => `${owner} ${kb(bytes)}`).join(', ') || 'none';
    const total = (tally: Map<string, number>) => [...tally.values()].reduce((sum, bytes) => sum + bytes, 0);
    // What arrives before the table shows varies a little between loads (icons, idle preloads
    // racing the data), and lazy chunks may land inside or after the one-second window: the
    // largest of the loads is reported for both.
    const loads = [cold, ...warm];
    const largest = (pick: (load: PageLoad) => Map<string, number>) => loads.reduce((most, load) => (total(pick(load)) > total(pick(most)) ? load : most));
    const showing = largest((load) => load.jsByOwner);
    const investments = total(showing.jsByOwner);
    const lazy = largest((load) => load.laterJsByOwner);
    const lazyBytes = total(lazy.laterJsByOwner);

    report('Front-end sizes (gzip -9 of dist files)', {
      'shell initial JS (index.html scripts)': `${kb(shellInitial)}`,
      'shell JS fetched to show /login': `${kb(shellOnLogin)}  (target <= ${TARGETS.shellKb} KB: ${verdict(shellOnLogin <= TARGETS.shellKb * 1024)})`,
      ...Object.fromEntries(
        remoteEntries.map(([folder, bytes]) => [`${folder} remoteEntry.js`, `${kb(bytes)}  (target <= ${TARGETS.remoteEntryKb} KB: ${verdict(bytes <= TARGETS.remoteEntryKb * 1024)})`]),
      ),
      'portfolio route chunks (InvestmentsPage)': `${kb(routeJs)} JS in ${route.js.length} files + ${kb(routeCss)} CSS`,
      [`JS fetched to show /investments (largest of ${loads.length} loads)`]: `${kb(investments)} = ${byOwner(showing.jsByOwner)}  (target <= ${TARGETS.investmentsKb} KB: ${verdict(investments <= TARGETS.investmentsKb * 1024)})`,
      'JS fetched in the second after it (lazy chunks)': `${kb(lazyBytes)} = ${byOwner(lazy.laterJsByOwner)}; with them ${kb(investments + lazyBytes)}`,
    });
    report(`LCP of /investments with ${HOLDINGS} holdings (headless Chromium, 1366x900)`, {
      'cold server cache': `${cold.lcpMs.toFixed(0)} ms  (${cold.lcpElement})`,
      [`warm server cache, median of ${warm.length}`]: `${warmLcp.toFixed(0)} ms  (${warm[0]?.lcpElement ?? cold.lcpElement})`,
      target: `<= ${TARGETS.lcpMs} ms: ${verdict(Math.max(cold.lcpMs, warmLcp) <= TARGETS.lcpMs)}`,
    });
  } finally {
    await browser.close();
    server.kill();
    scratch.cleanup();
  }
}

if (import.meta.main) await run();
