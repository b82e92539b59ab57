import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { SqliteEventStore } from '../eventstore/sqlite.ts';
import { PasswordHasher } from '../identity/passwords.ts';
import { EmbeddedReadStore } from '../readstore/embedded.ts';
import { systemRuntime, type Runtime } from '../shared/runtime.ts';
import { keptOnDisk, type Stores } from '../stores.ts';

/** Cheap scrypt parameters so tests stay fast; production uses OWASP_SCRYPT. */
export const testPasswords = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

export interface TestApp extends App {
  config: Config;
  stores: Stores;
  request(method: string, url: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Registers a user and returns their session token and id. */
  signUp(email?: string, password?: string): Promise<{ token: string; userId: string }>;
}

let counter = 0;

/** The real Fastify app on in-memory embedded stores (or the given stores). */
export async function createTestApp(
  options: { env?: Record<string, string>; stores?: Stores; runtime?: Runtime; market?: AppDeps['market']; googleEndpoints?: AppDeps['googleEndpoints']; frontendsRoot?: string; background?: AppDeps['background'] } = {},
): Promise<TestApp> {
  // Test files sign many users up from one address; routes.test.ts sets its own limit.
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret!', DATA_DIR: '/tmp/folio-test', REGISTER_RATE_LIMIT_MAX: '1000', ...options.env });
  const stores = options.stores ?? { events: SqliteEventStore.open(':memory:'), readStore: EmbeddedReadStore.open(':memory:', { onDisk: keptOnDisk }) };
  const app = await buildApp({ config, stores, runtime: options.runtime ?? systemRuntime, passwords: testPasswords, logger: false, market: options.market, googleEndpoints: options.googleEndpoints, frontendsRoot: options.frontendsRoot, background: options.background });

  const request: TestApp['request'] = (method, url, { token, body, headers } = {}) =>
    app.server.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  return {
    ...app,
    config,
    stores,
    request,
    async signUp(email = `user${++counter}-${Date.now()}@example.com`, password = 'correct horse battery') {
      const response = await request('POST', '/api/auth/register', { body: { email, password, name: 'Test User' } });
      if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      const { token, user } = response.json() as { token: string; user: { id: string } };
      return { token, userId: user.id };
    },
  };
}
