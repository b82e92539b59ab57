import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleEndpoints } from './google.ts';

export interface FakeGoogleProfile {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
}

/**
 * A local stand-in for Google's token and OpenID userinfo endpoints. It enforces what Google does
 * for this flow (one-time codes, matching redirect_uri, the PKCE verifier, client credentials), so
 * a test passes only if our server sends what the real one would need.
 */
export class FakeGoogle {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Token requests received, accepted or not. */
  tokenRequests = 0;
  readonly #codes = new Map<string, { profile: FakeGoogleProfile; challenge: string; redirectUri: string }>();
  readonly #accessTokens = new Map<string, FakeGoogleProfile>();
  #server: Server | null = null;
  #origin = '';

  constructor(clientId = 'id', clientSecret = 'secret') {
    this.clientId = clientId;
    this.clientSecret = clientSecret;
  }

  async start(): Promise<GoogleEndpoints> {
    this.#server = createServer((request, response) => {
      this.#handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.#origin = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return {
      authorizeUrl: `${this.#origin}/o/oauth2/v2/auth`,
      tokenUrl: `${this.#origin}/token`,
      userInfoUrl: `${this.#origin}/v1/userinfo`,
    };
  }

  async stop() {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  /** What Google does when the user consents on the authorize URL: a code for that request. */
  consent(authorizeUrl: URL, profile: FakeGoogleProfile): string {
    const code = randomBytes(12).toString('hex');
    this.#codes.set(code, {
      profile,
      challenge: authorizeUrl.searchParams.get('code_challenge') ?? '',
      redirectUri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
    });
    return code;
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.#origin);
    if (request.method === 'POST' && url.pathname === '/token') return this.#token(request, response);
    if (request.method === 'GET' && url.pathname === '/v1/userinfo') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const profile = token ? this.#accessTokens.get(token) : undefined;
      return profile ? send(response, 200, profile) : send(response, 401, { error: 'invalid_token' });
    }
    send(response, 404, { error: 'not_found' });
  }

  async #token(request: IncomingMessage, response: ServerResponse) {
    this.tokenRequests++;
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = new URLSearchParams(raw);
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [body.get('client_id'), body.get('client_secret')];
    if (id !== this.clientId || secret !== this.clientSecret) return send(response, 401, { error: 'invalid_client' });

    const grant = this.#codes.get(body.get('code') ?? '');
    this.#codes.delete(body.get('code') ?? '');
    const verifier = body.get('code_verifier');
    if (
      body.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== body.get('redirect_uri') ||
      !verifier ||
      createHash('sha256').update(verifier).digest('base64url') !== grant.challenge
    ) {
      return send(response, 400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(12).toString('hex');
    this.#accessTokens.set(accessToken, grant.profile);
    send(response, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
