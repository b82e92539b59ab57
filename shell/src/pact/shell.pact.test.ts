import { ApiRequestError } from '@folio/contracts/client';
import { apiOn, bearer, consumerPact } from '@folio/contracts/testing/pact-consumer';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';

const { boolean, eachLike, integer, like, regex } = MatchersV3;

const { pact } = consumerPact('folio-shell');

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ADA = { email: 'ada@example.com', password: 'correct horse battery', name: 'Ada Lovelace' };

const user = (email: string, name: string | null) => ({
  id: like('3f0c8a52-6d1e-4a7b-9c2d-1e5f7a9b0c3d'),
  email,
  name: name === null ? null : like(name),
  createdAt: regex(ISO_TIME, '2026-01-15T09:30:00.000Z'),
});
const session = (email: string, name: string | null) => ({ token: like('eyJhbGciOiJIUzI1NiJ9.payload.signature'), user: user(email, name) });

describe('folio-shell consumes folio-backend', () => {
  it('registers a new account and receives a session', () =>
    pact
      .addInteraction()
      .given('no account for ada@example.com')
      .uponReceiving('a registration for ada@example.com')
      .withRequest('POST', '/api/auth/register', (request) => request.jsonBody(ADA))
      .willRespondWith(201, (response) => response.jsonBody(session(ADA.email, ADA.name)))
      .executeTest(async (server) => {
        const answer = await apiOn(server).auth.register(ADA);
        expect(answer.user.email).toBe(ADA.email);
        expect(answer.token).not.toBe('');
      }));

  it('signs in with the right password', () =>
    pact
      .addInteraction()
      .given('a registered user ada@example.com')
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/auth/login', (request) => request.jsonBody({ email: ADA.email, password: ADA.password }))
      .willRespondWith(200, (response) => response.jsonBody(session(ADA.email, ADA.name)))
      .executeTest(async (server) => {
        const answer = await apiOn(server).auth.login({ email: ADA.email, password: ADA.password });
        expect(answer.user.email).toBe(ADA.email);
      }));

  it('is refused with a wrong password, with the message the login screen shows', () =>
    pact
      .addInteraction()
      .given('a registered user ada@example.com')
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/auth/login', (request) => request.jsonBody({ email: ADA.email, password: 'not the password' }))
      .willRespondWith(401, (response) => response.jsonBody({ error: 'Unauthorized', message: 'Invalid email or password' }))
      .executeTest(async (server) => {
        const refused = await apiOn(server)
          .auth.login({ email: ADA.email, password: 'not the password' })
          .catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(ApiRequestError);
        expect(refused).toMatchObject({ status: 401, message: 'Invalid email or password' });
      }));

  it('restores the session of a stored token', () =>
    pact
      .addInteraction()
      .given('a registered user ada@example.com')
      .uponReceiving('a request for the signed-in user')
      .withRequest('GET', '/api/auth/me', (request) => request.headers(bearer))
      .willRespondWith(200, (response) => response.jsonBody({ user: user(ADA.email, ADA.name) }))
      .executeTest(async (server) => {
        const answer = await apiOn(server).auth.me();
        expect(answer.user.email).toBe(ADA.email);
      }));

  it('signs in the demo account outside production', () =>
    pact
      .addInteraction()
      .given('the demo sign-in is enabled')
      .uponReceiving('a demo sign-in')
      .withRequest('POST', '/api/auth/dev-login', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody(session('demo@folio.local', 'Demo Investor')),
      )
      .executeTest(async (server) => {
        const answer = await apiOn(server).auth.devLogin();
        expect(answer.user.email).toBe('demo@folio.local');
      }));

  it("lists the user's lists, the default list among them", () =>
    pact
      .addInteraction()
      .given('a registered user ada@example.com')
      .uponReceiving('a request for the lists of a new user')
      .withRequest('GET', '/api/lists', (request) => request.headers(bearer))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          eachLike({
            id: like('0b6f2c1e-8d4a-5f3b-9e7c-2a1d4c6b8e0f'),
            name: 'Main Portfolio',
            description: null,
            isDefault: boolean(true),
            createdAt: regex(ISO_TIME, '2026-01-15T09:30:00.000Z'),
            taxLotMethod: regex(/^(fifo|lifo|average|specific)$/, 'fifo'),
            _count: { portfolios: integer(0) },
          }),
        ),
      )
      .executeTest(async (server) => {
        const lists = await apiOn(server).lists.all();
        expect(lists.filter((list) => list.isDefault)).toHaveLength(1);
      }));
});
