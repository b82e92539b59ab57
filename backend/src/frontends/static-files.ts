/**
 * A small static file sender for the built front-ends: content types, revalidation for unhashed
 * files, long immutable caching for content-hashed ones, and no path ever leaving its folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** rspack names hashed files `[name].[contenthash:8].ext` (see rspack.config.ts). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A path naming a static asset type; /stock/BRK.B is a screen, /main.1a2b3c4d.js is not. */
export function isAssetPath(path: string): boolean {
  return extname(path).toLowerCase() in CONTENT_TYPES;
}

export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : REVALIDATE;
}

/**
 * The file a URL path names inside `root`, or null when the path is malformed, hidden (a dot
 * segment), or would leave the folder.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(root);
  const target = resolve(base, ...segments);
  return target === base || target.startsWith(base + sep) ? target : null;
}

export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface SendOptions {
  cacheControl?: string;
  headers?: Record<string, string>;
}

/** Sends a file (or 304 when the browser's copy is current); false when it does not exist. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, options: SendOptions = {}): Promise<boolean> {
  let info;
  try {
    info = await stat(file);
  } catch {
    return false;
  }
  if (!info.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  reply.header('etag', etag);
  reply.header('last-modified', info.mtime.toUTCString());
  reply.header('cache-control', options.cacheControl ?? cacheControlFor(file));
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  reply.type(contentTypeFor(file));
  reply.header('content-length', info.size);
  await reply.send(createReadStream(file));
  return true;
}

export function distOf(rootDir: string, folder: string): string {
  return join(rootDir, folder, 'dist');
}
