import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const PASSWORD = 'analytical-engine';
const register = (email: string) => app.request('POST', '/api/auth/register', { body: { email, password: PASSWORD }, headers: { 'user-agent': 'Registering Browser/1.0' } });
const login = (email: string, password: string, userAgent = 'Test Browser/2.0') =>
  app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '203.0.113.7', headers: { 'user-agent': userAgent } });
const me = (token: string) => app.request('GET', '/api/auth/me', { token });
const signWith = (secret: string, claims: object) => createSigner({ key: secret, algorithm: 'HS256', expiresIn: '1h' })(claims);

describe('a validly signed token for an account that does not exist', () => {
  it('is refused with 401 by every signed-in route, and creates nothing', async () => {
    const ghost = signWith(app.config.JWT_SECRET, { sub: 'no-such-user', email: 'ghost@example.com', ver: 0, sid: randomUUID() });
    const document = (await app.request('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.security?.length) continue;
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const response = await app.request(method.toUpperCase(), url, { token: ghost, ...(method === 'get' || method === 'delete' ? {} : { body: { name: 'Ghost list' } }) });
        expect(response.statusCode, `${method.toUpperCase()} ${path}`).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(await app.stores.readStore.collection('lists').count({ ownerId: 'no-such-user' })).toBe(0);
  });

  it('is refused when it carries no session id (issued before logout existed) or a stale version', async () => {
    const { userId } = await app.signUp('old@example.com');
    expect((await me(signWith(app.config.JWT_SECRET, { sub: userId, email: 'old@example.com' }))).statusCode).toBe(401);
    expect((await me(signWith(app.config.JWT_SECRET, { sub: userId, email: 'old@example.com', ver: 1, sid: randomUUID() }))).statusCode).toBe(401);
    expect((await me(signWith(app.config.JWT_SECRET, { sub: userId, email: 'old@example.com', ver: 0, sid: randomUUID() }))).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the session it is sent with, at once, and leaves the account\'s other sessions', async () => {
    const first = (await register('ada@example.com')).json().token as string;
    const second = (await login('ada@example.com', PASSWORD)).json().token as string;
    expect((await me(first)).statusCode).toBe(200); // cached as valid before the logout
    const logout = await app.request('POST', '/api/auth/logout', { token: first });
    expect(logout.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await app.request('POST', '/api/auth/logout', { token: first })).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('is refused on another server instance sharing the stores once its 30 s recheck comes', async () => {
    const token = (await register('ada@example.com')).json().token as string;
    const other = await createTestApp({ stores: app.stores });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await other.request('GET', '/api/auth/me', { token })).statusCode).toBe(200);
      await app.request('POST', '/api/auth/logout', { token });
      await other.engine.catchUp();
      vi.setSystemTime(Date.now() + 30_000);
      await vi.waitFor(async () => expect((await other.request('GET', '/api/auth/me', { token })).statusCode).toBe(401));
    } finally {
      vi.useRealTimers();
      // Not other.close(): that would close the stores both instances share.
      await other.server.close();
      await other.background.stop();
      await other.hub.stop();
      await other.engine.stop();
    }
  });
});

describe('password change', () => {
  it('needs the current password and a strong new one, then ends every earlier session and returns a new one', async () => {
    const first = (await register('ada@example.com')).json().token as string;
    const second = (await login('ada@example.com', PASSWORD)).json().token as string;
    const change = (token: string, body: object) => app.request('POST', '/api/auth/password', { token, body });

    expect((await change(first, { currentPassword: 'wrong-guess', newPassword: 'difference-engine-1843' })).json()).toEqual({
      error: 'Bad Request',
      message: 'Current password is incorrect',
    });
    expect((await change(first, { currentPassword: PASSWORD, newPassword: 'password' })).json().message).toBe(
      'New password is too easy to guess: it is one of the ten most used passwords. Use a longer password, such as a few unrelated words',
    );
    expect((await me(second)).statusCode).toBe(200);

    const changed = await change(first, { currentPassword: PASSWORD, newPassword: 'difference-engine-1843' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email).toBe('ada@example.com');
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await login('ada@example.com', 'difference-engine-1843')).statusCode).toBe(200);
  });
});

describe('password change guessing', () => {
  it('is limited per account like sign-ins, so a stolen session cannot try current passwords fast', async () => {
    const limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3' } });
    try {
      const { token } = await limited.signUp('ada@example.com', PASSWORD);
      const attempt = () => limited.request('POST', '/api/auth/password', { token, body: { currentPassword: 'guess', newPassword: 'difference-engine-1843' } });
      for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(400);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many password change attempts\. Try again in /);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-ins the owner sees', () => {
  it('lists sign-ins and wrong-password attempts, newest first, with address and browser, to the owner only', async () => {
    const token = (await register('ada@example.com')).json().token as string;
    expect((await login('ada@example.com', 'not-my-password', 'Attacker Agent')).statusCode).toBe(401);
    expect((await login('ada@example.com', PASSWORD)).statusCode).toBe(200);
    const signIns = async (bearer: string) => (await app.request('GET', '/api/auth/sign-ins', { token: bearer })).json().signIns as object[];
    // The failed attempt is recorded without holding up the answer.
    await vi.waitFor(async () => expect(await signIns(token)).toHaveLength(3));
    const listed = await signIns(token);
    expect(listed.map((entry) => (entry as { outcome: string }).outcome).sort()).toEqual(['failed', 'signed-in', 'signed-in']);
    expect(listed).toContainEqual({ at: expect.any(String), outcome: 'failed', method: 'password', address: '203.0.113.7', userAgent: 'Attacker Agent' });
    expect(listed).toContainEqual({ at: expect.any(String), outcome: 'signed-in', method: 'registration', address: '127.0.0.1', userAgent: 'Registering Browser/1.0' });
    const times = listed.map((entry) => (entry as { at: string }).at);
    expect(times).toEqual([...times].sort().reverse());

    const bob = await app.signUp('bob@example.com');
    expect(await signIns(bob.token)).toEqual([expect.objectContaining({ method: 'registration' })]);
    expect((await app.request('GET', '/api/auth/sign-ins')).statusCode).toBe(401);
  });

  it('records nothing for an email without an account', async () => {
    const before = await app.stores.events.readAll({ after: null, maxCount: 10_000 });
    expect((await login('nobody@example.com', 'whatever-password')).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await app.stores.events.readAll({ after: null, maxCount: 10_000 });
    expect(after.length).toBe(before.length);
  });
});
