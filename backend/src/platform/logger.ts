/**
 * The server's log: readable lines in development (pino-pretty), one JSON object per line in
 * production and tests, where machines read it. Request URLs are logged without their query
 * strings: a token, code or state passed in a query never reaches a log.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** The path alone; whatever follows '?' may carry credentials (OAuth codes, tokens). */
export function pathOnly(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
}

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return {
    level: config.LOG_LEVEL,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: pathOnly(request.url), host: request.host, remoteAddress: request.ip }),
    },
    ...(config.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } }
      : {}),
  };
}
