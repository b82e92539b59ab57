/**
 * Stored articles: cached data in the read store (`news_articles`, not events), kept for
 * maxDaysBack, with an in-memory index by symbol, by sector and for the market so queries never
 * scan the collection. The deduplicator remembers every stored article, so a story fetched again
 * (or from another source) is not stored twice.
 */
import type { NewsSector } from '@folio/contracts';
import type { Collection, Doc, ReadStore } from '../readstore/port.ts';
import { Deduplicator } from './analysis/dedupe.ts';
import type { StoredArticle } from './article.ts';

interface FetchDoc extends Doc {
  fetchedAt: string;
  /** The oldest time fetched for the key so far. */
  coveredFrom?: string;
}

const newestFirst = (a: StoredArticle, b: StoredArticle) => (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : a._id < b._id ? -1 : 1);

class SortedBucket {
  items: StoredArticle[] = [];
  private sorted = true;
  add(article: StoredArticle) {
    this.items.push(article);
    this.sorted = false;
  }
  remove(ids: ReadonlySet<string>) {
    this.items = this.items.filter((article) => !ids.has(article._id));
  }
  list(): readonly StoredArticle[] {
    if (!this.sorted) {
      this.items.sort(newestFirst);
      this.sorted = true;
    }
    return this.items;
  }
}

export class NewsStore {
  readonly dedupe = new Deduplicator();
  private readonly articles: Collection<StoredArticle>;
  private readonly fetches: Collection<FetchDoc>;
  private readonly byId = new Map<string, StoredArticle>();
  private readonly bySymbol = new Map<string, SortedBucket>();
  private readonly bySector = new Map<NewsSector, SortedBucket>();
  private readonly everything = new SortedBucket();
  private readonly marketBucket = new SortedBucket();
  private readonly fetchedAt = new Map<string, number>();
  private readonly coveredFrom = new Map<string, number>();
  private loading: Promise<void> | undefined;
  lastCacheClear: string | null = null;
  /** Bumped on every change, so answers built from the store can be kept until it moves. */
  version = 0;

  constructor(readStore: ReadStore) {
    this.articles = readStore.collection<StoredArticle>('news_articles');
    this.fetches = readStore.collection<FetchDoc>('news_fetches');
  }

  /** Loads what earlier runs stored (once). */
  load(): Promise<void> {
    this.loading ??= (async () => {
      for (const article of await this.articles.find({})) this.index(article);
      for (const fetch of await this.fetches.find({})) {
        this.fetchedAt.set(fetch._id, Date.parse(fetch.fetchedAt));
        if (fetch.coveredFrom) this.coveredFrom.set(fetch._id, Date.parse(fetch.coveredFrom));
      }
    })();
    return this.loading;
  }

  private bucket<K>(map: Map<K, SortedBucket>, key: K): SortedBucket {
    let bucket = map.get(key);
    if (!bucket) map.set(key, (bucket = new SortedBucket()));
    return bucket;
  }

  private index(article: StoredArticle) {
    if (this.byId.has(article._id)) return;
    this.byId.set(article._id, article);
    this.dedupe.check({ id: article._id, url: article.url, title: article.title, publishedAt: article.publishedAt, companies: article.companies });
    this.everything.add(article);
    if (article.market) this.marketBucket.add(article);
    for (const symbol of article.companies) this.bucket(this.bySymbol, symbol).add(article);
    for (const sector of article.sectors) this.bucket(this.bySector, sector).add(article);
    this.version += 1;
  }

  /** Stores new articles (the pipeline has already deduplicated them against this store). */
  async add(articles: readonly StoredArticle[]): Promise<void> {
    for (const article of articles) {
      this.index(article);
      await this.articles.upsert(article);
    }
  }

  /** When `key` (a symbol, or 'market') was last fetched, epoch ms. */
  lastFetched(key: string): number | undefined {
    return this.fetchedAt.get(key);
  }

  /** How far back `key`'s news has been fetched, epoch ms. */
  covered(key: string): number | undefined {
    return this.coveredFrom.get(key);
  }

  /** Records a fetch of `keys` at `at` that reached back to `from`. */
  async markFetched(keys: readonly string[], at: Date, from: Date = at): Promise<void> {
    for (const key of keys) {
      const covered = Math.min(this.coveredFrom.get(key) ?? Infinity, from.getTime());
      this.fetchedAt.set(key, at.getTime());
      this.coveredFrom.set(key, covered);
      await this.fetches.upsert({ _id: key, fetchedAt: at.toISOString(), coveredFrom: new Date(covered).toISOString() });
    }
  }

  /** Drops articles published before `cutoff` (maxDaysBack). */
  async prune(cutoff: Date, now: Date): Promise<number> {
    const limit = cutoff.toISOString();
    const old = [...this.byId.values()].filter((article) => article.publishedAt < limit);
    if (old.length === 0) return 0;
    const ids = new Set(old.map((article) => article._id));
    for (const article of old) {
      this.byId.delete(article._id);
      this.dedupe.forget({ id: article._id, url: article.url, title: article.title, publishedAt: article.publishedAt, companies: article.companies });
    }
    for (const bucket of [this.everything, this.marketBucket, ...this.bySymbol.values(), ...this.bySector.values()]) bucket.remove(ids);
    await this.articles.deleteMany({ publishedAt: { $lt: limit } });
    this.lastCacheClear = now.toISOString();
    this.version += 1;
    return old.length;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): StoredArticle | undefined {
    return this.byId.get(id);
  }

  forSymbol(symbol: string): readonly StoredArticle[] {
    return this.bySymbol.get(symbol)?.list() ?? [];
  }

  forSector(sector: NewsSector): readonly StoredArticle[] {
    return this.bySector.get(sector)?.list() ?? [];
  }

  market(): readonly StoredArticle[] {
    return this.marketBucket.list();
  }

  all(): readonly StoredArticle[] {
    return this.everything.list();
  }
}
