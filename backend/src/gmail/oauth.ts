/**
 * Connecting Gmail: Google's authorization-code flow with state and PKCE (S256). The state names
 * a pending authorization kept server-side (user, verifier, expiry) and is used once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ReadStore } from '../readstore/port.ts';
import type { GmailTokens } from './token-vault.ts';

export const GMAIL_READONLY_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';
export const PENDING_AUTHORIZATIONS = 'gmail_oauth_states';
const PENDING_TTL_MS = 10 * 60 * 1000;

interface PendingDoc {
  _id: string;
  userId: string;
  verifier: string;
  expiresAt: number;
}

export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authorizeUrl: string;
  tokenUrl: string;
}

export class GmailAuthError extends Error {}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

export function gmailOAuth(deps: { readStore: ReadStore; settings: OAuthSettings; now: () => Date; fetch: typeof fetch }) {
  const pending = () => deps.readStore.collection<PendingDoc>(PENDING_AUTHORIZATIONS);
  const { settings } = deps;

  return {
    async authUrl(userId: string): Promise<string> {
      const state = base64url(randomBytes(32));
      const verifier = base64url(randomBytes(48));
      const now = deps.now().getTime();
      await pending().deleteMany({ expiresAt: { $lt: now } });
      await pending().upsert({ _id: state, userId, verifier, expiresAt: now + PENDING_TTL_MS });
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: GMAIL_READONLY_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state,
        code_challenge: base64url(createHash('sha256').update(verifier).digest()),
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Trades the code for tokens; the state must be one we issued, unexpired and unused. */
    async complete(state: string, code: string): Promise<{ userId: string; tokens: GmailTokens }> {
      const doc = await pending().findOne({ _id: state });
      await pending().deleteMany({ _id: state });
      if (!doc || doc.expiresAt < deps.now().getTime()) throw new GmailAuthError('This Gmail connection link has expired. Please try again.');
      const response = await deps.fetch(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: doc.verifier,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uri: settings.redirectUri,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
      if (!response.ok || !body.access_token) throw new GmailAuthError('Failed to connect to Gmail');
      return {
        userId: doc.userId,
        tokens: {
          accessToken: body.access_token,
          refreshToken: body.refresh_token ?? null,
          expiresAt: typeof body.expires_in === 'number' ? deps.now().getTime() + body.expires_in * 1000 : null,
          scope: body.scope ?? null,
        },
      };
    },
  };
}

export type GmailOAuth = ReturnType<typeof gmailOAuth>;
