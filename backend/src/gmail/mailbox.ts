/**
 * The Gmail adapter: recent messages through @googleapis/gmail (read-only scope) with the user's
 * tokens. A refreshed access token is handed back to be sealed again; an expired or revoked grant
 * becomes NeedsAuthError so the widget asks to connect again.
 */
import { auth, gmail, type gmail_v1 } from '@googleapis/gmail';
import type { GmailMessage } from '@folio/contracts';
import type { GmailTokens } from './token-vault.ts';

export class NeedsAuthError extends Error {}

export interface MailboxSettings {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  tokenUrl: string;
  /** Gmail API origin with a trailing slash, e.g. https://gmail.googleapis.com/ */
  apiRoot: string;
  /** Called before each request leaves (GET /api/usage). */
  onRequest: () => void;
}

const header = (message: gmail_v1.Schema$Message, name: string) =>
  message.payload?.headers?.find((entry) => entry.name?.toLowerCase() === name.toLowerCase())?.value ?? '';

/** 'Ada Lovelace <ada@example.com>' -> 'Ada Lovelace'; a bare address stays as it is. */
export function senderName(from: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!match) return from.trim() || 'Unknown sender';
  return match[1]!.trim() || match[2]!.trim();
}

export function toGmailMessage(message: gmail_v1.Schema$Message): GmailMessage {
  const internal = Number(message.internalDate);
  const parts = message.payload?.parts ?? [];
  return {
    id: message.id ?? '',
    sender: senderName(header(message, 'From')),
    subject: header(message, 'Subject') || '(no subject)',
    snippet: message.snippet ?? '',
    date: Number.isFinite(internal) && internal > 0 ? new Date(internal).toISOString() : null,
    isRead: !(message.labelIds ?? []).includes('UNREAD'),
    hasAttachments: message.payload?.mimeType === 'multipart/mixed' || parts.some((part) => Boolean(part.filename)),
  };
}

function isAuthFailure(error: unknown): boolean {
  const status = (error as { status?: number; response?: { status?: number } }).response?.status ?? (error as { status?: number }).status;
  const text = String((error as Error).message ?? '');
  return status === 401 || status === 403 || /invalid_grant|invalid_token|No refresh token|unauthorized/i.test(text);
}

export async function recentMessages(
  settings: MailboxSettings,
  tokens: GmailTokens,
  limit: number,
  onRefreshed: (tokens: GmailTokens) => Promise<void>,
): Promise<GmailMessage[]> {
  const client = new auth.OAuth2({
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
    endpoints: { oauth2TokenUrl: settings.tokenUrl },
    // A 401 with a stored expiry still means the token is dead: refresh and retry once.
    forceRefreshOnFailure: true,
  });
  client.setCredentials({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expiry_date: tokens.expiresAt });
  client.on('tokens', (fresh) => {
    if (!fresh.access_token) return;
    settings.onRequest();
    void onRefreshed({
      accessToken: fresh.access_token,
      refreshToken: fresh.refresh_token ?? tokens.refreshToken,
      expiresAt: fresh.expiry_date ?? null,
      scope: fresh.scope ?? tokens.scope,
    });
  });
  const api = gmail({ version: 'v1', auth: client, rootUrl: settings.apiRoot });
  try {
    settings.onRequest();
    const list = await api.users.messages.list({ userId: 'me', maxResults: limit, labelIds: ['INBOX'] });
    const ids = (list.data.messages ?? []).slice(0, limit).map((entry) => entry.id).filter((id): id is string => Boolean(id));
    const messages = await Promise.all(
      ids.map(async (id) => {
        settings.onRequest();
        const answer = await api.users.messages.get({ userId: 'me', id, format: 'metadata', metadataHeaders: ['From', 'Subject', 'Date'] });
        return toGmailMessage(answer.data);
      }),
    );
    return messages;
  } catch (error) {
    if (isAuthFailure(error)) throw new NeedsAuthError('Gmail needs to be connected again');
    throw error;
  }
}
