import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationHub } from './hub.ts';
import { notificationsRoutes } from './routes.ts';
import type { NotificationsService } from './service.ts';

const servers: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

/** The stream route alone, with a ticket that always redeems and a hub that records who connected. */
async function streamServer(heartbeatMs: number) {
  const connected: { userId: string; lastEventId: number | null }[] = [];
  let closed = 0;
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  const notifications = { tickets: { redeem: async (ticket: string) => (ticket === 'good' ? 'user-1' : null) } } as unknown as NotificationsService;
  const hub = {
    connect: async (userId: string, lastEventId: number | null) => {
      connected.push({ userId, lastEventId });
      return () => (closed += 1);
    },
  } as unknown as NotificationHub;
  await server.register(notificationsRoutes, { notifications, hub, heartbeatMs });
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, connected, closed: () => closed };
}

async function readFor(response: Response, ms: number): Promise<string> {
  const reader = response.body!.getReader();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!next || next.done) break;
    text += new TextDecoder().decode(next.value);
  }
  await reader.cancel();
  return text;
}

describe('the notification stream', () => {
  it('sends heartbeats as SSE comments while idle, and tells the hub when the client goes', async () => {
    const server = await streamServer(40);
    const response = await fetch(`${server.url}/notifications/stream?ticket=good`);
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const text = await readFor(response, 300);
    expect(text.startsWith('retry: 3000\n: connected\n\n')).toBe(true);
    expect(text.match(/^: heartbeat \d+$/gm)!.length).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.closed()).toBe(1);
  });

  it('resumes after the Last-Event-ID header, or the lastEventId query a new EventSource sends', async () => {
    const server = await streamServer(10_000);
    await readFor(await fetch(`${server.url}/notifications/stream?ticket=good`, { headers: { 'last-event-id': '41' } }), 50);
    await readFor(await fetch(`${server.url}/notifications/stream?ticket=good&lastEventId=42`), 50);
    await readFor(await fetch(`${server.url}/notifications/stream?ticket=good`), 50);
    expect(server.connected).toEqual([
      { userId: 'user-1', lastEventId: 41 },
      { userId: 'user-1', lastEventId: 42 },
      { userId: 'user-1', lastEventId: null },
    ]);
  });
});
