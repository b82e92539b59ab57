/**
 * What identifies a request's body for its Idempotency-Key: SHA-256 of the body as JSON. A large
 * import body (12 MB) takes ~190 ms to encode and hash, so where such a body is parsed in a worker
 * thread its hash is worked out there too, and kept here for the request.
 */
import { createHash } from 'node:crypto';

export const bodyHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');

/** `bodyHash` of requests' bodies worked out where they were parsed, by request. */
export const knownBodyHashes = new WeakMap<object, string>();
