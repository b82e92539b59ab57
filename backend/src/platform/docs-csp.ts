/**
 * Content-Security-Policy of the API docs page (/api/docs). Swagger UI draws its top-bar logo as
 * an SVG holding a <style> element; rather than allowing every inline style, the policy names
 * the hash of each <style> text the bundles create, read from the installed files at start so an
 * upgrade of Swagger UI keeps working. Style attributes set through React use the CSSOM, which a
 * policy does not block. No third-party origin: the spec validator badge is switched off.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const STYLE_ELEMENT = /createElement\("style",null,"((?:[^"\\]|\\.)*)"\)/g;

/** 'sha256-...' sources for the text of every <style> element the bundles create. */
export function swaggerUiStyleHashes(): string[] {
  const root = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')), 'static');
  const hashes = new Set<string>();
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(STYLE_ELEMENT)) {
      const text = JSON.parse(`"${match[1]}"`) as string;
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes];
}

export function docsContentSecurityPolicy(styleHashes: readonly string[] = swaggerUiStyleHashes()): string {
  return [
    `default-src 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `frame-ancestors 'self'`,
    `form-action 'self'`,
    `script-src 'self'`,
    `script-src-attr 'none'`,
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    `img-src 'self' data:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    'upgrade-insecure-requests',
  ].join('; ');
}
