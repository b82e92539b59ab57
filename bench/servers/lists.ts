import { createTestApp } from '../../backend/src/testing/test-app.ts';

/** The real app on embedded stores with one user holding four lists. */
export default async function start() {
  const app = await createTestApp();
  const { token } = await app.signUp('bench@example.com');
  for (const name of ['Growth', 'Income', 'Speculative']) await app.request('POST', '/api/lists', { token, body: { name } });
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/api/lists`, headers: { authorization: `Bearer ${token}` } };
}
