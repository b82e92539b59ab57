import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../shared/errors.ts';
import { SessionCache } from './session-cache.ts';

/** What a session token carries. */
export interface SessionClaims {
  sub: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers visitors too; every other route needs a valid session token. */
    public?: boolean;
  }
  interface FastifyInstance {
    issueToken(claims: SessionClaims): string;
    verifyToken(token: string): SessionClaims;
  }
  interface FastifyRequest {
    /** The signed-in user's id (only on non-public routes). */
    userId: string;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Sessions are HS256 JWTs with an expiry, signed and verified with fast-jwt. Only HS256 is
 * accepted, so `alg: none` and tokens signed another way are rejected like tampered ones.
 * Verified tokens are cached (bounded, expiry still checked) so a busy session costs little.
 * Routes are protected by default; `config.public` opts a route out.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; expiresIn: string }) => {
    const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.expiresIn });
    const verifySignature = createVerifier({ key: options.secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const sessions = new SessionCache<SessionClaims & { exp: number }>(10_000);
    const verify = (token: string): SessionClaims => {
      const cached = sessions.get(token);
      if (cached) return cached;
      const claims = verifySignature(token) as SessionClaims & { exp: number };
      sessions.set(token, claims);
      return claims;
    };

    app.decorate('issueToken', (claims: SessionClaims) => sign({ ...claims }));
    app.decorate('verifyToken', verify);
    app.decorateRequest('userId', '');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public || !request.routeOptions.url) return;
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new UnauthorizedError('Please sign in to continue.');
      try {
        request.userId = verify(token).sub;
      } catch {
        throw new UnauthorizedError('Your session is invalid or has expired. Please sign in again.');
      }
    });
  },
  { name: 'auth' },
);
