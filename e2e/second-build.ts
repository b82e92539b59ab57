/**
 * Another build of one remote, made and served the way a separate deploy would be: built with its
 * own version into a temp folder (the shell and the first build stay as they are) and served from
 * its own origin, CORS-open like the product's /remotes/.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };
const CORS = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };

export interface SecondBuild {
  /** Origin of the static server, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Stops the server and deletes the build. */
  dispose(): Promise<void>;
}

export async function buildAndServe(folder: string, version: string): Promise<SecondBuild> {
  const dir = await mkdtemp(join(tmpdir(), `folio-e2e-${folder}-`));
  try {
    // NODE_ENV as `npm run build` has it: a dev build would carry its own runtime and harness.
    const env = { ...process.env, NODE_ENV: 'production', FOLIO_REMOTE_VERSION: version, FOLIO_DIST_DIR: dir };
    await promisify(execFile)('npm', ['run', 'build', '-w', folder], { cwd: ROOT, env });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const server = createServer(async (request, response) => {
    const file = resolve(dir, `.${decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)}`);
    const body = file.startsWith(dir + sep) ? await readFile(file).catch(() => null) : null;
    response.writeHead(body ? 200 : 404, { ...CORS, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async dispose() {
      // Chromium keeps connections alive; without this close() waits for them.
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
