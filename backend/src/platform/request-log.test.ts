import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { systemRuntime } from '../shared/runtime.ts';
import { testPasswords } from '../testing/test-app.ts';
import { loggerOptions } from './logger.ts';

let app: App | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** The whole server with its real logger writing into `lines`, at the most talkative level. */
async function loggedApp(lines: string[]) {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/folio-test', LOG_LEVEL: 'trace' });
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const stores = { events: SqliteEventStore.open(':memory:'), readStore: EmbeddedReadStore.open(':memory:') };
  return buildApp({ config, stores, runtime: systemRuntime, passwords: testPasswords, logger: { ...loggerOptions(config), stream } });
}

describe('the request log', () => {
  it('never contains a query string: not in request lines, completions, 4xx/5xx answers or error logs', async () => {
    const lines: string[] = [];
    app = await loggedApp(lines);
    const register = await app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'ada@example.com', password: 'analytical-engine' } });
    const token = register.json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const urls = [
      '/api/lists?token=secret-one',
      '/api/auth/me?access_token=secret-two',
      '/api/no-such-route?code=secret-three',
      '/api/investments?listId=secret-four&token=secret-five',
      '/api/lists/%zz?token=secret-six',
      '/auth/callback?code=secret-seven&state=secret-eight',
      '/api/notifications/stream?token=secret-nine',
    ];
    for (const url of urls) await app.server.inject({ method: 'GET', url, headers: auth });
    await app.server.inject({ method: 'GET', url: '/api/lists?token=secret-ten' }); // no bearer: 401
    await app.server.inject({ method: 'POST', url: '/api/lists?token=secret-eleven', headers: { ...auth, 'content-type': 'application/json' }, payload: '{not json' });
    await app.close();
    app = null;

    const logged = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(logged).toContain('"url":"/api/lists?[redacted]"');
    expect(logged).toContain('request completed');
    expect(logged).not.toMatch(/secret-/);
    expect(logged).not.toContain(token);
  });
});
