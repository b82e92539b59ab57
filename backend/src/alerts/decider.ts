/**
 * The alerts decider: one user's alerts and stop-loss watches. Firing rules that make a trader
 * trust the alert live here, so no caller (a second scheduler instance, a redelivered news
 * article) can make an alert fire twice: a level condition fires only while armed and is armed
 * again by AlertRearmed; a daily move fires once per trading day; a crossing once per bar; a
 * news alert once per article.
 */
import type { AlertChannel, AlertDraft, AlertType } from '@folio/contracts';
import type { Decider } from '../shared/decider.ts';
import { NotFoundError } from '../shared/errors.ts';
import type { AlertEvent, AlertObservation } from './events.ts';

export interface AlertState {
  symbol: string;
  type: AlertType;
  channel: AlertChannel;
  isActive: boolean;
  /** A level condition may fire (false from its firing until it is false again). */
  armed: boolean;
  /** The trading days, bars or articles it has fired for (PERCENT_MOVE, CROSSES_*, NEWS). */
  firedFor: Set<string>;
}

export interface AlertsState {
  alerts: Map<string, AlertState>;
  /** `${listId}:${symbol}` -> armed. */
  stopLosses: Map<string, boolean>;
}

export type AlertsCommand =
  | { type: 'CreateAlert'; data: { alertId: string; draft: AlertDraft; createdAt: string } }
  | { type: 'SetAlertActive'; data: { alertId: string; isActive: boolean } }
  | { type: 'DeleteAlert'; data: { alertId: string } }
  | {
      type: 'TriggerAlert';
      /**
       * `level`: fires while armed (price or indicator above/below); `once`: at most once per key of
       * what was observed (the trading day of a daily move, the bar of a crossing, the article).
       */
      data: { alertId: string; rule: 'level' | 'once'; triggeredAt: string; observed: AlertObservation; message: string };
    }
  | { type: 'RearmAlert'; data: { alertId: string; observed: AlertObservation } }
  | {
      type: 'TriggerStopLoss';
      data: { listId: string; symbol: string; costBasisPerShare: number; price: number; dropPercent: number; thresholdPercent: number; triggeredAt: string; message: string };
    }
  | { type: 'RearmStopLoss'; data: { listId: string; symbol: string; price: number } };

export const ALERT_NOT_FOUND = 'Alert not found';

const stopLossKey = (listId: string, symbol: string) => `${listId}:${symbol}`;

function existing(state: AlertsState, alertId: string): AlertState {
  const alert = state.alerts.get(alertId);
  if (!alert) throw new NotFoundError(ALERT_NOT_FOUND);
  return alert;
}

export const alertsDecider: Decider<AlertsState, AlertsCommand, AlertEvent> = {
  initialState: () => ({ alerts: new Map(), stopLosses: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateAlert': {
        if (state.alerts.has(command.data.alertId)) return [];
        return [{ type: 'AlertCreated', data: { ...command.data.draft, alertId: command.data.alertId, createdAt: command.data.createdAt } }];
      }
      case 'SetAlertActive': {
        const alert = existing(state, command.data.alertId);
        if (alert.isActive === command.data.isActive) return [];
        return [{ type: command.data.isActive ? 'AlertActivated' : 'AlertDeactivated', data: { alertId: command.data.alertId } }];
      }
      case 'DeleteAlert': {
        existing(state, command.data.alertId);
        return [{ type: 'AlertDeleted', data: { alertId: command.data.alertId } }];
      }
      case 'TriggerAlert': {
        const alert = state.alerts.get(command.data.alertId);
        if (!alert || !alert.isActive) return [];
        const { rule, ...fired } = command.data;
        const keys = firedKey(fired.observed);
        if (rule === 'level' ? !alert.armed : keys.length === 0 || keys.some((key) => alert.firedFor.has(key))) return [];
        return [{ type: 'AlertTriggered', data: { ...fired, symbol: alert.symbol, type: alert.type, channel: alert.channel } }];
      }
      case 'RearmAlert': {
        const alert = state.alerts.get(command.data.alertId);
        if (!alert || alert.armed) return [];
        return [{ type: 'AlertRearmed', data: command.data }];
      }
      case 'TriggerStopLoss': {
        if (state.stopLosses.get(stopLossKey(command.data.listId, command.data.symbol)) === false) return [];
        return [{ type: 'StopLossTriggered', data: command.data }];
      }
      case 'RearmStopLoss': {
        if (state.stopLosses.get(stopLossKey(command.data.listId, command.data.symbol)) !== false) return [];
        return [{ type: 'StopLossRearmed', data: command.data }];
      }
    }
  },

  evolve(state, event) {
    const alerts = new Map(state.alerts);
    const update = (alertId: string, change: (alert: AlertState) => AlertState) => {
      const alert = alerts.get(alertId);
      if (alert) alerts.set(alertId, change(alert));
      return { ...state, alerts };
    };
    switch (event.type) {
      case 'AlertCreated':
        alerts.set(event.data.alertId, {
          symbol: event.data.symbol, type: event.data.type, channel: event.data.channel, isActive: true, armed: true, firedFor: new Set(),
        });
        return { ...state, alerts };
      case 'AlertActivated':
        return update(event.data.alertId, (alert) => ({ ...alert, isActive: true, armed: true }));
      case 'AlertDeactivated':
        return update(event.data.alertId, (alert) => ({ ...alert, isActive: false }));
      case 'AlertDeleted':
        alerts.delete(event.data.alertId);
        return { ...state, alerts };
      case 'AlertTriggered':
        return update(event.data.alertId, (alert) => ({
          ...alert,
          armed: false,
          firedFor: new Set([...alert.firedFor, ...firedKey(event.data.observed)]),
        }));
      case 'AlertRearmed':
        return update(event.data.alertId, (alert) => ({ ...alert, armed: true }));
      case 'StopLossTriggered':
        return { ...state, stopLosses: new Map(state.stopLosses).set(stopLossKey(event.data.listId, event.data.symbol), false) };
      case 'StopLossRearmed':
        return { ...state, stopLosses: new Map(state.stopLosses).set(stopLossKey(event.data.listId, event.data.symbol), true) };
    }
  },
};

/** The once-keys a firing used up: its trading day, its bar, its article. */
export function firedKey(observed: AlertObservation): string[] {
  const keys: string[] = [];
  if (observed.article) keys.push(`article:${observed.article.id}`);
  else if (observed.indicator) keys.push(`bar:${observed.indicator.barDate}`);
  else if (observed.tradingDay) keys.push(`day:${observed.tradingDay}`);
  return keys;
}
