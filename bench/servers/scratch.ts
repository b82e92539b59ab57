import { createTestApp } from '../../backend/src/testing/test-app.ts';
export default async function start(kind: string) {
  const app = await createTestApp();
  const body = [1,2,3,4].map((n) => ({ id: `f1d5e7c8-5c1b-4a43-9b0e-0c8d3f7d1a${n}0`, name: 'Main Portfolio', description: null, isDefault: n === 1, createdAt: '2026-11-22T00:13:54.041Z', _count: { portfolios: 0 } }));
  await app.server.register(async (api) => {
    api.get('/x-public', { config: { public: true } }, async () => body);
    api.get('/x-auth', async () => body);
  }, { prefix: '/api' });
  const { token } = await app.signUp('bench@example.com');
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/api/${kind}`, headers: { authorization: `Bearer ${token}` } };
}
