/**
 * The server's log: readable lines in development (pino-pretty), one JSON object per line in
 * production and tests, where machines read it. Request URLs are logged without their query
 * strings: a token, code or state passed in a query never reaches a log.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** Routes that send front-end files mark themselves `config: { asset: true }`. */
const isAsset = (request: FastifyRequest) => Boolean((request.routeOptions.config as { asset?: boolean } | undefined)?.asset);

/**
 * Request lines as Fastify writes them, but a page load's dozens of static files (scripts,
 * styles, manifests) at debug level: at info the log shows what users did, not each file.
 */
export class FolioLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!isAsset(request)) return super.incomingRequest(request, reply, metadata);
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (error || !isAsset(request) || reply.statusCode >= 500) return super.requestCompleted(error, request, reply, metadata);
    if (!this.isLogDisabled(request)) reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

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
