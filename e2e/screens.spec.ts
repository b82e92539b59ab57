/**
 * Every screen, signed out and signed in, in both themes, at a phone width (390x844) and a wide
 * desktop (1440x900): no page-level sideways scrolling, and zero axe-core WCAG 2.1 A/AA
 * violations. (Pixel screenshots were dropped: the demo data moves every day, so a comparison
 * would either flake or tolerate everything; these checks say what is wrong in words.)
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support.ts';

// axe is injected as a script; the shell's CSP allows no inline scripts.
test.use({ bypassCSP: true });

const SIGNED_OUT = ['/login', '/register', '/auth/error?message=Access%20denied', '/auth/callback'];
const SIGNED_IN = [
  '/',
  '/investments',
  '/investments/settings',
  '/stock/AAPL',
  '/recommendations',
  '/news',
  '/news/timeline',
  '/news/settings',
  '/alerts',
  '/settings',
  '/smart-lists',
  '/indicators?symbol=AAPL',
  '/trends',
  '/labs',
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Settled: the remote is mounted and nothing says it is still loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

interface Finding {
  screen: string;
  problem: string;
}

async function check(page: Page, path: string, label: string, findings: Finding[]) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(path);
    await settle(page);
    const screen = `${label} ${path} at ${size.width}px`;
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) findings.push({ screen, problem: `scrolls sideways by ${overflow}px` });
    // The holdings table fits a wide desktop without scrolling sideways inside its box either.
    if (size.width >= 1440) {
      const tableOverflow = await page.evaluate(() =>
        Math.max(0, ...[...document.querySelectorAll('table.folio-holdings')].map((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)),
      );
      if (tableOverflow > 0) findings.push({ screen, problem: `the holdings table scrolls sideways by ${tableOverflow}px` });
    }
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    for (const violation of violations) {
      for (const node of violation.nodes) findings.push({ screen, problem: `${violation.id}: ${node.target.join(' ')}` });
    }
  }
}

/** Signed-in screens in groups of four: each test has its own time limit on a busy machine. */
const GROUPS = Array.from({ length: Math.ceil(SIGNED_IN.length / 4) }, (_, index) => SIGNED_IN.slice(index * 4, index * 4 + 4));

async function signInWithData(page: Page) {
  await page.setViewportSize(SIZES[1]!);
  await logIn(page);
  // Recommendations to show in their tables: an analysis of the demo list.
  const analysis = await page.evaluate(() =>
    fetch('/api/investments/ai-analysis', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } }).then((response) => response.status),
  );
  expect(analysis).toBe(200);
  // Headlines on the impact timeline (its chart, sparklines and return chips): index the demo list's news.
  const indexed = await page.evaluate(() =>
    fetch('/api/news/portfolio', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'content-type': 'application/json' }, body: '{}' }).then((response) => response.status),
  );
  expect(indexed).toBe(200);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test(`signed-out screens fit 390px and 1440px and pass WCAG 2.1 AA (${theme})`, async ({ page }) => {
      const findings: Finding[] = [];
      for (const path of SIGNED_OUT) await check(page, path, `${theme}, signed out,`, findings);
      expect(findings.map(({ screen, problem }) => `${screen}: ${problem}`)).toEqual([]);
    });

    for (const group of GROUPS) {
      test(`${group.join(', ')} fit 390px and 1440px and pass WCAG 2.1 AA (${theme})`, async ({ page }) => {
        await signInWithData(page);
        const findings: Finding[] = [];
        for (const path of group) await check(page, path, `${theme}, signed in,`, findings);
        expect(findings.map(({ screen, problem }) => `${screen}: ${problem}`)).toEqual([]);
      });
    }
  });
}
