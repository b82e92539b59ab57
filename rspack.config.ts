/**
 * Shared build configuration of every front-end (DESIGN.md section 4). Each workspace has a small
 * rspack.config.ts that calls `createFrontendConfig`, builds alone into its own dist/ and runs
 * alone in development. The shell is the Module Federation host; the mfe-* folders are remotes
 * that publish an mf-manifest.json the shell finds through /mfe-registry.json at run time.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration, type RspackPluginInstance, type RuleSetRule } from '@rspack/core';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blueprintSubsetPlugin } from './shell/kit/build/blueprint-subset.ts';
import { importRulesPlugin } from './shell/kit/build/import-rules.ts';

/** The page a remote's dev server shows when it runs alone (the harness mounts into #root). */
const HARNESS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title><%= htmlRspackPlugin.options.title %></title>
  </head>
  <body>
    <div id="root">Loading harness...</div>
  </body>
</html>
`;

/** Development ports; the shell's dev registry points at the remotes' dev servers. */
export const DEV_PORTS = {
  shell: 3100,
  mfe_portfolio: 3101,
  mfe_insights: 3102,
  mfe_news: 3103,
  mfe_tools: 3104,
} as const;

/** Federation name -> folder. A federation name must be a JS identifier, folders keep dashes. */
export const REMOTE_FOLDERS = {
  mfe_portfolio: 'mfe-portfolio',
  mfe_insights: 'mfe-insights',
  mfe_news: 'mfe-news',
  mfe_tools: 'mfe-tools',
} as const;

/**
 * One copy of each at run time: two Reacts break hooks, two routers or query clients lose the
 * shell's context, two Blueprints fight over portals and icons. `react-dom/client` and the JSX
 * runtime are listed explicitly because a shared key only matches its exact request. A shared
 * module is never tree-shaken, so routing is shared as the subset the front-ends use
 * (`@folio/shell-kit/router`) and react-router itself is never a shared key. The kit's entries
 * are singletons like the libraries: one session, one theme context, one API client.
 */
const SHARED_SINGLETONS: Array<{ request: string; pkg: string; import?: string }> = [
  { request: 'react', pkg: 'react' },
  { request: 'react/jsx-runtime', pkg: 'react' },
  { request: 'react-dom', pkg: 'react-dom' },
  { request: 'react-dom/client', pkg: 'react-dom' },
  { request: '@folio/shell-kit/router', pkg: '@folio/shell-kit' },
  // TanStack Query as the subset the front-ends use (the kit's react-query.js), as Blueprint is.
  { request: '@tanstack/react-query', pkg: '@tanstack/react-query', import: join(import.meta.dirname, 'shell/kit/src/react-query.js') },
  { request: '@reduxjs/toolkit', pkg: '@reduxjs/toolkit' },
  { request: 'react-redux', pkg: 'react-redux' },
  // Blueprint is shared as the subset the front-ends use (the kit's blueprint.ts), as routing is.
  { request: '@blueprintjs/core', pkg: '@blueprintjs/core', import: join(import.meta.dirname, 'shell/kit/src/blueprint.ts') },
  // The API client only (zod-free, one ApiRequestError class for every front-end). The rest of
  // contracts (schemas, rules) is bundled where used, tree-shaken (its package.json has
  // sideEffects: false): shared, the whole package with zod, decimal.js and papaparse was 75 KB gz.
  { request: '@folio/contracts/client', pkg: '@folio/contracts' },
  { request: '@folio/shell-kit', pkg: '@folio/shell-kit' },
  { request: '@folio/shell-kit/api', pkg: '@folio/shell-kit' },
  { request: '@folio/shell-kit/ui', pkg: '@folio/shell-kit' },
];

export interface FrontendOptions {
  /** Federation name, a JS identifier: 'shell', 'mfe_portfolio', ... */
  name: string;
  /** The workspace folder (pass `import.meta.dirname`). */
  dir: string;
  /** Port of the standalone dev server. */
  port: number;
  /** Public module name -> source file, e.g. {'./WatchlistWidget': './src/widgets/WatchlistWidget.tsx'}. */
  exposes?: Record<string, string>;
  /** The shell: no remoteEntry, no manifest, served at / so deep links find their assets. */
  isHost?: boolean;
  /** Title of the page the dev server (or the shell) serves. */
  title?: string;
  /** Where `/api` goes in development; the backend's `npm start` listens on 3000. */
  apiTarget?: string;
  /** Anything a front-end needs beyond the common set (e.g. files to copy). */
  plugins?: RspackPluginInstance[];
}

/** Walks up node_modules like Node does; some packages do not export their package.json. */
function packageVersion(dir: string, pkg: string): string {
  for (let current = dir; ; current = dirname(current)) {
    const manifest = join(current, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (dirname(current) === current) throw new Error(`${pkg} is not installed for ${dir}`);
  }
}

/**
 * The shared-module table, with each version read from what this workspace resolves. With
 * `fromHostOnly` (a built remote, which already borrows the shell's runtime and never runs
 * alone) nothing is bundled as a fallback: the shell provides every singleton, and the remote's
 * remoteEntry no longer carries fallback chunks it would never load.
 */
export function sharedSingletons(dir: string, { fromHostOnly = false } = {}) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map(({ request, pkg, import: provided }) => {
      const version = packageVersion(dir, pkg);
      const source = fromHostOnly ? { import: false as const } : provided ? { import: provided } : {};
      return [request, { singleton: true, version, requiredVersion: `^${version}`, ...source }];
    }),
  );
}

/**
 * Built remotes bundle no fallbacks (`fromHostOnly`), so the shell must offer every key of the
 * shared table; rspack provides only what the build imports. Fails the host build when a key is
 * not provided (shell/src/app/provided-to-remotes.ts imports them all).
 */
function hostProvidesEverySingleton(): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('FolioHostProvides', (compilation) => {
        compilation.hooks.finishModules.tap('FolioHostProvides', (modules) => {
          const provided = [...modules].map((module) => module.identifier()).filter((id) => id.startsWith('provide shared module'));
          const missing = SHARED_SINGLETONS.filter(({ request }) => !provided.some((id) => id.includes(`) ${request}@`)));
          if (missing.length === 0) return;
          const keys = missing.map(({ request }) => request).join(', ');
          compilation.errors.push(new compiler.rspack.WebpackError(`the shell does not provide ${keys} to the remotes: import it in shell/src/app/provided-to-remotes.ts`));
        });
      });
    },
  };
}

/**
 * Registry the shell's dev server answers with: every remote on its own dev server, with
 * MFE_REGISTRY (JSON, null drops an entry) merged over it as the backend does.
 */
export function devRegistry(overrides = process.env.MFE_REGISTRY): Record<string, string> {
  const registry: Record<string, string | null> = Object.fromEntries(
    Object.keys(REMOTE_FOLDERS).map((name) => [
      name,
      `http://localhost:${DEV_PORTS[name as keyof typeof REMOTE_FOLDERS]}/mf-manifest.json`,
    ]),
  );
  Object.assign(registry, overrides ? (JSON.parse(overrides) as Record<string, string | null>) : {});
  return Object.fromEntries(Object.entries(registry).filter((entry): entry is [string, string] => entry[1] !== null));
}

function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
      },
      env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
    },
    type: 'javascript/auto',
  };
}

export function createFrontendConfig(options: FrontendOptions): Configuration {
  const { name, dir, port, exposes, isHost = false } = options;
  const development = process.env.NODE_ENV !== 'production';
  const hashed = (ext: string) => (development ? `[name].${ext}` : `[name].[contenthash:8].${ext}`);
  const apiTarget = options.apiTarget ?? process.env.API_TARGET ?? 'http://localhost:3000';
  // A second build of a remote (another version next to the first, as the e2e version switch
  // makes) names itself with FOLIO_REMOTE_VERSION and goes to FOLIO_DIST_DIR; the manifest's
  // buildInfo follows through MF_BUILD_VERSION. FOLIO_DIST_DIR is emptied (build one front-end
  // into it); a relative one is taken from the workspace folder, where `npm -w` runs the build.
  const versionOverride = isHost ? undefined : process.env.FOLIO_REMOTE_VERSION?.trim();
  if (versionOverride) process.env.MF_BUILD_VERSION ??= versionOverride;
  const version = versionOverride || (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const distOverride = process.env.FOLIO_DIST_DIR?.trim();
  const distDir = distOverride ? resolve(distOverride) : join(dir, 'dist');
  // A built remote borrows the shell's federation runtime (remoteEntry 33 -> ~15 KB gz), so it
  // cannot start on its own; the standalone harness is a development-only page.
  const borrowsRuntime = !isHost && !development;

  return {
    name,
    context: dir,
    mode: development ? 'development' : 'production',
    // No eval-based source maps: the product's CSP does not allow eval.
    devtool: development ? 'cheap-module-source-map' : 'source-map',
    // The host also offers every singleton to the remotes, used by the shell or not (see below).
    entry: borrowsRuntime ? {} : { main: isHost ? ['./src/index.ts', './src/app/provided-to-remotes.ts'] : './src/index.ts' },
    output: {
      path: distDir,
      // A remote is served from /remotes/<folder>/, its own dev server or another origin: it
      // finds its chunks relative to its remoteEntry. The shell owns / and deep links.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      // The real TanStack Query for the kit's shared subset (shell/kit/src/react-query.js) only.
      alias: { '@folio/react-query-package$': fileURLToPath(import.meta.resolve('@tanstack/react-query')) },
    },
    module: {
      rules: [scriptRule(development), { test: /\.css$/, type: 'css/auto' }],
    },
    plugins: [
      importRulesPlugin(import.meta.dirname),
      blueprintSubsetPlugin(import.meta.dirname),
      // Blueprint's icon loader without its 1,400-name table (the kit's blueprint-icon-names.js).
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/,
        join(import.meta.dirname, 'shell/kit/src/blueprint-icon-names.js'),
      ),
      ...(isHost ? [hostProvidesEverySingleton()] : []),
      ...(borrowsRuntime
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              // The shell has its own page; a remote's standalone page is the same for every remote.
              ...(existsSync(join(dir, 'index.html')) ? { template: join(dir, 'index.html') } : { templateContent: HARNESS_PAGE }),
              title: options.title ?? name,
              chunks: ['main'],
              scriptLoading: 'defer',
            }),
          ]),
      new rspack.DefinePlugin({
        __FRONTEND_NAME__: JSON.stringify(name),
        __FRONTEND_VERSION__: JSON.stringify(version),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: exposes ?? {} }),
        shared: sharedSingletons(dir, { fromHostOnly: borrowsRuntime }),
        // A dead remote must not hold up the others: use what is loaded instead of fetching
        // every registered remote to compare versions first.
        shareStrategy: 'loaded-first',
        manifest: !isHost,
        dts: false,
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : // A remote loads no other remotes; dropping that code keeps remoteEntry small.
            { externalRuntime: borrowsRuntime, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
      ...(options.plugins ?? []),
    ],
    optimization: { splitChunks: { chunks: 'async' } },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      // The shell on another port fetches this remote's manifest and scripts.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: apiTarget }],
      ...(isHost
        ? {
            setupMiddlewares: (middlewares) => [
              {
                name: 'mfe-registry',
                path: '/mfe-registry.json',
                middleware: (_request: IncomingMessage, response: ServerResponse) => {
                  response.setHeader('content-type', 'application/json');
                  response.setHeader('cache-control', 'no-cache');
                  response.end(JSON.stringify(devRegistry()));
                },
              },
              ...middlewares,
            ],
          }
        : {}),
    },
  };
}
