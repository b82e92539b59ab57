/**
 * A local server that answers like Google's token endpoint and the Gmail API (users.messages
 * list and get), for tests. It checks PKCE (the verifier must hash to the challenge of the code
 * it issued), the client credentials and bearer tokens, and can expire or revoke them.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface FakeMessage {
  id: string;
  from: string;
  subject: string;
  snippet: string;
  internalDate: number;
  unread: boolean;
  attachment: boolean;
}

export interface FakeGoogleMail {
  baseUrl: string;
  tokenUrl: string;
  authorizeUrl: string;
  apiRoot: string;
  messages: FakeMessage[];
  /** Requests received, as 'METHOD path' (no query, no bodies). */
  readonly requests: string[];
  /** Issue an authorization code for the challenge in an auth URL (what the consent page does). */
  issueCode(authUrl: string): string;
  /** The access token stops working (as when it expires); a refresh gives a new one. */
  expireAccessTokens(): void;
  /** The grant is revoked: refreshes fail with invalid_grant. */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

const body = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return new URLSearchParams(text);
};

export async function startFakeGoogleMail(client: { id: string; secret: string }): Promise<FakeGoogleMail> {
  const codes = new Map<string, string>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  let issued = 0;
  const requests: string[] = [];
  const fake = { messages: [] as FakeMessage[], requests } as FakeGoogleMail;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(`${request.method} ${url.pathname}`);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = await body(request);
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret) return json(401, { error: 'invalid_client' });
      if (form.get('grant_type') === 'authorization_code') {
        const challenge = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) return json(400, { error: 'invalid_grant' });
        issued += 1;
        access.add(`access-${issued}`);
        refresh.add(`refresh-${issued}`);
        return json(200, { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires_in: 3600, scope: 'https://www.googleapis.com/auth/gmail.readonly', token_type: 'Bearer' });
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refresh.has(form.get('refresh_token') ?? '')) return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        issued += 1;
        access.add(`access-${issued}`);
        return json(200, { access_token: `access-${issued}`, expires_in: 3600, token_type: 'Bearer' });
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (url.pathname.startsWith('/gmail/v1/users/me/messages')) {
      if (!access.has(bearer)) return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      const id = url.pathname.split('/')[6];
      if (!id) {
        const max = Number(url.searchParams.get('maxResults') ?? 100);
        return json(200, { messages: fake.messages.slice(0, max).map((m) => ({ id: m.id, threadId: m.id })), resultSizeEstimate: fake.messages.length });
      }
      const message = fake.messages.find((m) => m.id === id);
      if (!message) return json(404, { error: { code: 404, message: 'Not Found' } });
      return json(200, {
        id: message.id,
        threadId: message.id,
        labelIds: ['INBOX', ...(message.unread ? ['UNREAD'] : [])],
        snippet: message.snippet,
        internalDate: String(message.internalDate),
        payload: {
          mimeType: message.attachment ? 'multipart/mixed' : 'text/plain',
          headers: [
            { name: 'From', value: message.from },
            { name: 'Subject', value: message.subject },
          ],
        },
      });
    }
    json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    baseUrl,
    tokenUrl: `${baseUrl}/token`,
    authorizeUrl: `${baseUrl}/authorize`,
    apiRoot: `${baseUrl}/`,
    issueCode(authUrl: string) {
      const challenge = new URL(authUrl).searchParams.get('code_challenge') ?? '';
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, challenge);
      return code;
    },
    expireAccessTokens: () => access.clear(),
    revokeRefreshTokens: () => refresh.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
