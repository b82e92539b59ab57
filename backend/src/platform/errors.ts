import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issuesSentence } from '@folio/contracts';
import { WrongExpectedRevisionError } from '../eventstore/port.ts';
import { DomainError } from '../shared/errors.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

export const STORAGE_FULL_MESSAGE = "The server's storage is full, so this change was not saved. Please try again later.";

/**
 * The disk is full: SQLite answers SQLITE_FULL (13; extended codes keep it in the low byte) and
 * rolls the append back, file writes fail with ENOSPC. Nothing of the request was written.
 */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === 'ENOSPC') return true;
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === 13;
}

/**
 * Maps every failure to `{error, message}`: domain errors by their class, request validation to
 * 400 with sentences naming each field and what is wrong, a full disk to 503, and anything unexpected to a 500 that
 * reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ error: error.error, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = issuesSentence(
        error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message ?? 'is not valid' })),
      );
      return reply.status(400).send({ error: 'Bad Request', message });
    }
    if (error instanceof WrongExpectedRevisionError) {
      return reply.status(409).send({ error: 'Conflict', message: 'The data changed while saving. Please try again.' });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full: the request was refused and nothing was saved');
      return reply
        .status(503)
        .header('retry-after', '60')
        .send({ error: 'Service Unavailable', message: STORAGE_FULL_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ error: STATUS_TEXT[429], message: error.message });
      return reply.status(status).send({ error: STATUS_TEXT[status] ?? 'Bad Request', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
