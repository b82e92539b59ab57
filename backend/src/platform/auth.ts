import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../shared/errors.ts';
import { SessionCache } from './session-cache.ts';

/** What a session token carries. */
export interface SessionClaims {
  sub: string;
  email: string;
  /** The account's token version when issued; a password change raises it (absent: 0). */
  ver?: number;
  /** This session's id, which logout revokes. Tokens issued before sessions had ids lack it. */
  sid?: string;
}

/** A verified token's claims, with its expiry (seconds since the epoch). */
export type VerifiedSession = SessionClaims & { exp: number };

/** Whether a validly signed token still stands: its account exists and it was not revoked. */
export interface SessionRegistry {
  isCurrent(claims: SessionClaims): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers visitors too; every other route needs a valid session token. */
    public?: boolean;
  }
  interface FastifyInstance {
    issueToken(claims: SessionClaims): string;
    verifyToken(token: string): SessionClaims;
    /** The next request with this token, or with any token of this account, is checked again. */
    forgetSessions(which: { token: string } | { sub: string }): void;
  }
  interface FastifyRequest {
    /** The signed-in user's id (only on non-public routes). */
    userId: string;
    /** The signed-in session's claims (only on non-public routes). */
    session: VerifiedSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
/** How long a checked session is trusted before the account is looked up again. */
const RECHECK_MS = 30_000;
const INVALID = 'Your session is invalid or has expired. Please sign in again.';

/**
 * Sessions are HS256 JWTs with an expiry, signed and verified with fast-jwt. Only HS256 is
 * accepted, so `alg: none` and tokens signed another way are rejected like tampered ones.
 * A validly signed token is also checked against the accounts (`sessions`): the account must
 * exist, the token's version must be the account's current one (a password change ends older
 * tokens) and its session must not have been logged out. Checked tokens are cached (bounded,
 * expiry still checked, rechecked every 30 s) so a busy session costs little.
 * Routes are protected by default; `config.public` opts a route out.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; expiresIn: string; sessions: SessionRegistry }) => {
    const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.expiresIn });
    const verifySignature = createVerifier({ key: options.secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] });
    const cache = new SessionCache<VerifiedSession>(10_000, () => Date.now(), RECHECK_MS);

    const authenticate = async (token: string): Promise<VerifiedSession> => {
      const cached = cache.get(token);
      if (cached) return cached;
      let claims: VerifiedSession;
      try {
        claims = verifySignature(token) as VerifiedSession;
      } catch {
        throw new UnauthorizedError(INVALID);
      }
      if (!(await options.sessions.isCurrent(claims))) throw new UnauthorizedError(INVALID);
      cache.set(token, claims);
      return claims;
    };

    app.decorate('issueToken', (claims: SessionClaims) => sign({ ...claims }));
    app.decorate('verifyToken', (token: string) => verifySignature(token) as SessionClaims);
    app.decorate('forgetSessions', (which: { token: string } | { sub: string }) => cache.forget(which));
    app.decorateRequest('userId', '');
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.routeOptions.config.public || !request.routeOptions.url) return;
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new UnauthorizedError('Please sign in to continue.');
      const session = await authenticate(token);
      request.userId = session.sub;
      request.session = session;
    });
  },
  { name: 'auth' },
);
