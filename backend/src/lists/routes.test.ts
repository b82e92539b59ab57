import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.signUp()).token;
});
afterEach(() => app.close());

const as = (bearer: string) => ({
  all: async () => (await app.request('GET', '/api/lists', { token: bearer })).json() as { id: string; name: string; isDefault: boolean; description: string | null }[],
  create: (body: object) => app.request('POST', '/api/lists', { token: bearer, body }),
  update: (id: string, body: object) => app.request('PUT', `/api/lists/${id}`, { token: bearer, body }),
  remove: (id: string) => app.request('DELETE', `/api/lists/${id}`, { token: bearer }),
  setDefault: (id: string) => app.request('POST', `/api/lists/${id}/set-default`, { token: bearer, body: {} }),
});

describe('lists', () => {
  it('creates, renames and lists with names trimmed, and the new list is readable at once', async () => {
    const me = as(token);
    const created = await me.create({ name: '  Growth  ', description: 'small caps' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Growth', description: 'small caps', isDefault: false, _count: { portfolios: 0 } });

    const renamed = await me.update(created.json().id, { name: 'Aggressive growth' });
    expect(renamed.json()).toMatchObject({ name: 'Aggressive growth', description: null });
    expect((await me.all()).map((list) => list.name)).toEqual(['Main Portfolio', 'Aggressive growth']);
  });

  it('requires a name', async () => {
    const response = await as(token).create({ name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'Name is required' });
    expect(await as(token).all()).toHaveLength(1);
  });

  it('keeps exactly one default: setting a new default clears the old one', async () => {
    const me = as(token);
    const growth = (await me.create({ name: 'Growth' })).json();
    const response = await me.setDefault(growth.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().isDefault).toBe(true);
    const lists = await me.all();
    expect(lists.filter((list) => list.isDefault).map((list) => list.name)).toEqual(['Growth']);
  });

  it('cannot delete the default list', async () => {
    const me = as(token);
    const [main] = await me.all();
    const response = await me.remove(main!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cannot delete the default list.');
    expect(await me.all()).toHaveLength(1);
  });

  it('deleting a list hands its stocks to the default list', async () => {
    const me = as(token);
    const [main] = await me.all();
    const growth = (await me.create({ name: 'Growth' })).json();
    const response = await me.remove(growth.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, movedTo: main!.id, movedCount: 0 });
    expect((await me.all()).map((list) => list.name)).toEqual(['Main Portfolio']);
    expect((await me.remove(growth.id)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await app.request('GET', '/api/lists')).statusCode).toBe(401);
  });
});

describe("another user's list", () => {
  it('is not found for every operation and stays unchanged', async () => {
    const alice = as(token);
    const bob = as((await app.signUp()).token);
    const aliceList = (await alice.create({ name: 'Private' })).json();
    const before = await alice.all();

    expect((await bob.update(aliceList.id, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await bob.setDefault(aliceList.id)).statusCode).toBe(404);
    expect((await bob.remove(aliceList.id)).statusCode).toBe(404);
    expect((await bob.all()).map((list) => list.id)).not.toContain(aliceList.id);

    expect(await alice.all()).toEqual(before);
  });
});
