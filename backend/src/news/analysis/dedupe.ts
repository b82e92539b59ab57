/**
 * Duplicates: the same canonical URL, or near-identical titles within two days (wire stories
 * syndicated by several outlets, "... - Reuters" suffixes, a changed word). Titles are compared
 * as sets of content words (Jaccard >= 0.75) about the same lead company, only against earlier titles sharing a rare word, so
 * checking stays linear in practice.
 */
const STOP = new Set('a an and as at be by for from has have in into is it its of on or says said the to with after over amid new will'.split(' '));
const WINDOW_DAYS = 2;
const WINDOW_MS = WINDOW_DAYS * 86_400_000;
export const NEAR_DUPLICATE = 0.75;

interface Seen {
  id: string;
  words: Set<string>;
  at: number;
}

export function titleWords(title: string): Set<string> {
  const cleaned = title.toLowerCase().replace(/\s+[-|–—]\s+[^-|–—]{2,40}$/, '').replace(/[^a-z0-9$%.\s]/g, ' ');
  return new Set(cleaned.split(/\s+/).map((word) => word.replace(/\.$/, '')).filter((word) => word.length > 1 && !STOP.has(word)));
}

/** The three longest words (ties alphabetically): the keys an article is filed under. */
const topWords = (words: Set<string>) => [...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).slice(0, 3);

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export class Deduplicator {
  private readonly byUrl = new Map<string, string>();
  private readonly byWord = new Map<string, Seen[]>();

  /** The id of an earlier article this one duplicates, or null (then it is remembered). */
  check(article: { id: string; url: string; title: string; publishedAt: string; companies?: readonly string[] }): string | null {
    const existing = this.byUrl.get(article.url);
    if (existing) return existing;
    const words = titleWords(article.title);
    const at = Date.parse(article.publishedAt);
    const lead = article.companies?.[0] ?? '';
    // Candidates share the lead company, one of the three longest words and a day within the
    // window: buckets stay small however many articles are stored.
    const words3 = topWords(words);
    const day = Math.floor(at / 86_400_000);
    for (const word of words3) {
      for (let near = day - WINDOW_DAYS; near <= day + WINDOW_DAYS; near++) {
        for (const seen of this.byWord.get(`${lead}|${word}|${near}`) ?? []) {
          if (Math.abs(seen.at - at) <= WINDOW_MS && jaccard(words, seen.words) >= NEAR_DUPLICATE) return seen.id;
        }
      }
    }
    const keys = words3.map((word) => `${lead}|${word}|${day}`);
    this.byUrl.set(article.url, article.id);
    const seen: Seen = { id: article.id, words, at };
    for (const key of keys) {
      const bucket = this.byWord.get(key);
      if (bucket) bucket.push(seen);
      else this.byWord.set(key, [seen]);
    }
    return null;
  }

  /** Forget an article (pruned from the store): only the buckets it was filed under. */
  forget(article: { id: string; url: string; title: string; publishedAt: string; companies?: readonly string[] }): void {
    if (this.byUrl.get(article.url) === article.id) this.byUrl.delete(article.url);
    for (const key of this.keysOf(article)) {
      const bucket = this.byWord.get(key);
      if (!bucket) continue;
      const kept = bucket.filter((seen) => seen.id !== article.id);
      if (kept.length === 0) this.byWord.delete(key);
      else this.byWord.set(key, kept);
    }
  }

  private keysOf(article: { title: string; publishedAt: string; companies?: readonly string[] }): string[] {
    const lead = article.companies?.[0] ?? '';
    const day = Math.floor(Date.parse(article.publishedAt) / 86_400_000);
    return topWords(titleWords(article.title)).map((word) => `${lead}|${word}|${day}`);
  }
}
