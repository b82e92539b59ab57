import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { docsContentSecurityPolicy, swaggerUiStyleHashes } from './docs-csp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the API docs page policy', () => {
  it('allows the logo\'s <style> by its hash (the hash Chromium asked for), never inline styles or scripts at large', () => {
    // Swagger UI's top-bar logo; Chromium reported this hash when the policy blocked it.
    const logo = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';
    const expected = `'sha256-${createHash('sha256').update(logo).digest('base64')}'`;
    expect(expected).toBe("'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='");
    expect(swaggerUiStyleHashes()).toContain(expected);
    const policy = docsContentSecurityPolicy();
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`style-src 'self' ${expected}`);
  });

  it('is the header of /api/docs, which names no third-party origin', async () => {
    const response = await app.request('GET', '/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(docsContentSecurityPolicy());
    expect(String(response.headers['content-security-policy'])).not.toMatch(/https?:|validator\.swagger\.io/);
  });
});
