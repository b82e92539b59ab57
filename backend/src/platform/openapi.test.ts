import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('OpenAPI', () => {
  it('is generated from the zod schemas and readable without signing in', async () => {
    const response = await app.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/lists', '/api/lists/{id}', '/api/lists/{id}/set-default']),
    );
    const register = document.paths['/api/auth/register'].post;
    const ref = register.requestBody.content['application/json'].schema.$ref as string;
    const schema = document.components.schemas[ref.split('/').at(-1)!];
    expect(schema.properties.password).toMatchObject({ type: 'string', minLength: 8 });
    expect(schema.required).toEqual(['email', 'password']);
    expect((await app.request('GET', '/api/docs')).statusCode).toBeLessThan(400);
  });


  it('describes every API operation fully and leaves out the front-end files and debug routes', async () => {
    const document = (await app.request('GET', '/api/docs/json')).json();
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/') && !path.includes('/debug/'))).toBe(true);
    const operationIds = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toEqual(expect.any(String));
        expect(operation.tags, where).toEqual([expect.any(String), ...(operation.tags as string[]).slice(1)]);
        expect(Object.keys(operation.responses as object).some((status) => status.startsWith('4')), where).toBe(true);
        operationIds.add(operation.operationId as string);
      }
    }
    expect(operationIds.size).toBe(Object.values(document.paths).flatMap((operations) => Object.keys(operations as object)).length);
    expect(document.paths['/api/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/lists'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/lists/{id}/set-default'].post.operationId).toBe('postListsByIdSetDefault');
  });

  it('declares the CSV, NDJSON and redirect answers the route schemas cannot', async () => {
    const document = (await app.request('GET', '/api/docs/json')).json();
    expect(Object.keys(document.paths['/api/investments/export'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(document.paths['/api/audit/lists/{id}/events/export'].get.responses['200'].content)).toEqual(['application/x-ndjson']);
    expect(document.paths['/api/auth/google/callback'].get.responses['302'].headers.location).toBeDefined();
    // An alias schema is the schema it aliases, not a one-member allOf.
    expect(document.components.schemas.UpdateListRequestInput).toEqual({ $ref: '#/components/schemas/CreateListRequestInput' });
  });
});

describe('errors', () => {
  it('answer unknown API routes with the error shape', async () => {
    const response = await app.request('GET', '/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Route GET /api/nope not found' });
  });

  it('turn malformed JSON into a 400 with a message', async () => {
    const response = await app.request('POST', '/api/auth/login', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Bad Request');
  });

  it('send security headers', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });
});
