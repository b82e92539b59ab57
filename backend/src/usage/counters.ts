/**
 * Request counters per outside provider and UTC day (provider name, day, count, limit), kept in the
 * read store so a restart keeps today's count. News sources write here; `/api/usage` and any
 * other provider can read and write the same documents.
 */
import type { Collection, ReadStore } from '../readstore/port.ts';

export interface UsageDoc {
  _id: string;
  provider: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  count: number;
  limit: number;
  lastUsed: string | null;
  /** The last failure today, cleared by the next success. */
  lastError: string | null;
  /** Requests that failed today. */
  errors: number;
}

export interface UsageToday {
  provider: string;
  day: string;
  count: number;
  limit: number;
  remaining: number;
  lastUsed: string | null;
  lastError: string | null;
  errors: number;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export class UsageCounters {
  private readonly collection: Collection<UsageDoc>;
  private readonly now: () => Date;
  /** Today's documents, so counting costs no read; written through to the store. */
  private readonly cache = new Map<string, UsageDoc>();
  /** The last time each provider was used, across days. */
  private readonly lastUsed = new Map<string, string>();

  constructor(readStore: ReadStore, now: () => Date) {
    this.collection = readStore.collection<UsageDoc>('usage_counters');
    this.now = now;
  }

  private async load(provider: string, limit: number): Promise<UsageDoc> {
    const day = dayOf(this.now());
    const id = `${provider}:${day}`;
    const cached = this.cache.get(id);
    if (cached) {
      cached.limit = limit;
      return cached;
    }
    const stored = await this.collection.findOne({ _id: id });
    const doc: UsageDoc = stored ? { ...stored } : { _id: id, provider, day, count: 0, limit, lastUsed: null, lastError: null, errors: 0 };
    doc.limit = limit;
    for (const key of this.cache.keys()) if (key.startsWith(`${provider}:`)) this.cache.delete(key);
    this.cache.set(id, doc);
    return doc;
  }

  /** Counts one request to `provider` (made now); `error` records a failure. */
  async record(provider: string, limit: number, outcome: { error?: string } = {}): Promise<UsageToday> {
    const doc = await this.load(provider, limit);
    const at = this.now().toISOString();
    doc.count += 1;
    doc.lastUsed = at;
    if (outcome.error) {
      doc.errors += 1;
      doc.lastError = outcome.error;
    } else {
      doc.lastError = null;
    }
    this.lastUsed.set(provider, at);
    await this.collection.upsert({ ...doc });
    return toToday(doc);
  }

  /** Today's count for `provider` under `limit`. */
  async today(provider: string, limit: number): Promise<UsageToday> {
    const doc = await this.load(provider, limit);
    if (!doc.lastUsed) {
      const previous = this.lastUsed.get(provider) ?? (await this.latestUse(provider));
      return { ...toToday(doc), lastUsed: previous };
    }
    return toToday(doc);
  }

  /** Whether a request to `provider` fits today's limit. */
  async hasBudget(provider: string, limit: number): Promise<boolean> {
    const doc = await this.load(provider, limit);
    return doc.count < limit;
  }

  /** Every provider's counters for a day (today by default). */
  async day(day = dayOf(this.now())): Promise<UsageToday[]> {
    const docs = await this.collection.find({ day }, { sort: { provider: 1 } });
    return docs.map(toToday);
  }

  private async latestUse(provider: string): Promise<string | null> {
    const [latest] = await this.collection.find({ provider }, { sort: { day: -1 }, limit: 1 });
    const at = latest?.lastUsed ?? null;
    if (at) this.lastUsed.set(provider, at);
    return at;
  }
}

function toToday(doc: UsageDoc): UsageToday {
  return {
    provider: doc.provider,
    day: doc.day,
    count: doc.count,
    limit: doc.limit,
    remaining: Math.max(0, doc.limit - doc.count),
    lastUsed: doc.lastUsed,
    lastError: doc.lastError,
    errors: doc.errors,
  };
}
