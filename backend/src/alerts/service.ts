/**
 * The alerts feature's use cases: the owner's alerts (list, create, enable/disable, delete) as
 * events in `alerts-{userId}`, the evaluation tick the scheduler runs (evaluation-tick.ts), and
 * `onNewsArticle`, the hook the news feature calls for each new article.
 */
import type { Alert, AlertDraft } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { Actor } from '../shared/actor.ts';
import { handleCommand, type CommandDeps } from '../shared/commands.ts';
import { NotFoundError, ValidationError } from '../shared/errors.ts';
import { nameBasedId } from '../shared/runtime.ts';
import { ALERT_NOT_FOUND, alertsDecider, type AlertsCommand } from './decider.ts';
import { newsDecision, type ArticleSeen, type StopLossWatch } from './evaluation.ts';
import { evaluationTick, type TickSummary } from './evaluation-tick.ts';
import { alertsStream } from './events.ts';
import { ALERTS, alertFromDoc, type AlertDoc } from './projection.ts';

export interface AlertsDeps extends CommandDeps {
  readStore: ReadStore;
  market: CachedMarketData;
  /** The owner's list ids (a new alert may name one of them only). */
  listIdsOf(actor: Actor): Promise<string[]>;
  /** The list's enablePriceAlerts preference; alerts without a list are always evaluated. */
  priceAlertsEnabled(ownerId: string, listId: string): Promise<boolean>;
  /** Positions of lists with price alerts on, with their cost basis and stop-loss threshold. */
  stopLossWatches(): Promise<Omit<StopLossWatch, 'armed'>[]>;
}

/** An article as the news feature hands it over (spec section 3's News article). */
export interface NewsArticleForAlerts {
  id: string;
  title: string;
  url?: string | null;
  impact: 'high' | 'medium' | 'low';
  companies: readonly string[];
}

export function alertsService(deps: AlertsDeps) {
  const alerts = () => deps.readStore.collection<AlertDoc>(ALERTS);

  const record = (ownerId: string, command: AlertsCommand, options: { correlationId?: string | undefined; eventId?: (index: number) => string } = {}) =>
    handleCommand(deps, {
      streamId: alertsStream(ownerId),
      decider: alertsDecider,
      command,
      metadata: { userId: ownerId, correlationId: options.correlationId },
      eventId: options.eventId,
    });

  async function owned(actor: Actor, alertId: string): Promise<AlertDoc> {
    const doc = await alerts().findOne({ _id: alertId });
    if (!doc || doc.ownerId !== actor.userId) throw new NotFoundError(ALERT_NOT_FOUND);
    return doc;
  }

  async function read(actor: Actor, alertId: string): Promise<Alert> {
    return alertFromDoc(await owned(actor, alertId));
  }

  return {
    /** Newest first. */
    async list(actor: Actor): Promise<Alert[]> {
      const docs = await alerts().find({ ownerId: actor.userId }, { sort: { createdAt: -1 } });
      return docs.map(alertFromDoc);
    },

    async create(actor: Actor, draft: AlertDraft): Promise<Alert> {
      if (draft.listId !== null && !(await deps.listIdsOf(actor)).includes(draft.listId)) throw new NotFoundError('List not found');
      if ((await deps.market.unknownSymbols([draft.symbol])).size > 0) throw new ValidationError(`Unknown symbol ${draft.symbol}`);
      const alertId = actor.newId?.() ?? deps.runtime.newId();
      const createdAt = deps.runtime.now().toISOString();
      await record(actor.userId, { type: 'CreateAlert', data: { alertId, draft, createdAt } }, {
        correlationId: actor.correlationId,
        ...(actor.newId ? { eventId: () => nameBasedId('alert-created', alertId) } : {}),
      });
      return read(actor, alertId);
    },

    async setActive(actor: Actor, alertId: string, isActive: boolean): Promise<Alert> {
      await owned(actor, alertId);
      await record(actor.userId, { type: 'SetAlertActive', data: { alertId, isActive } }, { correlationId: actor.correlationId });
      return read(actor, alertId);
    },

    async remove(actor: Actor, alertId: string): Promise<{ success: true }> {
      await owned(actor, alertId);
      await record(actor.userId, { type: 'DeleteAlert', data: { alertId } }, { correlationId: actor.correlationId });
      return { success: true };
    },

    /**
     * The news feature's hook: each active NEWS alert on a symbol the article names fires once
     * for it (criticalOnly: high impact only). Event ids derive from the article and the alert,
     * so handing the same article over twice changes nothing. Returns how many fired.
     */
    async onNewsArticle(article: NewsArticleForAlerts): Promise<number> {
      const symbols = [...new Set(article.companies.map((company) => company.trim().toUpperCase()))];
      if (symbols.length === 0) return 0;
      const seen: ArticleSeen = { id: article.id, title: article.title, impact: article.impact, companies: symbols, url: article.url ?? null };
      const candidates = await alerts().find({ type: 'NEWS', isActive: true, symbol: { $in: symbols } });
      let fired = 0;
      for (const alert of candidates) {
        const decision = newsDecision(alert, seen);
        if (decision?.action !== 'trigger') continue;
        const { events } = await record(alert.ownerId, {
          type: 'TriggerAlert',
          data: { alertId: alert._id, rule: 'once', triggeredAt: deps.runtime.now().toISOString(), observed: decision.observed, message: decision.message },
        }, { eventId: () => nameBasedId('alert-news', alert._id, article.id) });
        fired += events.length;
      }
      return fired;
    },

    /** One evaluation of every active price, move and technical alert and every stop-loss watch. */
    evaluate(signal?: AbortSignal): Promise<TickSummary> {
      return evaluationTick({ ...deps, record: (ownerId, command) => record(ownerId, command) }, signal);
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;
