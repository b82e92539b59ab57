import { createTestApp } from '../../backend/src/testing/test-app.ts';

/**
 * The whole app (helmet, auth, validation, schema-checked serialisation, error mapping) on the
 * offline provider, with the cache warmed by requesting `warm` once.
 */
export default async function start(options: { warm: string[] }) {
  const app = await createTestApp();
  const { token } = await app.signUp('bench@example.com');
  const headers = { authorization: `Bearer ${token}` };
  for (const url of options.warm) {
    const response = await app.server.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`warm-up ${url}: ${response.statusCode} ${response.body}`);
  }
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, headers };
}
