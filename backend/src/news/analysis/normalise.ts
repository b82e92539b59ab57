/** One shape for every source: tidy text, canonical URLs, ISO times. */
import type { RawArticle } from '../provider.ts';

const TRACKING = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|cmpid|ref|src|guccounter)$/i;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'", '&nbsp;': ' ' };

/** Plain text: tags removed, entities decoded, whitespace collapsed; NewsAPI's "[+1234 chars]" tail dropped. */
export function plainText(value: string | null | undefined): string {
  if (!value) return '';
  // Most text needs no markup work: only collapse its whitespace.
  if (!/[<&]|\[\+\d/.test(value)) return /\s{2,}|[\t\n\r]|^\s|\s$/.test(value) ? value.replace(/\s+/g, ' ').trim() : value;
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s*\[\+\d+ chars\]\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-case scheme and host, no fragment, no tracking parameters, no trailing slash; null when not http(s). */
export function canonicalUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  url.hostname = url.hostname.replace(/^www\./, '');
  const text = url.toString();
  return text.endsWith('/') && url.search === '' ? text.slice(0, -1) : text;
}

export interface NormalisedArticle extends RawArticle {
  /** Canonical URL, the article's identity across sources. */
  url: string;
}

/** The tidy article, or null when it has no usable URL, title or time. */
export function normalise(raw: RawArticle): NormalisedArticle | null {
  const url = canonicalUrl(raw.url);
  const title = plainText(raw.title);
  const published = new Date(raw.publishedAt);
  if (!url || !title || title === '[Removed]' || Number.isNaN(published.getTime())) return null;
  const description = plainText(raw.description);
  return {
    ...raw,
    url,
    title,
    description,
    content: plainText(raw.content) || description,
    publishedAt: published.toISOString(),
    source: plainText(raw.source) || new URL(url).hostname,
    tickers: [...new Set(raw.tickers.map((ticker) => ticker.trim().toUpperCase()).filter(Boolean))],
  };
}
