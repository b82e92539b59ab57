import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../shared/errors.ts';

/** What a session token carries. */
export interface SessionClaims {
  sub: string;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers visitors too; every other route needs a valid session token. */
    public?: boolean;
  }
  interface FastifyInstance {
    issueToken(claims: SessionClaims): string;
  }
  interface FastifyRequest {
    /** The signed-in user's id (only on non-public routes). */
    userId: string;
  }
}

/**
 * Sessions are HS256 JWTs with an expiry. Only HS256 is accepted, so `alg: none` and tokens signed
 * with another algorithm are rejected like tampered ones. Routes are protected by default.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; expiresIn: string }) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('issueToken', (claims: SessionClaims) => app.jwt.sign(claims));
    app.decorateRequest('userId', '');
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public || !request.routeOptions.url) return;
      try {
        await request.jwtVerify();
      } catch {
        throw new UnauthorizedError('Your session is missing or has expired. Please sign in again.');
      }
      request.userId = request.user.sub;
    });
  },
  { name: 'auth' },
);
