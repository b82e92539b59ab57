import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { passwordWeakness, personalWords } from './password-strength.ts';

let app: TestApp;
afterEach(() => app?.close());

const registerFrom = (address: string, body: object) =>
  app.server.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: address });
const loginFrom = (address: string, body: object) =>
  app.server.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: address });

describe('registration limits', () => {
  it('refuses a fourth registration from one address within the window, with Retry-After, but not from another address', async () => {
    app = await createTestApp({ env: { REGISTER_RATE_LIMIT_MAX: '3', REGISTER_RATE_LIMIT_WINDOW: '1 hour' } });
    for (let index = 0; index < 3; index += 1) {
      expect((await registerFrom('203.0.113.7', { email: `a${index}@example.com`, password: 'analytical-engine' })).statusCode).toBe(201);
    }
    const limited = await registerFrom('203.0.113.7', { email: 'a3@example.com', password: 'analytical-engine' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: 'Too many registrations from your address. Try again in 1 hour.' });
    expect((await registerFrom('198.51.100.9', { email: 'a3@example.com', password: 'analytical-engine' })).statusCode).toBe(201);
  });

  it('defaults to 10 registrations per address per hour', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
    expect([config.REGISTER_RATE_LIMIT_MAX, config.REGISTER_RATE_LIMIT_WINDOW]).toEqual([10, '1 hour']);
  });
});

describe('password strength', () => {
  it('refuses "password" and "12345678" saying why, and creates nothing', async () => {
    app = await createTestApp();
    for (const password of ['password', '12345678']) {
      const response = await app.request('POST', '/api/auth/register', { body: { email: 'weak@example.com', password } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: 'Password is too easy to guess: it is one of the ten most used passwords. Use a longer password, such as a few unrelated words',
      });
    }
    expect(await app.identity.findByEmail('weak@example.com')).toBeNull();
    // The email is still free: a strong password registers it.
    expect((await app.request('POST', '/api/auth/register', { body: { email: 'weak@example.com', password: 'analytical-engine' } })).statusCode).toBe(201);
  });

  it('refuses small changes to common passwords, keyboard rows and the account\'s own name', () => {
    expect(passwordWeakness('Password123!')).toMatch(/small change to one of the most used passwords/);
    expect(passwordWeakness('qwertyuiop')).toMatch(/^Password is too easy to guess/);
    const ada = personalWords('ada.lovelace@example.com', 'Ada Lovelace');
    expect(passwordWeakness('lovelace.ada', ada)).toMatch(/it contains your email or name/);
    expect(passwordWeakness('lovelace.ada')).toBeNull();
  });

  it('accepts the passphrases the tests, the demo account and the e2e specs use', () => {
    for (const password of ['analytical-engine', 'correct horse battery', 'correct-horse-battery', 'bench-password-1']) {
      expect(passwordWeakness(password), password).toBeNull();
    }
    expect(passwordWeakness('demo-portfolio', personalWords('demo@folio.local', 'Demo Investor'))).toBeNull();
  });
});

describe('sign-in limits per address', () => {
  it('stops one address spraying 30 emails (default: twice the per-email limit), while another address still signs in', async () => {
    app = await createTestApp();
    await app.request('POST', '/api/auth/register', { body: { email: 'ada@example.com', password: 'analytical-engine' } });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await loginFrom('203.0.113.7', { email: `victim${index}@example.com`, password: 'Winter2026!' })).statusCode);
    }
    expect(app.config.LOGIN_RATE_LIMIT_MAX).toBe(10);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    const limited = await loginFrom('203.0.113.7', { email: 'ada@example.com', password: 'analytical-engine' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many sign-in attempts from your address. Try again in 15 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('198.51.100.9', { email: 'ada@example.com', password: 'analytical-engine' })).statusCode).toBe(200);
  });

  it('takes its limit from LOGIN_ADDRESS_RATE_LIMIT_MAX', async () => {
    app = await createTestApp({ env: { LOGIN_ADDRESS_RATE_LIMIT_MAX: '2' } });
    expect((await loginFrom('203.0.113.7', { email: 'x1@example.com', password: 'guess' })).statusCode).toBe(401);
    expect((await loginFrom('203.0.113.7', { email: 'x2@example.com', password: 'guess' })).statusCode).toBe(401);
    expect((await loginFrom('203.0.113.7', { email: 'x3@example.com', password: 'guess' })).statusCode).toBe(429);
  });
});
