import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, pathOnly } from './logger.ts';

describe('the server log', () => {
  it('logs request paths without their query strings', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' }), stream } });
    app.get('/auth/callback', async () => 'ok');
    await app.inject('/auth/callback?code=secret-code&token=secret-token');
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('"url":"/auth/callback?[redacted]"');
    expect(logged).not.toContain('secret');
  });

  it('is pretty in development and JSON elsewhere', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' })).toHaveProperty('transport.target', 'pino-pretty');
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' })).not.toHaveProperty('transport');
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' })).not.toHaveProperty('transport');
    expect(pathOnly('/api/lists')).toBe('/api/lists');
  });
});
