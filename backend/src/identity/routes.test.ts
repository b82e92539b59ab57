import { loadConfig } from '../config.ts';
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testPasswords, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ env: { LOGIN_RATE_LIMIT_MAX: '3' } });
});
afterEach(() => app.close());

const register = (body: object) => app.request('POST', '/api/auth/register', { body });
const login = (body: object) => app.request('POST', '/api/auth/login', { body });

describe('register', () => {
  it('creates an account, returns a token and the user, and gives it a Main Portfolio list', async () => {
    const response = await register({ email: '  Ada@Example.com ', password: 'analytical-engine', name: 'Ada' });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json();
    expect(user).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    expect(user).not.toHaveProperty('passwordHash');

    const lists = await app.request('GET', '/api/lists', { token });
    expect(lists.json()).toEqual([expect.objectContaining({ name: 'Main Portfolio', isDefault: true, _count: { portfolios: 0 } })]);
  });

  it('name is optional', async () => {
    const response = await register({ email: 'noname@example.com', password: 'analytical-engine' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.name).toBeNull();
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    await register({ email: 'ada@example.com', password: 'analytical-engine' });
    const again = await register({ email: 'ADA@example.com', password: 'different-password' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Conflict', message: 'An account with this email already exists' });
  });

  it('lets exactly one of two racing registrations of one email succeed', async () => {
    const results = await Promise.all([
      register({ email: 'race@example.com', password: 'analytical-engine' }),
      register({ email: 'race@example.com', password: 'analytical-engine' }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it('says which field is wrong', async () => {
    const response = await register({ email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid email address');
    expect(response.json().message).toContain('Password must be at least 8 characters');
    expect((await register({ password: 'analytical-engine' })).json().message).toContain('Email is required');
  });
});

describe('login', () => {
  beforeEach(async () => {
    await register({ email: 'ada@example.com', password: 'analytical-engine' });
  });

  it('returns a token that /auth/me accepts', async () => {
    const response = await login({ email: 'ada@example.com', password: 'analytical-engine' });
    expect(response.statusCode).toBe(200);
    const me = await app.request('GET', '/api/auth/me', { token: response.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('ada@example.com');
  });

  it('gives the same answer for a wrong password and an unknown email, after the same hashing work', async () => {
    const verify = vi.spyOn(testPasswords, 'verify');
    const wrongPassword = await login({ email: 'ada@example.com', password: 'wrong-password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe('Invalid email or password');
    // One full scrypt verification each: an unknown email is checked against a decoy hash.
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
  });

  it('limits attempts per address and email with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login({ email: 'ada@example.com', password: 'guess' })).statusCode).toBe(401);
    }
    const limited = await login({ email: 'ada@example.com', password: 'analytical-engine' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toBe('Too Many Requests');
    // Another email from the same address is counted separately.
    expect((await login({ email: 'other@example.com', password: 'guess' })).statusCode).toBe(401);
  });
});

describe('session tokens', () => {
  let token: string;
  beforeEach(async () => {
    token = (await app.signUp('tok@example.com')).token;
  });
  const me = (bearer: string) => app.request('GET', '/api/auth/me', { token: bearer });
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('rejects requests without a token', async () => {
    const response = await app.request('GET', '/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Unauthorized');
  });

  it('rejects a token whose payload was changed', async () => {
    const [header, , signature] = token.split('.');
    const forged = base64url({ sub: 'someone-else', email: 'x@example.com', iat: 1, exp: 9_999_999_999 });
    expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
  });

  it('rejects alg none', async () => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect((await me(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`)).statusCode).toBe(401);
  });

  it('rejects an expired token even with a valid signature', async () => {
    const header = base64url({ alg: 'HS256', typ: 'JWT' });
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const expired = base64url({ ...payload, iat: 1_000, exp: 2_000 });
    const signature = createHmac('sha256', app.config.JWT_SECRET).update(`${header}.${expired}`).digest('base64url');
    expect((await me(`${header}.${expired}.${signature}`)).statusCode).toBe(401);
    // The same construction with a future expiry is accepted, so the signature above was right.
    const valid = base64url({ ...payload, exp: 9_999_999_999 });
    const validSignature = createHmac('sha256', app.config.JWT_SECRET).update(`${header}.${valid}`).digest('base64url');
    expect((await me(`${header}.${valid}.${validSignature}`)).statusCode).toBe(200);
  });

  it('rejects a token signed with another secret', async () => {
    const header = base64url({ alg: 'HS256', typ: 'JWT' });
    const payload = token.split('.')[1]!;
    const signature = createHmac('sha256', 'another-secret').update(`${header}.${payload}`).digest('base64url');
    expect((await me(`${header}.${payload}.${signature}`)).statusCode).toBe(401);
  });
});

describe('dev-login', () => {
  it('signs in the demo account where DEV_LOGIN is on (tests turn it on by default)', async () => {
    const response = await app.request('POST', '/api/auth/dev-login', { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('demo@folio.local');
  });

  it('does not exist by default outside tests, nor when switched off', async () => {
    const envs: Record<string, string>[] = [{ NODE_ENV: 'development' }, { NODE_ENV: 'production' }, { DEV_LOGIN: 'false' }];
    for (const env of envs) {
      const other = await createTestApp({ env });
      expect((await other.request('POST', '/api/auth/dev-login', { body: {} })).statusCode, JSON.stringify(env)).toBe(404);
      await other.close();
    }
  });

  it('cannot be switched on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEV_LOGIN: 'true' })).toThrow(/DEV_LOGIN/);
  });
});

describe('sign-in providers', () => {
  it('offers Google only when it is configured', async () => {
    expect((await app.request('GET', '/api/auth/providers')).json()).toEqual({ password: true, google: false });
    const google = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' } });
    expect((await google.request('GET', '/api/auth/providers')).json()).toEqual({ password: true, google: true });
    await google.close();
  });
});
