/**
 * Serves the front-ends from the API process (DESIGN.md section 4): /mfe-registry.json from
 * configuration, each remote's dist at /remotes/<folder>/ (CORS-open, so a shell on another
 * origin can load it), and the shell's dist at / with an SPA fallback to index.html for every
 * path outside /api. Register at the root, after the /api routes:
 *
 *   await server.register(frontendsRoutes, { env: process.env });
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheControlFor, isAssetPath, REVALIDATE } from './cache-rules.ts';
import { shellContentSecurityPolicy } from './csp.ts';
import { foreignOrigins, registryFromEnv, REMOTE_FOLDERS } from './registry.ts';

export interface FrontendsOptions {
  /** Read for MFE_REGISTRY and MFE_REGISTRY_FILE. */
  env?: NodeJS.ProcessEnv;
  /** The folder holding shell/ and mfe-*; defaults to the repository root. */
  rootDir?: string;
}

const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Anyone may load a remote's code; it is public and carries no credentials. */
const REMOTE_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Folio</title>
<body style="font-family:system-ui;padding:2rem">
<h1>Folio's front-ends are not built yet</h1>
<p>Build them once, then reload: <code>npm run build -w @folio/shell -w mfe-portfolio -w mfe-insights -w mfe-news -w mfe-tools</code></p>
<p>The API is up at <a href="/api/docs">/api/docs</a>.</p></body>`;

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export async function frontendsRoutes(app: FastifyInstance, options: FrontendsOptions) {
  const rootDir = options.rootDir ?? REPOSITORY_ROOT;
  const registry = registryFromEnv(options.env ?? {}, app.log);
  const shellDist = join(rootDir, 'shell', 'dist');
  const remoteDists = new Map<string, string>(Object.values(REMOTE_FOLDERS).map((folder) => [folder, join(rootDir, folder, 'dist')]));
  // Files are static assets: a page load asks for dozens, so they log at debug level only
  // (platform/logger.ts).
  const assetRoute = { config: { public: true, asset: true } };
  // Scoped to the front-end routes: bundles shrink 3-4x, API answers are not slowed by it.
  await app.register(fastifyCompress, { threshold: 1024 });
  // @fastify/static sends the files (streams, ETag/304, ranges, no path leaving its root, no dot
  // files); the routes below choose which root and what a miss means.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
  });

  app.get('/mfe-registry.json', { config: { public: true } }, async (_request, reply) => {
    reply.header('cache-control', REVALIDATE);
    return registry.current();
  });

  app.get<{ Params: { folder: string; '*': string } }>('/remotes/:folder/*', assetRoute, async (request, reply) => {
    reply.headers(REMOTE_HEADERS);
    const dist = remoteDists.get(request.params.folder);
    if (!dist) return reply.callNotFound();
    return reply.sendFile(request.params['*'], dist);
  });

  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(join(shellDist, 'index.html'))) {
      return reply.code(503).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    const policy = shellContentSecurityPolicy(foreignOrigins(await registry.current()), request.protocol === 'https');
    reply.header('content-security-policy', policy);
    return reply.sendFile('index.html', shellDist);
  };

  app.get('/', assetRoute, sendShellPage);

  app.get('/*', assetRoute, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return reply.callNotFound();
    // A screen (/stock/BRK.B) is the app; a missing asset is a 404: a script tag must never receive HTML.
    if (!isAssetPath(path) || path.endsWith('/index.html')) return sendShellPage(request, reply);
    let file: string;
    try {
      file = decodeURIComponent(path).replace(/^\/+/, '');
    } catch {
      return reply.callNotFound(); // a malformed %-escape names no file
    }
    return reply.sendFile(file, shellDist);
  });
}
