/**
 * End-to-end tests in Debian's Chromium (browser downloads do not work here). By default the
 * product is started with `npm start` on a fresh DATA_DIR; the front-ends must be built first.
 * E2E_BASE_URL runs the specs against a server that is already up instead.
 */
import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
/**
 * A second server whose registry loads mfe-news from another origin (localhost vs 127.0.0.1):
 * CORS, Cross-Origin-Resource-Policy and the shell's CSP must all let it through.
 */
const crossOriginPort = port + 1;
export const CROSS_ORIGIN_URL = process.env.E2E_CROSS_ORIGIN_URL ?? (process.env.E2E_BASE_URL ? '' : `http://127.0.0.1:${crossOriginPort}`);
const crossOriginRegistry = JSON.stringify({ mfe_news: `http://localhost:${crossOriginPort}/remotes/mfe-news/mf-manifest.json` });
/**
 * A third server whose registry is a file the version-switch spec rewrites (MFE_REGISTRY_FILE is
 * re-read on every request); the file exists only while that spec runs.
 */
const versionSwitchPort = port + 2;
export const VERSION_SWITCH_URL = process.env.E2E_BASE_URL ? '' : `http://127.0.0.1:${versionSwitchPort}`;
export const VERSION_SWITCH_REGISTRY_FILE = join(tmpdir(), `folio-e2e-${versionSwitchPort}-registry.json`);

/**
 * Each server starts on an empty DATA_DIR under the git-ignored test-results/ (emptied at every
 * start, so runs do not pile up temp folders; the last run's data stays for a look after a
 * failure). Every spec signs in; the default login rate limit (10 per 15 minutes) would trip.
 * DEV_LOGIN turns on the test-only routes (alerts.spec.ts moves a price and runs the evaluation).
 */
const start = (serverPort: number, env = '') => {
  const dataDir = join(import.meta.dirname, '..', 'test-results', 'e2e-servers', String(serverPort));
  return `rm -rf '${dataDir}' && mkdir -p '${dataDir}' && DATA_DIR='${dataDir}' PORT=${serverPort} LOG_LEVEL=warn LOGIN_RATE_LIMIT_MAX=1000 REGISTER_RATE_LIMIT_MAX=1000 DEV_LOGIN=true ${env} npm start`;
};

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  /**
   * One retry: CI shares two cores between three servers and Chromium, and a spec that only
   * passes on its retry is listed as "flaky" in the report (with its trace kept), not hidden.
   */
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        { command: start(port), cwd: '..', url: `${baseURL}/api/health`, timeout: 90_000 },
        {
          command: start(crossOriginPort, `MFE_REGISTRY='${crossOriginRegistry}'`),
          cwd: '..',
          url: `${CROSS_ORIGIN_URL}/api/health`,
          timeout: 90_000,
        },
        {
          command: start(versionSwitchPort, `MFE_REGISTRY_FILE='${VERSION_SWITCH_REGISTRY_FILE}'`),
          cwd: '..',
          url: `${VERSION_SWITCH_URL}/api/health`,
          timeout: 90_000,
        },
      ],
});
