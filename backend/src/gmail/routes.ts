import {
  ApiErrorSchema,
  GmailAuthUrlResponseSchema,
  GmailMessagesQuerySchema,
  GmailMessagesResponseSchema,
  GmailStatusResponseSchema,
  SuccessSchema,
} from '@folio/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GmailAuthError } from './oauth.ts';
import type { GmailService } from './service.ts';

const errors = { 401: ApiErrorSchema, 503: ApiErrorSchema };
const common = { tags: ['gmail'], security: [{ bearerAuth: [] }] };

/** The popup's last page: no script beyond closing itself, nothing from the request echoed. */
function page(title: string, text: string, close: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:sans-serif;padding:2rem"><h1>${title}</h1><p>${text}</p>${close ? '<script>window.close()</script>' : ''}</body></html>`;
}

export async function gmailRoutes(app: FastifyInstance, options: { gmail: GmailService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { gmail } = options;

  api.get(
    '/dashboard/gmail/status',
    { schema: { ...common, summary: 'Whether Gmail is set up on this server and connected for the user', response: { 200: GmailStatusResponseSchema, 401: ApiErrorSchema } } },
    (request) => gmail.status(request.userId),
  );

  api.get(
    '/dashboard/gmail/auth-url',
    { schema: { ...common, summary: "Google's consent page for read-only Gmail access (state and PKCE kept on the server)", response: { 200: GmailAuthUrlResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, data: { authUrl: await gmail.authUrl(request.userId) } }),
  );

  api.get(
    '/dashboard/gmail/callback',
    {
      config: { public: true },
      schema: {
        tags: ['gmail'],
        summary: 'Google returns here after the consent page',
        querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional() }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const { code, state } = request.query;
      if (!code || !state) return reply.status(400).send(page('Failed to connect to Gmail', 'Google did not grant access. You can close this window and try again.', false));
      try {
        await gmail.connect(state, code);
        return reply.send(page('Gmail connected', 'You can close this window.', true));
      } catch (error) {
        const text = error instanceof GmailAuthError ? error.message : 'Failed to connect to Gmail';
        return reply.status(400).send(page('Failed to connect to Gmail', text, false));
      }
    },
  );

  api.get(
    '/dashboard/gmail/messages',
    {
      schema: {
        ...common,
        summary: 'Recent Gmail messages (tokens stay on the server; accessToken/refreshToken are accepted and ignored)',
        querystring: GmailMessagesQuerySchema,
        response: { 200: GmailMessagesResponseSchema, ...errors },
      },
    },
    (request) => gmail.messages(request.userId, request.query.limit),
  );

  api.delete(
    '/dashboard/gmail/connection',
    { schema: { ...common, summary: "Forget the user's Gmail tokens", response: { 200: SuccessSchema, 401: ApiErrorSchema } } },
    async (request) => {
      await gmail.disconnect(request.userId);
      return { success: true as const };
    },
  );
}
