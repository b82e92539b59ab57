import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FolioLogController, loggerOptions, pathOnly } from './logger.ts';

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

  it('logs static file requests at debug level, the rest at info', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const app = Fastify({ logger: { ...loggerOptions({ LOG_LEVEL: 'debug', NODE_ENV: 'production' }), stream }, logController: new FolioLogController() });
    app.get('/main.js', { config: { asset: true } }, async () => 'file');
    app.get('/api/lists', async () => []);
    await app.inject('/main.js');
    await app.inject('/api/lists');
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
    const levelOf = (url: string) => entries.filter((entry) => entry.msg === 'incoming request' && entry.req?.url === url).map((entry) => entry.level);
    expect(levelOf('/main.js')).toEqual([20]);
    expect(levelOf('/api/lists')).toEqual([30]);
  });

  it('is pretty in development and JSON elsewhere', () => {
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'development' })).toHaveProperty('transport.target', 'pino-pretty');
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' })).not.toHaveProperty('transport');
    expect(loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'test' })).not.toHaveProperty('transport');
    expect(pathOnly('/api/lists')).toBe('/api/lists');
  });
});
