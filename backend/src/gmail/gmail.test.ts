import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { startFakeGoogleMail, type FakeGoogleMail } from './fake-google-server.ts';
import { GMAIL_TOKENS, openTokens } from './token-vault.ts';

const CLIENT = { id: 'client-id.apps.example', secret: 'client-secret' };
const KEY = Buffer.alloc(32, 7).toString('base64');
const minutesAgo = (minutes: number) => Date.now() - minutes * 60_000;

describe('Gmail when Google is not set up', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("answers 'Gmail service not configured' for the auth link and the messages", async () => {
    const { token } = await app.signUp();
    expect((await app.request('GET', '/api/dashboard/gmail/status', { token })).json()).toEqual({ configured: false, connected: false });
    for (const url of ['/api/dashboard/gmail/auth-url', '/api/dashboard/gmail/messages']) {
      const answer = await app.request('GET', url, { token });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toBe('Gmail service not configured');
    }
  });
});

describe('Gmail connected through Google OAuth (state, PKCE) against a local Google', () => {
  let google: FakeGoogleMail;
  let app: TestApp;
  let user: { token: string; userId: string };
  const get = (url: string, token = user.token) => app.request('GET', url, { token });

  beforeAll(async () => {
    google = await startFakeGoogleMail(CLIENT);
    google.messages = Array.from({ length: 7 }, (_, i) => ({
      id: `m${i + 1}`,
      from: i === 0 ? 'Ada Lovelace <ada@example.com>' : `sender${i}@example.com`,
      subject: `Subject ${i + 1}`,
      snippet: `Snippet ${i + 1}`,
      internalDate: minutesAgo(10 * (i + 1)),
      unread: i % 2 === 0,
      attachment: i === 1,
    }));
    app = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GMAIL_TOKEN_KEY: KEY, GMAIL_API_BASE_URL: google.apiRoot, PUBLIC_URL: 'http://folio.test' },
      googleEndpoints: { authorizeUrl: google.authorizeUrl, tokenUrl: google.tokenUrl },
    });
    user = await app.signUp();
  });
  afterAll(async () => {
    await app.close();
    await google.close();
  });

  async function connect(forUser = user): Promise<void> {
    const { data } = (await get('/api/dashboard/gmail/auth-url', forUser.token)).json();
    const code = google.issueCode(data.authUrl);
    const state = new URL(data.authUrl).searchParams.get('state')!;
    const callback = await app.request('GET', `/api/dashboard/gmail/callback?code=${code}&state=${encodeURIComponent(state)}`);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('Gmail connected');
  }

  it('before connecting, the messages call says auth is needed', async () => {
    expect((await get('/api/dashboard/gmail/status')).json()).toEqual({ configured: true, connected: false });
    expect((await get('/api/dashboard/gmail/messages')).json()).toEqual({ success: false, needsAuth: true, error: 'Gmail is not connected' });
  });

  it('the auth URL asks for read-only Gmail with a state and an S256 challenge, and carries no tokens', async () => {
    const answer = await get('/api/dashboard/gmail/auth-url');
    expect(answer.statusCode).toBe(200);
    const url = new URL(answer.json().data.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: 'http://folio.test/api/dashboard/gmail/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      access_type: 'offline',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(40);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.search).not.toMatch(/token|secret/i);
  });

  it('a callback with an unknown or reused state stores nothing', async () => {
    const unknown = await app.request('GET', '/api/dashboard/gmail/callback?code=x&state=forged');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('expired');
    const { data } = (await get('/api/dashboard/gmail/auth-url')).json();
    const state = new URL(data.authUrl).searchParams.get('state')!;
    const code = google.issueCode(data.authUrl);
    expect((await app.request('GET', `/api/dashboard/gmail/callback?code=${code}&state=${state}`)).statusCode).toBe(200);
    expect((await app.request('GET', `/api/dashboard/gmail/callback?code=${code}&state=${state}`)).statusCode).toBe(400);
    await app.request('DELETE', '/api/dashboard/gmail/connection', { token: user.token });
    expect((await get('/api/dashboard/gmail/status')).json().connected).toBe(false);
  });

  it('once connected: 5 recent messages with sender, subject, snippet, date, read state and attachments; tokens sealed per user', async () => {
    await connect();
    const answer = (await get('/api/dashboard/gmail/messages?accessToken=ignored&refreshToken=ignored')).json();
    expect(answer.success).toBe(true);
    expect(answer.data.messages).toHaveLength(5);
    expect(answer.data.messages[0]).toEqual({
      id: 'm1', sender: 'Ada Lovelace', subject: 'Subject 1', snippet: 'Snippet 1', date: new Date(google.messages[0]!.internalDate).toISOString(), isRead: false, hasAttachments: false,
    });
    expect(answer.data.messages[1]).toMatchObject({ sender: 'sender1@example.com', isRead: true, hasAttachments: true });

    const stored = await app.stores.readStore.collection<{ _id: string; iv: string; tag: string; data: string }>(GMAIL_TOKENS).findOne({ _id: user.userId });
    expect(JSON.stringify(stored)).not.toMatch(/access-|refresh-/);
    const key = Buffer.from(KEY, 'base64');
    expect(openTokens(key, user.userId, stored!)).toMatchObject({ accessToken: expect.stringMatching(/^access-/), refreshToken: expect.stringMatching(/^refresh-/) });
    expect(openTokens(key, 'someone-else', stored!)).toBeNull();
    expect(openTokens(Buffer.alloc(32, 8), user.userId, stored!)).toBeNull();

    const stranger = await app.signUp();
    expect((await get('/api/dashboard/gmail/messages', stranger.token)).json().needsAuth).toBe(true);
  });

  it('an expired access token is refreshed with the refresh token and the new one is kept', async () => {
    google.expireAccessTokens();
    const before = google.requests.filter((r) => r === 'POST /token').length;
    expect((await get('/api/dashboard/gmail/messages')).json().data.messages).toHaveLength(5);
    expect(google.requests.filter((r) => r === 'POST /token').length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    google.requests.length = 0;
    expect((await get('/api/dashboard/gmail/messages')).json().success).toBe(true);
    expect(google.requests).not.toContain('POST /token');
  });

  it('a revoked grant resets the connection (needsAuth) and forgets the tokens', async () => {
    google.expireAccessTokens();
    google.revokeRefreshTokens();
    expect((await get('/api/dashboard/gmail/messages')).json()).toMatchObject({ success: false, needsAuth: true });
    expect((await get('/api/dashboard/gmail/status')).json().connected).toBe(false);
  });

  it('counts every request to Google under Gmail in the API usage', async () => {
    const used = (await get('/api/usage')).json().apis.Gmail.used;
    expect(used).toBeGreaterThanOrEqual(google.requests.length);
    expect(used).toBeGreaterThan(10);
  });
});
