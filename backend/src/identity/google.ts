import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { fastifyOauth2, type OAuth2Namespace } from '@fastify/oauth2';
import { ApiErrorSchema, AuthResponseSchema } from '@folio/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, UnauthorizedError } from '../shared/errors.ts';
import { HandoffStore } from './handoff.ts';
import { issueSession, originOf } from './session-tokens.ts';
import type { IdentityService } from './service.ts';

export interface GoogleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

export interface GoogleRouteOptions extends Partial<GoogleEndpoints> {
  identity: IdentityService;
  configured: boolean;
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** Origin (and optional path) the browser reaches this server under; Google returns there. */
  publicUrl: string;
  production: boolean;
  /** The clock hand-off codes expire by (tests move it). */
  now?: () => Date;
  handoffTtlMs?: number;
}

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google sign-in is not configured on this server.',
  cancelled: 'Google sign-in was cancelled.',
  problem: 'There was a problem signing you in. Please try again.',
  unverified: 'Your Google email address is not verified. Verify it with Google, then try again.',
  handoffInvalid: 'Your Google sign-in has expired or was already used. Please sign in again.',
};

export const HANDOFF_COOKIE = 'folio_google_handoff';

/** Failures whose message is meant for the user; anything else shows the generic one. */
class GoogleSignInError extends Error {}

const GoogleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  // Google sends a boolean; older endpoints sent the string "true".
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().trim().optional(),
});

/** The SPA page that finishes the flow; relative, so it stays on the origin the browser used. */
const callbackPage = (query: { success: true } | { message: string }) =>
  'success' in query ? '/auth/callback?success=true' : `/auth/callback?message=${encodeURIComponent(query.message)}`;

/**
 * Google sign-in (authorization code + state + PKCE S256). The callback never puts the session
 * token in a URL: it leaves a one-time hand-off code in an httpOnly cookie scoped to /api/auth,
 * which the SPA trades for `{token, user}` with POST /auth/google/exchange.
 */
export async function googleRoutes(app: FastifyInstance, options: GoogleRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;
  const endpoints: GoogleEndpoints = {
    authorizeUrl: options.authorizeUrl ?? GOOGLE_ENDPOINTS.authorizeUrl,
    tokenUrl: options.tokenUrl ?? GOOGLE_ENDPOINTS.tokenUrl,
    userInfoUrl: options.userInfoUrl ?? GOOGLE_ENDPOINTS.userInfoUrl,
  };
  const secure = options.publicUrl.startsWith('https://');
  const handoffs = new HandoffStore({
    ttlMs: options.handoffTtlMs,
    now: options.now ? () => options.now!().getTime() : undefined,
  });
  const handoffCookie: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', secure, path: `${app.prefix}/auth` };
  // __Host- cookies cannot be planted by a sibling subdomain, which would otherwise let it supply
  // both the state and the verifier (login CSRF); browsers only accept them over https.
  const oauthCookie: CookieSerializeOptions = secure
    ? { httpOnly: true, sameSite: 'lax', secure: true, path: '/' }
    : { httpOnly: true, sameSite: 'lax', path: `${app.prefix}/auth/google` };
  const oauthCookieNames = secure
    ? ['__Host-folio-oauth-state', '__Host-folio-oauth-verifier']
    : ['folio-oauth-state', 'folio-oauth-verifier'];
  const clearOauthCookies = (reply: FastifyReply) => oauthCookieNames.forEach((name) => reply.clearCookie(name, oauthCookie));

  let google: OAuth2Namespace | null = null;
  if (options.configured && options.clientId && options.clientSecret) {
    if (options.production && !secure) {
      app.log.warn('PUBLIC_URL is not https: Google sign-in cookies are sent without the Secure flag');
    }
    if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
    const authorize = new URL(endpoints.authorizeUrl);
    const token = new URL(endpoints.tokenUrl);
    await app.register(fastifyOauth2, {
      name: 'google',
      scope: ['openid', 'email', 'profile'],
      credentials: {
        client: { id: options.clientId, secret: options.clientSecret },
        auth: {
          authorizeHost: authorize.origin,
          authorizePath: authorize.pathname,
          tokenHost: token.origin,
          tokenPath: token.pathname,
        },
        // Wreck's default is no timeout: a hanging token endpoint would hold the callback forever.
        http: { timeout: 10_000 },
      },
      callbackUri: `${options.publicUrl}${app.prefix}/auth/google/callback`,
      pkce: 'S256',
      cookie: oauthCookie,
      redirectStateCookieName: oauthCookieNames[0],
      verifierCookieName: oauthCookieNames[1],
    });
    google = app.oauth2Google ?? null;
  }

  async function fetchProfile(accessToken: string) {
    const response = await fetch(endpoints.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Google userinfo answered ${response.status}`);
    const profile = GoogleProfileSchema.parse(await response.json());
    // Only a verified address may take over an existing password account with the same email.
    if (profile.email_verified !== true && profile.email_verified !== 'true') {
      throw new GoogleSignInError(GOOGLE_MESSAGES.unverified);
    }
    return { googleId: profile.sub, email: profile.email, name: profile.name || null };
  }

  api.get(
    '/auth/google/auth',
    { config: { public: true }, schema: { tags: ['auth'], description: 'Full-page navigation: redirects to Google.' } },
    async (request, reply) => {
      if (!google) return reply.redirect(callbackPage({ message: GOOGLE_MESSAGES.notConfigured }));
      try {
        return reply.redirect(await google.generateAuthorizationUri(request, reply));
      } catch (error) {
        request.log.error({ err: error }, 'could not start Google sign-in');
        return reply.redirect(callbackPage({ message: GOOGLE_MESSAGES.problem }));
      }
    },
  );

  api.get(
    '/auth/google/callback',
    { config: { public: true }, schema: { tags: ['auth'], description: 'Google returns here; redirects to /auth/callback.' } },
    async (request, reply) => {
      if (!google) return reply.redirect(callbackPage({ message: GOOGLE_MESSAGES.notConfigured }));
      const { error } = request.query as { error?: string };
      if (error) {
        clearOauthCookies(reply);
        request.log.info({ error }, 'Google sign-in refused');
        return reply.redirect(callbackPage({ message: error === 'access_denied' ? GOOGLE_MESSAGES.cancelled : GOOGLE_MESSAGES.problem }));
      }
      try {
        // Checks the state against its cookie, sends the PKCE verifier, and clears both cookies.
        const { token } = await google.getAccessTokenFromAuthorizationCodeFlow(request, reply);
        const user = await identity.signInWithGoogle(await fetchProfile(token.access_token));
        reply.setCookie(HANDOFF_COOKIE, handoffs.issue(user.id), { ...handoffCookie, maxAge: Math.ceil(handoffs.ttlMs / 1000) });
        return reply.redirect(callbackPage({ success: true }));
      } catch (failure) {
        request.log.warn({ err: failure }, 'Google sign-in failed');
        const message = failure instanceof GoogleSignInError ? failure.message : GOOGLE_MESSAGES.problem;
        return reply.redirect(callbackPage({ message }));
      }
    },
  );

  api.post(
    '/auth/google/exchange',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        description: 'Trades the one-time hand-off cookie set by the Google callback for a session token.',
        response: { 200: AuthResponseSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!google) throw new NotFoundError(GOOGLE_MESSAGES.notConfigured);
      const code = request.cookies[HANDOFF_COOKIE];
      reply.clearCookie(HANDOFF_COOKIE, handoffCookie);
      const userId = code ? handoffs.consume(code) : null;
      const user = userId ? await identity.findById(userId) : null;
      if (!user) throw new UnauthorizedError(GOOGLE_MESSAGES.handoffInvalid);
      return issueSession(app, identity, user, 'google', originOf(request));
    },
  );
}
