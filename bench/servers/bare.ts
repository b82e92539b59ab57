import Fastify from 'fastify';

/** The baseline: a bare Fastify server answering `/` with fixed JSON. */
export default async function start(body: unknown) {
  const server = Fastify({ logger: false });
  server.get('/', async () => body ?? { hello: 'world' });
  return { url: `${await server.listen({ port: 0, host: '127.0.0.1' })}/` };
}
