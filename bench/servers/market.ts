import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMarketData } from '../../backend/src/market/market-data.ts';
import { marketRoutes } from '../../backend/src/market/routes.ts';
import { authPlugin } from '../../backend/src/platform/auth.ts';
import { registerErrorHandling } from '../../backend/src/platform/errors.ts';

/**
 * The market routes as the app serves them (zod validation and serialisation, session check,
 * error mapping) on the offline provider, with the cache warmed by requesting `warm` once.
 */
export default async function start(options: { warm: string[] }) {
  const server = Fastify({ logger: false });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(authPlugin, { secret: 'bench-secret-bench-secret-bench-secret!', expiresIn: '1h' });
  registerErrorHandling(server);
  const market = await createMarketData({ provider: 'offline' });
  await server.register(marketRoutes, { prefix: '/api', market, now: () => new Date() });
  const headers = { authorization: `Bearer ${server.issueToken({ sub: 'bench-user', email: 'bench@example.com' })}` };
  for (const url of options.warm) {
    const response = await server.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`warm-up ${url}: ${response.statusCode} ${response.body}`);
  }
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, headers };
}
