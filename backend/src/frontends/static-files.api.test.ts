/**
 * The front-end files as the real app serves them (helmet, CORS, the API and its not-found
 * handler all registered): cache headers, remote headers, the SPA fallback and path traversal.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
let root: string;
let app: TestApp;

function write(path: string, body: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), body);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'folio-static-'));
  write('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('shell/dist/mf-manifest.json', '{"name":"shell"}');
  write('mfe-portfolio/dist/mf-manifest.json', '{"name":"mfe_portfolio"}');
  write('mfe-portfolio/dist/remoteEntry.js', 'var mfe_portfolio;');
  write('mfe-portfolio/dist/static/css/holdings.0f1e2d3c.css', 'table{}');
  write('mfe-portfolio/dist/.env', 'SECRET=1');
  write('secret.txt', 'do not serve');
  app = await createTestApp({ frontendsRoot: root });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('front-end files through the real app', () => {
  it('cache content-hashed assets for a year, immutable', async () => {
    for (const url of ['/main.1a2b3c4d.js', '/remotes/mfe-portfolio/static/css/holdings.0f1e2d3c.css']) {
      const response = await app.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('revalidate the registry, manifests, entries and pages every time', async () => {
    for (const url of ['/mfe-registry.json', '/mf-manifest.json', '/remotes/mfe-portfolio/mf-manifest.json', '/remotes/mfe-portfolio/remoteEntry.js', '/', '/index.html']) {
      const response = await app.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("open the remotes' files to other origins", async () => {
    const response = await app.request('GET', '/remotes/mfe-portfolio/remoteEntry.js', { headers: { origin: 'https://shell.example' } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("answer screen paths with the shell's page and missing assets with 404", async () => {
    for (const url of ['/stock/BRK.B', '/investments?listId=1', '/news/timeline']) {
      const response = await app.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.request('GET', '/main.ffffffff.js')).statusCode).toBe(404);
    // A malformed %-escape is refused before any route runs: a 400, never a page or a 500.
    expect((await app.request('GET', '/bad%E0%A4%A.js')).statusCode).toBe(400);
    expect((await app.request('GET', '/api/nope')).json()).toMatchObject({ error: 'Not Found' });
  });

  it('never serve a file outside a dist folder, nor dot files', async () => {
    for (const url of [
      '/..%2Fsecret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe-portfolio/..%2F..%2Fsecret.txt',
      '/remotes/mfe-portfolio/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe-portfolio/..%5C..%5Csecret.txt',
      '/remotes/mfe-portfolio/.env',
    ]) {
      const response = await app.request('GET', url);
      expect(response.body, url).not.toContain('do not serve');
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('are not part of the public API document', async () => {
    const paths = Object.keys((await app.request('GET', '/api/docs/json')).json().paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
