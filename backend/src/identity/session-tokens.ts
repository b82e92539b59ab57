import { randomUUID } from 'node:crypto';
import type { AuthResponse, User } from '@folio/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SignedIn, SignInOrigin } from './events.ts';
import type { IdentityService } from './service.ts';

/** Where a request came from, as the account owner will read it. */
export const originOf = (request: FastifyRequest): SignInOrigin => ({ address: request.ip, userAgent: request.headers['user-agent'] ?? null });

/**
 * A new session: a token of the account's current version with its own session id (which logout
 * revokes), recorded as a sign-in unless `method` is null (a password change, the test-only
 * dev-login).
 */
export async function issueSession(
  app: FastifyInstance,
  identity: IdentityService,
  user: User,
  method: SignedIn['data']['method'] | null,
  origin: SignInOrigin,
): Promise<AuthResponse> {
  const sid = randomUUID();
  const token = app.issueToken({ sub: user.id, email: user.email, ver: await identity.tokenVersion(user.id), sid });
  if (method) await identity.sessions.signedIn(user.id, sid, method, origin);
  return { token, user };
}
