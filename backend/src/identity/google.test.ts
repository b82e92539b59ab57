import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Runtime } from '../shared/runtime.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { FakeGoogle, type FakeGoogleProfile } from './google.fake.ts';
import { GOOGLE_MESSAGES, HANDOFF_COOKIE, type GoogleEndpoints } from './google.ts';

const google = new FakeGoogle('id', 'secret');
let endpoints: GoogleEndpoints;
beforeAll(async () => {
  endpoints = await google.start();
});
afterAll(() => google.stop());

let clock = Date.now();
const runtime: Runtime = { now: () => new Date(clock), newId: () => randomUUID() };

const googleEnv = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', PUBLIC_URL: 'http://127.0.0.1:3000' };
let app: TestApp;
const open = async (env: Record<string, string> = googleEnv) => {
  app = await createTestApp({ env, runtime, googleEndpoints: endpoints });
  return app;
};
beforeEach(() => {
  clock = Date.now();
});
afterEach(() => app?.close());

const ada: FakeGoogleProfile = { sub: 'google-ada', email: 'ada@example.com', email_verified: true, name: 'Ada Lovelace' };
const messageRedirect = (message: string) => `/auth/callback?message=${encodeURIComponent(message)}`;
const cookieHeader = (response: LightMyRequestResponse) =>
  response.cookies.filter((cookie) => cookie.value).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
const cookieNamed = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);

async function startSignIn() {
  const response = await app.server.inject({ method: 'GET', url: '/api/auth/google/auth' });
  expect(response.statusCode).toBe(302);
  return { response, authorizeUrl: new URL(response.headers.location as string), cookies: cookieHeader(response) };
}

const callback = (query: Record<string, string>, cookie = '') =>
  app.server.inject({ method: 'GET', url: `/api/auth/google/callback?${new URLSearchParams(query)}`, headers: { cookie } });

/** Browser goes to Google, the user consents, Google sends the browser back with a code. */
async function signInWithGoogle(profile: FakeGoogleProfile) {
  const { authorizeUrl, cookies } = await startSignIn();
  const code = google.consent(authorizeUrl, profile);
  return callback({ code, state: authorizeUrl.searchParams.get('state')!, scope: 'openid email profile' }, cookies);
}

const exchange = (cookie = '') =>
  app.server.inject({ method: 'POST', url: '/api/auth/google/exchange', headers: { cookie }, payload: {} });

describe('Google sign-in start', () => {
  it('redirects to Google with state, PKCE S256, the scopes and our callback URI', async () => {
    await open();
    const { response, authorizeUrl } = await startSignIn();
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(endpoints.authorizeUrl);
    const query = Object.fromEntries(authorizeUrl.searchParams);
    expect(query).toMatchObject({
      client_id: 'id',
      response_type: 'code',
      redirect_uri: 'http://127.0.0.1:3000/api/auth/google/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{16,}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    const state = cookieNamed(response, 'folio-oauth-state');
    expect(state).toMatchObject({ value: query.state, httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    expect(cookieNamed(response, 'folio-oauth-verifier')).toMatchObject({ httpOnly: true, path: '/api/auth/google' });
  });

  it('uses Secure __Host- cookies and an https callback when the public URL is https', async () => {
    await open({ ...googleEnv, PUBLIC_URL: 'https://folio.example.com' });
    const { response, authorizeUrl } = await startSignIn();
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('https://folio.example.com/api/auth/google/callback');
    expect(cookieNamed(response, '__Host-folio-oauth-state')).toMatchObject({ secure: true, path: '/', httpOnly: true });
  });
});

describe('Google sign-in round trip', () => {
  it('ends at /auth/callback?success=true with the token only in a one-time hand-off', async () => {
    await open();
    const response = await signInWithGoogle(ada);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/callback?success=true');
    expect(cookieNamed(response, 'folio-oauth-state')?.value).toBe('');
    const handoff = cookieNamed(response, HANDOFF_COOKIE)!;
    expect(handoff).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 120 });
    expect(handoff.secure).toBeFalsy();

    const exchanged = await exchange(cookieHeader(response));
    expect(exchanged.statusCode).toBe(200);
    const { token, user } = exchanged.json();
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(response.headers.location).not.toContain(token);
    expect(cookieNamed(exchanged, HANDOFF_COOKIE)?.value).toBe('');

    const me = await app.request('GET', '/api/auth/me', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
    const lists = await app.request('GET', '/api/lists', { token });
    expect(lists.json()).toEqual([expect.objectContaining({ name: 'Main Portfolio', isDefault: true })]);
  });

  it('signs the same Google account into the same user next time', async () => {
    await open();
    const first = (await exchange(cookieHeader(await signInWithGoogle(ada)))).json();
    const second = (await exchange(cookieHeader(await signInWithGoogle({ ...ada, email: 'ada@new.example.com' })))).json();
    expect(second.user.id).toBe(first.user.id);
    // Both are sign-ins the owner sees.
    const signIns = (await app.request('GET', '/api/auth/sign-ins', { token: second.token })).json().signIns as { method: string; outcome: string }[];
    expect(signIns.map(({ method, outcome }) => `${outcome} ${method}`)).toEqual(['signed-in google', 'signed-in google']);
  });

  it('links a verified Google email to the existing password account', async () => {
    await open();
    const { userId } = await app.signUp('grace@example.com');
    const response = await signInWithGoogle({ sub: 'google-grace', email: 'Grace@Example.com', email_verified: true });
    const { user } = (await exchange(cookieHeader(response))).json();
    expect(user.id).toBe(userId);
    expect((await app.request('POST', '/api/auth/login', { body: { email: 'grace@example.com', password: 'correct horse battery' } })).statusCode).toBe(200);
  });
});

describe('the hand-off code', () => {
  it('works once: a second exchange of the same code gets 401', async () => {
    await open();
    const cookies = cookieHeader(await signInWithGoogle(ada));
    expect((await exchange(cookies)).statusCode).toBe(200);
    const again = await exchange(cookies);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Unauthorized', message: GOOGLE_MESSAGES.handoffInvalid });
  });

  it('expires after two minutes', async () => {
    await open();
    const early = cookieHeader(await signInWithGoogle(ada));
    const late = cookieHeader(await signInWithGoogle(ada));
    clock += 119_000;
    expect((await exchange(early)).statusCode).toBe(200);
    clock += 2_000;
    expect((await exchange(late)).statusCode).toBe(401);
  });

  it('is required', async () => {
    await open();
    expect((await exchange()).statusCode).toBe(401);
    expect((await exchange(`${HANDOFF_COOKIE}=made-up`)).statusCode).toBe(401);
  });
});

describe('Google sign-in failures end on /auth/callback with a message', () => {
  it('an unverified Google email creates no account', async () => {
    await open();
    const response = await signInWithGoogle({ sub: 'google-eve', email: 'eve@example.com', email_verified: false });
    expect(response.headers.location).toBe(messageRedirect(GOOGLE_MESSAGES.unverified));
    expect(cookieNamed(response, HANDOFF_COOKIE)).toBeUndefined();
    expect(await app.identity.findByEmail('eve@example.com')).toBeNull();
  });

  it('consent denied', async () => {
    await open();
    const { authorizeUrl, cookies } = await startSignIn();
    const response = await callback({ error: 'access_denied', state: authorizeUrl.searchParams.get('state')! }, cookies);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(messageRedirect('Google sign-in was cancelled.'));
  });

  it('a state that does not match the cookie never reaches the token endpoint', async () => {
    await open();
    const { authorizeUrl, cookies } = await startSignIn();
    const before = google.tokenRequests;
    const response = await callback({ code: google.consent(authorizeUrl, ada), state: 'forged' }, cookies);
    expect(response.headers.location).toBe(messageRedirect('There was a problem signing you in. Please try again.'));
    expect(google.tokenRequests).toBe(before);
  });

  it('a callback without the state and verifier cookies', async () => {
    await open();
    const { authorizeUrl } = await startSignIn();
    const response = await callback({ code: google.consent(authorizeUrl, ada), state: authorizeUrl.searchParams.get('state')! });
    expect(response.headers.location).toBe(messageRedirect(GOOGLE_MESSAGES.problem));
  });

  it('the token endpoint refusing the code or our client credentials', async () => {
    await open();
    const { authorizeUrl, cookies } = await startSignIn();
    const refused = await callback({ code: 'unknown-code', state: authorizeUrl.searchParams.get('state')! }, cookies);
    expect(refused.headers.location).toBe(messageRedirect(GOOGLE_MESSAGES.problem));

    await app.close();
    await open({ ...googleEnv, GOOGLE_CLIENT_SECRET: 'wrong' });
    const response = await signInWithGoogle(ada);
    expect(response.headers.location).toBe(messageRedirect(GOOGLE_MESSAGES.problem));
  });
});

describe('Google sign-in not configured', () => {
  it('redirects with a message and the exchange answers 404', async () => {
    await open({});
    const start = await app.server.inject({ method: 'GET', url: '/api/auth/google/auth' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe(`/auth/callback?message=${encodeURIComponent('Google sign-in is not configured on this server.')}`);
    const back = await callback({ code: 'x', state: 'y' });
    expect(back.headers.location).toBe(start.headers.location);
    const exchanged = await exchange();
    expect(exchanged.statusCode).toBe(404);
    expect(exchanged.json()).toEqual({ error: 'Not Found', message: GOOGLE_MESSAGES.notConfigured });
  });
});
