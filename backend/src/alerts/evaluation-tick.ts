/**
 * One evaluation tick: every active price, daily-move and technical alert whose list has price
 * alerts on, and every stop-loss watch. One quote per symbol (through the market cache), one
 * daily history per symbol a technical alert watches; then only the alerts whose decision
 * changes something reach the decider, per owner in order.
 */
import type { MarketQuote } from '@folio/contracts';
import type { CachedMarketData } from '../market/cache.ts';
import type { ReadStore } from '../readstore/port.ts';
import type { CommandResult } from '../shared/commands.ts';
import type { Runtime } from '../shared/runtime.ts';
import type { AlertsCommand, AlertsState } from './decider.ts';
import {
  percentMoveDecision,
  priceDecision,
  stopLossDecision,
  technicalDecision,
  type Decision,
  type QuoteSeen,
  type StopLossWatch,
} from './evaluation.ts';
import type { AlertEvent } from './events.ts';
import { ALERTS, STOP_LOSSES, stopLossId, type AlertDoc, type StopLossDoc } from './projection.ts';
import { latestTechnicalBars, type TechnicalBar } from './technical.ts';

export interface TickDeps {
  readStore: ReadStore;
  market: CachedMarketData;
  runtime: Runtime;
  priceAlertsEnabled(ownerId: string, listId: string): Promise<boolean>;
  stopLossWatches(): Promise<Omit<StopLossWatch, 'armed'>[]>;
  record(ownerId: string, command: AlertsCommand): Promise<CommandResult<AlertsState, AlertEvent>>;
}

export interface TickSummary {
  alertsEvaluated: number;
  symbols: number;
  quotesFailed: number;
  triggered: number;
  rearmed: number;
  stopLossesTriggered: number;
}

const HISTORY_DAYS = 400;
const DAY_MS = 86_400_000;

function quoteSeen(quote: MarketQuote, now: Date): QuoteSeen {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(quote.marketTime)?.[0] ?? now.toISOString().slice(0, 10);
  return { price: quote.currentPrice, previousClose: quote.previousClose, tradingDay: day };
}

export async function evaluationTick(deps: TickDeps, signal?: AbortSignal): Promise<TickSummary> {
  const now = deps.runtime.now();
  const active = (await deps.readStore.collection<AlertDoc>(ALERTS).find({ isActive: true })).filter((alert) => alert.type !== 'NEWS');

  // The list's enablePriceAlerts preference, asked once per list (alerts without a list always run).
  const listKey = (alert: AlertDoc) => `${alert.ownerId}\u0000${alert.listId}`;
  const lists = new Map<string, { ownerId: string; listId: string }>();
  for (const alert of active) if (alert.listId !== null) lists.set(listKey(alert), { ownerId: alert.ownerId, listId: alert.listId });
  const enabled = new Map<string, boolean>();
  await Promise.all(
    [...lists].map(async ([key, { ownerId, listId }]) => enabled.set(key, await deps.priceAlertsEnabled(ownerId, listId).catch(() => true))),
  );
  const alerts = lists.size === 0 ? active : active.filter((alert) => alert.listId === null || enabled.get(listKey(alert)) !== false);
  const watches = await deps.stopLossWatches();

  const symbols = new Set([...alerts.map((alert) => alert.symbol), ...watches.map((watch) => watch.symbol)]);
  const quotes = new Map<string, QuoteSeen>();
  let quotesFailed = 0;
  await Promise.all(
    [...symbols].map(async (symbol) => {
      try {
        quotes.set(symbol, quoteSeen((await deps.market.quote(symbol)).value, now));
      } catch {
        quotesFailed += 1;
      }
    }),
  );
  const technical = new Map<string, TechnicalBar[]>();
  const technicalSymbols = new Set(alerts.filter((alert) => alert.type === 'TECHNICAL_ANALYSIS').map((alert) => alert.symbol));
  await Promise.all(
    [...technicalSymbols].map(async (symbol) => {
      try {
        const history = await deps.market.history(symbol, { from: new Date(now.getTime() - HISTORY_DAYS * DAY_MS), to: now, interval: '1d' });
        technical.set(symbol, latestTechnicalBars(history.value));
      } catch {
        quotesFailed += 1;
      }
    }),
  );

  // Commands per owner, decided from the read model's view; the decider has the last word.
  const byOwner = new Map<string, AlertsCommand[]>();
  const issue = (ownerId: string, command: AlertsCommand) => {
    const list = byOwner.get(ownerId) ?? [];
    list.push(command);
    byOwner.set(ownerId, list);
  };
  const triggeredAt = now.toISOString();
  for (const alert of alerts) {
    const rule = alert;
    let decision: Decision | null = null;
    if (alert.type === 'TECHNICAL_ANALYSIS') {
      const bars = technical.get(alert.symbol);
      if (bars) decision = technicalDecision(rule, bars);
    } else {
      const quote = quotes.get(alert.symbol);
      if (quote) decision = alert.type === 'PRICE' ? priceDecision(rule, quote) : percentMoveDecision(rule, quote);
    }
    if (decision?.action === 'trigger') {
      issue(alert.ownerId, { type: 'TriggerAlert', data: { alertId: alert._id, rule: decision.rule, triggeredAt, observed: decision.observed, message: decision.message } });
    } else if (decision?.action === 'rearm') {
      issue(alert.ownerId, { type: 'RearmAlert', data: { alertId: alert._id, observed: decision.observed } });
    }
  }

  if (watches.length > 0) {
    const fired = new Set((await deps.readStore.collection<StopLossDoc>(STOP_LOSSES).find({ armed: false })).map((doc) => doc._id));
    for (const watch of watches) {
      const quote = quotes.get(watch.symbol);
      if (!quote) continue;
      const armed = !fired.has(stopLossId(watch.ownerId, watch.listId, watch.symbol));
      const decision = stopLossDecision({ ...watch, armed }, quote.price);
      const { listId, symbol } = watch;
      if (decision?.action === 'trigger') {
        issue(watch.ownerId, {
          type: 'TriggerStopLoss',
          data: {
            listId, symbol, costBasisPerShare: watch.costBasisPerShare, price: quote.price, dropPercent: decision.dropPercent,
            thresholdPercent: watch.thresholdPercent, triggeredAt, message: decision.message,
          },
        });
      } else if (decision?.action === 'rearm') {
        issue(watch.ownerId, { type: 'RearmStopLoss', data: { listId, symbol, price: quote.price } });
      }
    }
  }

  const summary: TickSummary = { alertsEvaluated: alerts.length, symbols: symbols.size, quotesFailed, triggered: 0, rearmed: 0, stopLossesTriggered: 0 };
  await Promise.all(
    [...byOwner].map(async ([ownerId, commands]) => {
      for (const command of commands) {
        if (signal?.aborted) return;
        const { events } = await deps.record(ownerId, command);
        for (const event of events) {
          if (event.type === 'AlertTriggered') summary.triggered += 1;
          else if (event.type === 'AlertRearmed') summary.rearmed += 1;
          else if (event.type === 'StopLossTriggered') summary.stopLossesTriggered += 1;
        }
      }
    }),
  );
  return summary;
}
