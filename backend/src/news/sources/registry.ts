/**
 * The configured news sources in fallback order, each with a daily request budget kept in the
 * usage counters. A fetch asks the first source with budget left; a failure (error, 429, spent
 * budget) falls through to the next. Request times are measured for the settings screen.
 */
import type { NewsSourceStatus } from '@folio/contracts';
import type { UsageCounters } from '../../usage/counters.ts';
import { NewsBudgetSpentError, NewsSourceError, type NewsHttp, type NewsQuery, type NewsSource, type RawArticle } from '../provider.ts';
import { jsonHttp } from './http.ts';

export interface BudgetedSource {
  source: NewsSource;
  dailyLimit: number;
  /** False: listed on the settings screen as inactive (no key), never asked. */
  enabled: boolean;
}

export interface SourceStatus {
  name: string;
  status: NewsSourceStatus;
  endpoint: string;
  requestCount: number;
  dailyLimit: number;
  remainingRequests: number;
  lastUsed: string | null;
  description: string;
  lastError: string | null;
}

export interface FetchOutcome {
  /** The source that answered, null when none could. */
  source: string | null;
  articles: RawArticle[];
  /** Sources that failed before one answered, with why. */
  failures: Array<{ source: string; error: string }>;
}

const RECENT_TIMES = 100;

export class NewsSources {
  private readonly sources: readonly BudgetedSource[];
  private readonly usage: UsageCounters;
  private readonly recentTimes: number[] = [];
  private readonly httpFor: (source: NewsSource) => NewsHttp;

  constructor(sources: readonly BudgetedSource[], usage: UsageCounters, httpFor: (source: NewsSource) => NewsHttp = (source) => jsonHttp(source.name, { ...source.headers })) {
    this.sources = sources;
    this.usage = usage;
    this.httpFor = httpFor;
  }

  get enabled(): BudgetedSource[] {
    return this.sources.filter((entry) => entry.enabled);
  }

  /** The longest history any enabled source offers. */
  get historyDays(): number {
    return Math.max(0, ...this.enabled.map((entry) => entry.source.historyDays));
  }

  /** Counts, times and budgets every request a source makes. */
  private budgetedHttp(entry: BudgetedSource): NewsHttp {
    const http = this.httpFor(entry.source);
    const name = entry.source.name;
    return async (url) => {
      if (!(await this.usage.hasBudget(name, entry.dailyLimit))) throw new NewsBudgetSpentError(name);
      const started = performance.now();
      try {
        const body = await http(url);
        await this.usage.record(name, entry.dailyLimit);
        return body;
      } catch (error) {
        await this.usage.record(name, entry.dailyLimit, { error: (error as Error).message });
        throw error;
      } finally {
        this.recentTimes.push(performance.now() - started);
        if (this.recentTimes.length > RECENT_TIMES) this.recentTimes.shift();
      }
    };
  }

  /** Asks the sources in order until one answers. */
  async fetch(query: NewsQuery): Promise<FetchOutcome> {
    const failures: FetchOutcome['failures'] = [];
    for (const entry of this.enabled) {
      const days = (query.to.getTime() - query.from.getTime()) / 86_400_000;
      const from = days > entry.source.historyDays ? new Date(query.to.getTime() - entry.source.historyDays * 86_400_000) : query.from;
      try {
        const articles = await entry.source.fetch({ ...query, from }, this.budgetedHttp(entry));
        return { source: entry.source.name, articles, failures };
      } catch (error) {
        if (!(error instanceof NewsSourceError)) throw error;
        failures.push({ source: entry.source.name, error: error.message });
      }
    }
    return { source: null, articles: [], failures };
  }

  /** Milliseconds, mean of the last requests; null before the first. */
  averageResponseTime(): number | null {
    if (this.recentTimes.length === 0) return null;
    return Math.round((this.recentTimes.reduce((sum, ms) => sum + ms, 0) / this.recentTimes.length) * 10) / 10;
  }

  async statuses(): Promise<SourceStatus[]> {
    return Promise.all(
      this.sources.map(async ({ source, dailyLimit, enabled }) => {
        const usage = await this.usage.today(source.name, dailyLimit);
        const status: NewsSourceStatus = !enabled || usage.remaining === 0 ? 'inactive' : usage.lastError ? 'error' : 'active';
        return {
          name: source.name,
          status,
          endpoint: source.endpoint,
          requestCount: usage.count,
          dailyLimit,
          remainingRequests: usage.remaining,
          lastUsed: usage.lastUsed,
          description: enabled ? source.description : `${source.description} Not configured: set its API key.`,
          lastError: usage.lastError,
        };
      }),
    );
  }
}
