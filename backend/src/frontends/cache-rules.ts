/**
 * How long browsers may keep what the front-end routes send: content-hashed files forever,
 * everything else (index.html, the registry, manifests, remoteEntry.js) revalidated each time.
 */
import { extname } from 'node:path';

/** rspack names hashed files `[name].[contenthash:8].ext` (see rspack.config.ts). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : REVALIDATE;
}

const ASSET_EXTENSIONS = new Set(
  ['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.png', '.jpg', '.ico', '.webp', '.woff', '.woff2', '.ttf', '.txt', '.wasm'],
);

/** A path naming a static asset; /stock/BRK.B is a screen, /main.1a2b3c4d.js is not. */
export function isAssetPath(path: string): boolean {
  return ASSET_EXTENSIONS.has(extname(path).toLowerCase());
}
