import {
  ApiErrorSchema,
  AuthProvidersSchema,
  AuthResponseSchema,
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
  SignInsResponseSchema,
} from '@folio/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, UnauthorizedError } from '../shared/errors.ts';
import { ensureDemoAccount } from './demo.ts';
import { INVALID_CREDENTIALS, type IdentityService } from './service.ts';
import { issueSession, originOf } from './session-tokens.ts';

export interface RateLimit {
  max: number;
  timeWindow: string;
}

export interface IdentityRouteOptions {
  identity: IdentityService;
  /** Google sign-in has its client id and secret. */
  googleConfigured: boolean;
  /** POST /auth/dev-login exists (DEV_LOGIN; never in production). */
  devLogin: boolean;
  /** Sign-in attempts per address and email. */
  loginRateLimit: RateLimit;
  /** Sign-in attempts per address, whatever the email (spraying many accounts). */
  loginAddressRateLimit: RateLimit;
  /** Registrations per address. */
  registerRateLimit: RateLimit;
}

class TooManyRequestsError extends DomainError {
  constructor(message: string) {
    super(429, 'Too Many Requests', message);
  }
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };
const bearer = [{ bearerAuth: [] }];
const tooMany = (what: string) => (_request: FastifyRequest, context: { after: string }) => ({
  statusCode: 429,
  error: 'Too Many Requests',
  message: `Too many ${what}. Try again in ${context.after}.`,
});

export async function identityRoutes(app: FastifyInstance, options: IdentityRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;

  // Counted before the per-email limit, so one address trying many emails is stopped too.
  const addressLimit = app.createRateLimit({ ...options.loginAddressRateLimit, keyGenerator: (request) => request.ip });
  const limitSignInsPerAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await addressLimit(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new TooManyRequestsError(`Too many sign-in attempts from your address. Try again in ${Math.ceil(result.ttlInSeconds / 60)} minutes.`);
  };

  api.post(
    '/auth/register',
    {
      config: {
        public: true,
        rateLimit: { ...options.registerRateLimit, keyGenerator: (request) => request.ip, errorResponseBuilder: tooMany('registrations from your address') },
      },
      schema: {
        tags: ['auth'],
        description: 'Refuses common and easily guessed passwords (400, saying why). Limited per address (429).',
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await identity.register(request.body);
      return reply.status(201).send(await issueSession(app, identity, user, 'registration', originOf(request)));
    },
  );

  api.post(
    '/auth/login',
    {
      preHandler: [limitSignInsPerAddress],
      config: {
        public: true,
        // Counted per address and email after the body is parsed, so one attacker cannot lock
        // out every user behind the same address, nor guess one account from many addresses fast.
        rateLimit: {
          ...options.loginRateLimit,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
          errorResponseBuilder: tooMany('sign-in attempts'),
        },
      },
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => {
      const outcome = await identity.login(request.body);
      if ('user' in outcome) return issueSession(app, identity, outcome.user, 'password', originOf(request));
      // Recorded for existing accounts only, and not awaited: the answer takes as long either way.
      if (outcome.failedFor) {
        identity.sessions.signInFailed(outcome.failedFor, originOf(request)).catch((error: unknown) => request.log.error({ err: error }, 'recording a failed sign-in failed'));
      }
      throw new UnauthorizedError(INVALID_CREDENTIALS);
    },
  );

  api.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this session',
        description: "Ends the session whose token is sent: the token is refused from now on, on every server instance within 30 s.",
        security: bearer,
        response: { 204: z.null().describe('Signed out'), 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      if (session.sid) await identity.sessions.signedOut(session.sub, session.sid, new Date(session.exp * 1000));
      app.forgetSessions({ token: request.headers.authorization!.replace(/^Bearer\s+/i, '') });
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/auth/password',
    {
      config: {
        // Guessing the current password with a stolen session is limited like signing in.
        rateLimit: { ...options.loginRateLimit, hook: 'preHandler', keyGenerator: (request) => `password|${request.userId}`, errorResponseBuilder: tooMany('password change attempts') },
      },
      schema: {
        tags: ['auth'],
        summary: 'Change the password',
        description: 'Checks the current password and the new one\'s strength, then ends every session of the account and returns a new one.',
        security: bearer,
        body: ChangePasswordRequestSchema,
        response: { 200: AuthResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await identity.changePassword(request.userId, request.body);
      app.forgetSessions({ sub: request.userId });
      const user = await identity.findById(request.userId);
      if (!user) throw new UnauthorizedError('Your account no longer exists.');
      return issueSession(app, identity, user, null, originOf(request));
    },
  );

  api.get(
    '/auth/sign-ins',
    {
      schema: {
        tags: ['auth'],
        summary: 'Recent sign-ins to this account',
        description: 'The newest 20 sign-ins and failed attempts (wrong password), with the address and browser they came from.',
        security: bearer,
        response: { 200: SignInsResponseSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => ({ signIns: await identity.sessions.signIns(request.userId) }),
  );

  api.get(
    '/auth/providers',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign-in methods this server offers', response: { 200: AuthProvidersSchema } },
    },
    async () => ({ password: true as const, google: options.googleConfigured }),
  );

  api.get(
    '/auth/me',
    { schema: { tags: ['auth'], security: bearer, response: { 200: MeResponseSchema, 401: ApiErrorSchema } } },
    async (request) => {
      const user = await identity.findById(request.userId);
      if (!user) throw new UnauthorizedError('Your account no longer exists.');
      return { user };
    },
  );

  if (options.devLogin) {
    api.post(
      '/auth/dev-login',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          description: 'Signs in the demo account. Only when DEV_LOGIN is enabled (tests), never in production.',
          response: { 200: AuthResponseSchema },
        },
      },
      async (request) => {
        const userId = await ensureDemoAccount(identity);
        return issueSession(app, identity, (await identity.findById(userId))!, null, originOf(request));
      },
    );
  }
}
