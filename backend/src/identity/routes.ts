import {
  ApiErrorSchema,
  AuthProvidersSchema,
  AuthResponseSchema,
  LoginRequestSchema,
  MeResponseSchema,
  RegisterRequestSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../shared/errors.ts';
import { ensureDemoAccount } from './demo.ts';
import type { IdentityService } from './service.ts';
import type { User } from '@folio/contracts';

export interface IdentityRouteOptions {
  identity: IdentityService;
  /** Google sign-in has its client id and secret. */
  googleConfigured: boolean;
  /** POST /auth/dev-login exists (DEV_LOGIN; never in production). */
  devLogin: boolean;
  loginRateLimit: { max: number; timeWindow: string };
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema };

export async function identityRoutes(app: FastifyInstance, options: IdentityRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { identity } = options;
  const session = (user: User) => ({ token: app.issueToken({ sub: user.id, email: user.email }), user });

  api.post(
    '/auth/register',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 201: AuthResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(session(await identity.register(request.body))),
  );

  api.post(
    '/auth/login',
    {
      config: {
        public: true,
        // Counted per address and email after the body is parsed, so one attacker cannot lock
        // out every user behind the same address, nor guess one account from many addresses fast.
        rateLimit: {
          ...options.loginRateLimit,
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}|${(request.body as { email?: string } | undefined)?.email ?? ''}`,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many sign-in attempts. Try again in ${context.after}.`,
          }),
        },
      },
      schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: AuthResponseSchema, ...errors } },
    },
    async (request) => session(await identity.login(request.body)),
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
    { schema: { tags: ['auth'], security: [{ bearerAuth: [] }], response: { 200: MeResponseSchema, 401: ApiErrorSchema } } },
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
      async () => {
        const userId = await ensureDemoAccount(identity);
        return session((await identity.findById(userId))!);
      },
    );
  }
}
