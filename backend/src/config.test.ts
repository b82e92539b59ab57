import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const made: string[] = [];
const dataDir = () => {
  made.push(mkdtempSync(join(tmpdir(), 'folio-config-')));
  return made.at(-1)!;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('configuration', () => {
  it('has defaults that just work on a fresh data directory', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: dir, production: false, googleConfigured: false });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    // The generated secret is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ EVENTSTORE_URL: 'http://localhost:2113' }, 'EVENTSTORE_URL'],
    [{ MONGODB_URL: 'localhost:27017' }, 'MONGODB_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_ID'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN'],
    [{ LLM_PROVIDER: 'claude' }, 'LLM_PROVIDER'],
    [{ LLM_PROVIDER: 'openai' }, 'OPENAI_API_KEY'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL'],
    [{ LLM_TIMEOUT_MS: '10' }, 'LLM_TIMEOUT_MS'],
  ])('rejects %o naming %s', (env, variable) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(variable);
  });

  it('uses the offline analyst by default and accepts a keyless OpenAI-compatible server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ LLM_PROVIDER: 'offline', OPENAI_MODEL: 'gpt-4o-mini', LLM_TIMEOUT_MS: 60_000 });
    const local = loadConfig({ DATA_DIR: dataDir(), LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(local).toMatchObject({ LLM_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(local.OPENAI_API_KEY).toBeUndefined();
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'state', INIT_CWD: '/srv/folio', JWT_SECRET: 'x'.repeat(32) }).DATA_DIR).toBe('/srv/folio/state');
  });
});
