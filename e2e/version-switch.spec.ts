import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { VERSION_SWITCH_REGISTRY_FILE, VERSION_SWITCH_URL } from './playwright.config.ts';
import { buildAndServe, type SecondBuild } from './second-build.ts';
import { logIn } from './support.ts';

const FIRST = (JSON.parse(readFileSync(new URL('../mfe-news/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const SECOND = '2.0.0-e2e';
const FIRST_MANIFEST = '/remotes/mfe-news/mf-manifest.json';
const FIRST_ENTRY = `${VERSION_SWITCH_URL}/remotes/mfe-news/remoteEntry.js`;

test.use({ baseURL: VERSION_SWITCH_URL || undefined });

let second: SecondBuild | undefined;

test.beforeAll(async () => {
  if (!VERSION_SWITCH_URL) return;
  test.setTimeout(90_000);
  second = await buildAndServe('mfe-news', SECOND);
});

test.afterAll(async () => {
  if (!VERSION_SWITCH_URL) return;
  await second?.dispose();
  await rm(VERSION_SWITCH_REGISTRY_FILE, { force: true });
});

/** What the server's registry file says about mfe_news; the next page load uses it. */
const pointNewsAt = (manifestUrl: string) => writeFile(VERSION_SWITCH_REGISTRY_FILE, JSON.stringify({ mfe_news: manifestUrl }));

/**
 * Loads the page afresh (a reload unless told otherwise). Answers the shell's HTML and the entry
 * files it names (what a shell rebuild would change; lazy icons and chunks vary with timing, so
 * they are left out) and the remoteEntry.js URLs the page loaded.
 */
async function openNews(page: Page, version: string, load = () => page.reload()) {
  const remoteEntries = new Set<string>();
  const record = (request: Request) => {
    if (request.url().endsWith('/remoteEntry.js')) remoteEntries.add(request.url());
  };
  page.on('request', record);
  const html = await (await load())!.text();
  await expect(page.getByTestId('remote-version')).toHaveText(`mfe-news ${version}`);
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  page.off('request', record);
  const shellEntries = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src^="/main."], link[rel=stylesheet][href^="/main."]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    ),
  );
  return { html, shellEntries, remoteEntries: [...remoteEntries] };
}

test('switching the registry to a second build of a remote changes what is shown without rebuilding the shell', async ({ page }) => {
  test.skip(!VERSION_SWITCH_URL, 'needs the local server whose MFE_REGISTRY_FILE this spec writes (not with E2E_BASE_URL)');
  await pointNewsAt(FIRST_MANIFEST);
  await logIn(page);

  const first = await openNews(page, FIRST, () => page.goto('/news'));
  expect(first.shellEntries).toContainEqual(expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/));
  expect(first.remoteEntries).toContain(FIRST_ENTRY);

  const manifest = (await (await fetch(`${second!.url}/mf-manifest.json`)).json()) as { metaData: { buildInfo: { buildVersion: string } } };
  expect(manifest.metaData.buildInfo.buildVersion).toBe(SECOND);

  // A page keeps the build it started with: moving between screens does not swap code under it.
  await pointNewsAt(`${second!.url}/mf-manifest.json`);
  await page.evaluate(() => Object.assign(globalThis, { __samePage: true }));
  await page.getByRole('button', { name: 'View Timeline' }).click();
  await expect(page).toHaveURL(/\/news\/timeline$/);
  await page.goBack();
  await expect(page.getByTestId('remote-version')).toHaveText(`mfe-news ${FIRST}`);
  expect(await page.evaluate(() => '__samePage' in globalThis)).toBe(true);

  // The next page load runs the second build (a version switch is a deploy), under the same shell.
  const switched = await openNews(page, SECOND);
  expect(switched.remoteEntries).toContain(`${second!.url}/remoteEntry.js`);
  expect(switched.remoteEntries).not.toContain(FIRST_ENTRY);
  expect(switched.html).toBe(first.html);
  expect(switched.shellEntries).toEqual(first.shellEntries);

  await pointNewsAt(FIRST_MANIFEST);
  const back = await openNews(page, FIRST);
  expect(back.remoteEntries).toContain(FIRST_ENTRY);
  expect(back.remoteEntries).not.toContain(`${second!.url}/remoteEntry.js`);
  expect(back.html).toBe(first.html);
  expect(back.shellEntries).toEqual(first.shellEntries);
});
