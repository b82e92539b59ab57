import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendsRoutes } from './routes.ts';

let root: string;
let app: FastifyInstance;

function write(path: string, body: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), body);
}

async function build(env: NodeJS.ProcessEnv = {}) {
  const server = Fastify({ logger: false });
  await server.register(fastifyHelmet, { global: true });
  await server.register(
    async (api) => {
      api.get('/health', async () => ({ ok: true }));
    },
    { prefix: '/api' },
  );
  server.setNotFoundHandler((request, reply) => reply.status(404).send({ error: 'Not Found', message: `Route ${request.url} not found` }));
  await server.register(frontendsRoutes, { env, rootDir: root });
  return server;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'folio-frontends-'));
  write('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('mfe-news/dist/mf-manifest.json', '{"name":"mfe_news"}');
  write('mfe-news/dist/remoteEntry.js', 'var mfe_news;');
  write('mfe-news/dist/__federation_expose_NewsPage.0badc0de.js', 'export{}');
  write('secret.txt', 'do not serve');
  app = await build({ MFE_REGISTRY: '{"mfe_news":"https://cdn.example/news/2.0.0/mf-manifest.json","mfe_tools":null}' });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the front-end registry', () => {
  it('serves the defaults with overrides from MFE_REGISTRY, never cached', async () => {
    const response = await app.inject('/mfe-registry.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mfe_portfolio: '/remotes/mfe-portfolio/mf-manifest.json',
      mfe_insights: '/remotes/mfe-insights/mf-manifest.json',
      mfe_news: 'https://cdn.example/news/2.0.0/mf-manifest.json',
    });
  });

  it('refuses to start with a malformed MFE_REGISTRY', async () => {
    await expect(build({ MFE_REGISTRY: '{"mfe-news":"/x.json"}' })).rejects.toThrow(/MFE_REGISTRY/);
    await expect(build({ MFE_REGISTRY: '{"mfe_news":"javascript:alert(1)"}' })).rejects.toThrow(/http/);
  });

  it('re-reads MFE_REGISTRY_FILE, keeping the last good registry when it breaks', async () => {
    const file = join(root, 'registry.json');
    writeFileSync(file, '{"mfe_news":"/remotes/mfe-news-v2/mf-manifest.json"}');
    const server = await build({ MFE_REGISTRY_FILE: file });
    expect((await server.inject('/mfe-registry.json')).json().mfe_news).toBe('/remotes/mfe-news-v2/mf-manifest.json');
    writeFileSync(file, '{"mfe_news":"/remotes/mfe-news-v3/mf-manifest.json"}');
    expect((await server.inject('/mfe-registry.json')).json().mfe_news).toBe('/remotes/mfe-news-v3/mf-manifest.json');
    writeFileSync(file, '{broken');
    expect((await server.inject('/mfe-registry.json')).json().mfe_news).toBe('/remotes/mfe-news-v3/mf-manifest.json');
    await server.close();
  });
});

describe('remotes', () => {
  it('serves manifests and entries revalidated, with CORS open for other origins', async () => {
    const response = await app.inject({ url: '/remotes/mfe-news/mf-manifest.json', headers: { origin: 'https://shell.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await app.inject('/remotes/mfe-news/remoteEntry.js');
    expect(entry.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
  });

  it('caches content-hashed chunks for a year', async () => {
    const response = await app.inject('/remotes/mfe-news/__federation_expose_NewsPage.0badc0de.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 304 when the browser copy is current', async () => {
    const first = await app.inject('/remotes/mfe-news/remoteEntry.js');
    const again = await app.inject({ url: '/remotes/mfe-news/remoteEntry.js', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('404s unknown remotes and missing files, with CORS so the shell can tell', async () => {
    expect((await app.inject('/remotes/mfe-unknown/remoteEntry.js')).statusCode).toBe(404);
    const missing = await app.inject('/remotes/mfe-news/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });

  it('never leaves the dist folder', async () => {
    for (const url of [
      '/remotes/mfe-news/..%2F..%2Fsecret.txt',
      '/remotes/mfe-news/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe-news/..%5C..%5Csecret.txt',
      '/remotes/mfe-news/.env',
      '/..%2Fsecret.txt',
    ]) {
      const response = await app.inject(url);
      expect(response.body, url).not.toContain('do not serve');
    }
  });
});

describe('the shell', () => {
  it('serves index.html for screens, uncached, with a CSP allowing the registry origins', async () => {
    for (const url of ['/', '/investments?listId=1', '/stock/BRK.B', '/news/timeline']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://cdn.example");
      expect(csp).toContain("connect-src 'self' https://cdn.example");
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });

  it('serves hashed assets and 404s missing ones instead of sending HTML', async () => {
    const asset = await app.inject('/main.1a2b3c4d.js');
    expect(asset.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/main.deadbeef.js')).statusCode).toBe(404);
  });

  it('leaves /api to the API: unknown API paths stay JSON 404s', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ ok: true });
    const missing = await app.inject('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found' });
  });

  it('says how to build when the front-ends are missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'folio-empty-'));
    const server = Fastify({ logger: false });
    await server.register(frontendsRoutes, { rootDir: empty });
    const response = await server.inject('/');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    await server.close();
    rmSync(empty, { recursive: true, force: true });
  });
});
