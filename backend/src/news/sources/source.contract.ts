/** One contract every news source meets, run against each adapter and the offline feed. */
import { describe, expect, it } from 'vitest';
import { normalise } from '../analysis/normalise.ts';
import { NewsSourceError, type NewsHttp, type NewsSource } from '../provider.ts';

export interface SourceContractSetup {
  /** The source with a working key. */
  source: () => NewsSource;
  http: (source: NewsSource) => NewsHttp;
  now: () => Date;
  /** The most one call can return (the API's documented page or limit when it does not page). */
  maxPerCall: number;
  /** Sources with a key: one with a refused key, one that is rate limited, and a way to make the server fail. */
  failures?: {
    badKey: () => NewsSource;
    limitedKey: () => NewsSource;
    failServer: (status: number | null) => void;
  };
}

export function newsSourceContract(name: string, setup: SourceContractSetup) {
  describe(`news source contract: ${name}`, () => {
    const window = (days: number) => ({ from: new Date(setup.now().getTime() - days * 86_400_000), to: setup.now() });

    it('answers articles about the symbol inside the window, each usable after normalising', async () => {
      const source = setup.source();
      const articles = await source.fetch({ symbols: ['AAPL'], ...window(5), limit: 20 }, setup.http(source));
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.length).toBeLessThanOrEqual(20);
      const { from, to } = window(5);
      for (const article of articles) {
        const tidy = normalise(article);
        expect(tidy, article.url).not.toBeNull();
        expect(Date.parse(tidy!.publishedAt)).toBeGreaterThanOrEqual(from.getTime());
        expect(Date.parse(tidy!.publishedAt)).toBeLessThanOrEqual(to.getTime());
        expect(`${article.title} ${article.tickers.join(' ')}`).toMatch(/AAPL|Apple/);
      }
    });

    it('follows pages up to the limit, never repeating an article', async () => {
      const source = setup.source();
      const articles = await source.fetch({ symbols: ['AAPL'], ...window(365), limit: 140 }, setup.http(source));
      expect(articles.length).toBe(Math.min(140, setup.maxPerCall));
      expect(new Set(articles.map((article) => article.url)).size).toBe(articles.length);
    });

    it('answers market news when no symbol is asked for', async () => {
      const source = setup.source();
      const articles = await source.fetch({ symbols: [], ...window(3), limit: 10 }, setup.http(source));
      expect(articles.length).toBeGreaterThan(0);
      expect(articles.length).toBeLessThanOrEqual(10);
      expect(articles.every((article) => normalise(article) !== null)).toBe(true);
    });

    if (setup.failures) {
      const failures = setup.failures;
      it('a refused key is a source error, not a rate limit', async () => {
        const source = failures.badKey();
        const error = await source.fetch({ symbols: ['AAPL'], ...window(3), limit: 10 }, setup.http(source)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(NewsSourceError);
        expect((error as NewsSourceError).rateLimited).toBe(false);
      });

      it('a rate limit (429 or the API\'s own note) is reported as one', async () => {
        const source = failures.limitedKey();
        const error = await source.fetch({ symbols: ['AAPL'], ...window(3), limit: 10 }, setup.http(source)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(NewsSourceError);
        expect((error as NewsSourceError).rateLimited).toBe(true);
      });

      it('a server error is a source error with its status', async () => {
        failures.failServer(500);
        try {
          const source = setup.source();
          const error = await source.fetch({ symbols: ['AAPL'], ...window(3), limit: 10 }, setup.http(source)).catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(NewsSourceError);
          expect((error as NewsSourceError).status).toBe(500);
        } finally {
          failures.failServer(null);
        }
      });
    }
  });
}
