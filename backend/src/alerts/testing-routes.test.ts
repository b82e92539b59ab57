import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('test-only price and evaluation routes', () => {
  it('do not exist without DEV_LOGIN', async () => {
    app = await createTestApp({ env: { DEV_LOGIN: 'false' } });
    const { token } = await app.signUp();
    expect((await app.request('PUT', '/api/testing/prices/AAPL', { token, body: { price: 1 } })).statusCode).toBe(404);
    expect((await app.request('POST', '/api/testing/alerts/evaluate', { token, body: {} })).statusCode).toBe(404);
  });

  it('need a session and refuse a price that is not above 0', async () => {
    app = await createTestApp();
    expect((await app.request('PUT', '/api/testing/prices/AAPL', { body: { price: 1 } })).statusCode).toBe(401);
    const { token } = await app.signUp();
    const refused = await app.request('PUT', '/api/testing/prices/AAPL', { token, body: { price: -5 } });
    expect(refused.json()).toEqual({ error: 'Bad Request', message: 'Price must be a number above 0, or null to remove it' });
    expect((await app.request('PUT', '/api/testing/prices/aapl', { token, body: { price: 123.45 } })).json()).toEqual({ symbol: 'AAPL', price: 123.45 });
    expect((await app.request('GET', '/api/stocks/AAPL/quote', { token })).json()).toMatchObject({ currentPrice: 123.45 });
  });

  it('cannot be turned on in production (DEV_LOGIN is refused there)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEV_LOGIN: 'true' })).toThrow(ConfigError);
  });
});

describe('mail configuration', () => {
  it('takes an smtp(s) URL and a sender, and names SMTP_URL when it is not one', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Alerts <a@example.com>' });
    expect(config).toMatchObject({ SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Alerts <a@example.com>' });
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) }).MAIL_FROM).toBe('Folio <alerts@folio.local>');
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must look like smtp:/);
  });
});
