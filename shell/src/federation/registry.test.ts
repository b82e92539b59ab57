import { describe, expect, it } from 'vitest';
import { changedRemotes, fetchRegistry, parseRegistry, RegistryError } from './registry.ts';

const page = 'https://folio.example/investments?listId=1';

describe('the front-end registry', () => {
  it('resolves same-origin paths and keeps other origins', () => {
    const { remotes, problems } = parseRegistry(
      {
        mfe_portfolio: '/remotes/mfe-portfolio/mf-manifest.json',
        mfe_news: 'https://cdn.example/news/2.1.0/mf-manifest.json',
      },
      page,
    );
    expect(problems).toEqual([]);
    expect(remotes).toEqual([
      { name: 'mfe_portfolio', manifestUrl: 'https://folio.example/remotes/mfe-portfolio/mf-manifest.json' },
      { name: 'mfe_news', manifestUrl: 'https://cdn.example/news/2.1.0/mf-manifest.json' },
    ]);
  });

  it('skips bad entries and says why, keeping the good ones', () => {
    const { remotes, problems } = parseRegistry(
      {
        'mfe-tools': '/remotes/mfe-tools/mf-manifest.json',
        mfe_news: 42,
        mfe_insights: 'javascript:alert(1)',
        mfe_portfolio: '/remotes/mfe-portfolio/mf-manifest.json',
      },
      page,
    );
    expect(remotes.map((remote) => remote.name)).toEqual(['mfe_portfolio']);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('not a federation name');
  });

  it('rejects a registry that is not an object', () => {
    expect(() => parseRegistry(['mfe_news'], page)).toThrow(RegistryError);
    expect(() => parseRegistry(null, page)).toThrow(RegistryError);
  });

  it('fetches /mfe-registry.json from the page origin and reports a failed answer', async () => {
    const requested: string[] = [];
    const ok = (async (input: URL | RequestInfo) => {
      requested.push(String(input));
      return Response.json({ mfe_news: '/remotes/mfe-news/mf-manifest.json' });
    }) as typeof fetch;
    await expect(fetchRegistry(ok, page)).resolves.toMatchObject({ remotes: [{ name: 'mfe_news' }] });
    expect(requested).toEqual(['https://folio.example/mfe-registry.json']);

    const missing = (async () => new Response('', { status: 404 })) as typeof fetch;
    await expect(fetchRegistry(missing, page)).rejects.toThrow('answered 404');
  });

  it('registers only new or moved remotes', () => {
    const previous = new Map([
      ['mfe_news', 'https://a/news/mf-manifest.json'],
      ['mfe_tools', 'https://a/tools/mf-manifest.json'],
    ]);
    const next = [
      { name: 'mfe_news', manifestUrl: 'https://a/news/mf-manifest.json' },
      { name: 'mfe_tools', manifestUrl: 'https://a/tools-v2/mf-manifest.json' },
      { name: 'mfe_portfolio', manifestUrl: 'https://a/portfolio/mf-manifest.json' },
    ];
    expect(changedRemotes(previous, next).map((remote) => remote.name)).toEqual(['mfe_tools', 'mfe_portfolio']);
  });
});
