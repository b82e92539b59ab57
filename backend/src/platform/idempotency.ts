import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ScheduledJob } from '../background/index.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import { seededIds, type Actor } from '../shared/actor.ts';
import { DomainError } from '../shared/errors.ts';
import { bodyHash, knownBodyHashes } from './body-hash.ts';

interface StoredAnswer extends Doc {
  requestHash: string;
  status: number;
  body: string;
  storedAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries an Idempotency-Key: the seed of the ids it creates. */
    idempotencySeed: string | null;
  }
}

/** Stored answers: one per keyed command, kept a day, read by id (kept on disk by the embedded store). */
export const IDEMPOTENCY_COLLECTION = 'idempotency';
const COLLECTION = IDEMPOTENCY_COLLECTION;
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\w.:-]{1,200}$/;

/** The job that drops stored answers older than a day (`JOB_INTERVALS=stored-answers=...`). */
export const STORED_ANSWERS_JOB = 'stored-answers';

/** Drops the stored answers older than a day: a range on `storedAt`, read from its index. How many went. */
function dropDayOld(readStore: ReadStore, now: () => number): Promise<number> {
  return readStore.collection<StoredAnswer>(COLLECTION).deleteMany({ storedAt: { $lt: now() - KEEP_MS } });
}

/**
 * Stored answers are dropped a day after they were stored: at start (the plugin) and then hourly,
 * so a server that runs for weeks keeps a day of them, not every one since it started.
 */
export function storedAnswersJob(readStore: ReadStore, now: () => number): ScheduledJob {
  return {
    name: STORED_ANSWERS_JOB,
    intervalMs: 60 * 60 * 1000,
    run: async () => {
      await dropDayOld(readStore, now);
    },
  };
}

/** The acting user of a request, with deterministic ids when the request is idempotent. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.userId,
    correlationId: request.id,
    ...(request.idempotencySeed ? { newId: seededIds(request.idempotencySeed) } : {}),
  };
}

/**
 * `Idempotency-Key` on commands: the first answer (2xx or 4xx) is stored per user, method, path
 * and key, and a retry gets it back with `Idempotent-Replayed: true` without running again. A
 * retry that arrives while the first is still running waits for it. Ids created by the request
 * derive from the key, so even a retry on another server appends the same event ids, which the
 * event store ignores. The same key with a different body is refused (422).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { readStore: ReadStore; now: () => number }) => {
    const answers = () => options.readStore.collection<StoredAnswer>(COLLECTION);
    const running = new Map<string, Promise<void>>();
    app.decorateRequest('idempotencySeed', null);
    // Stored answers are kept for a day: older ones are dropped at start, then by storedAnswersJob.
    await answers().createIndex(['storedAt']);
    await dropDayOld(options.readStore, options.now);

    const replay = (reply: FastifyReply, answer: StoredAnswer) =>
      reply.status(answer.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(answer.body);

    const remember = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      if (!KEY.test(key)) throw new DomainError(400, 'Bad Request', 'Idempotency-Key must be 1-200 letters, digits, . _ : or -');
      const id = createHash('sha256').update(`${request.userId}\n${request.method}\n${request.url}\n${key}`).digest('hex');
      const requestHash = knownBodyHashes.get(request) ?? bodyHash(request.body);

      await running.get(id);
      const stored = await answers().findOne({ _id: id });
      if (stored && options.now() - stored.storedAt < KEEP_MS) {
        if (stored.requestHash !== requestHash) {
          throw new DomainError(422, 'Unprocessable Entity', 'This Idempotency-Key was already used for a different request');
        }
        replay(reply, stored);
        return 'replayed';
      }
      let finished!: () => void;
      running.set(id, new Promise<void>((resolve) => (finished = resolve)));
      request.idempotencySeed = id;
      reply.raw.once('close', () => {
        running.delete(id);
        finished();
      });
      (request as FastifyRequest & { idempotencyRecord?: { id: string; requestHash: string } }).idempotencyRecord = { id, requestHash };
      return undefined;
    };

    // Callback-style hooks: most requests carry no key, and they should not pay for a promise.
    app.addHook('preHandler', (request, reply, done) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || request.method === 'GET' || !request.userId) return done();
      // A replayed answer is already sent: the route handler must not run, so `done` is not called.
      remember(request, reply, key).then((outcome) => outcome !== 'replayed' && done(), done);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const record = (request as FastifyRequest & { idempotencyRecord?: { id: string; requestHash: string } }).idempotencyRecord;
      if (!record || reply.statusCode >= 500 || typeof payload !== 'string') return done(null, payload);
      answers()
        .upsert({ _id: record.id, requestHash: record.requestHash, status: reply.statusCode, body: payload, storedAt: options.now() })
        .then(() => done(null, payload), done);
    });
  },
  { name: 'idempotency', dependencies: ['auth'] },
);
