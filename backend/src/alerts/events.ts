import type { AlertDraft, AlertType, AlertChannel } from '@folio/contracts';
import type { DomainEvent } from '../shared/decider.ts';

/** A user's alerts, and what fired, live in `alerts-{userId}`. */
export const alertsStream = (userId: string) => `alerts-${userId}`;

/** What the evaluation saw when it decided: kept in the event, so a firing can be checked later. */
export interface AlertObservation {
  price?: number;
  previousClose?: number;
  /** 1-day move in percent, signed. */
  changePercent?: number;
  /** The trading day (YYYY-MM-DD) the quote belongs to. */
  tradingDay?: string;
  /** Technical analysis: the indicator on the previous and the latest bar. */
  indicator?: { name: string; previous: number | null; latest: number; barDate: string };
  /** News: the article that matched. */
  article?: { id: string; title: string; impact: string; url: string | null };
}

export type AlertCreated = DomainEvent<'AlertCreated', AlertDraft & { alertId: string; createdAt: string }>;
export type AlertActivated = DomainEvent<'AlertActivated', { alertId: string }>;
export type AlertDeactivated = DomainEvent<'AlertDeactivated', { alertId: string }>;
export type AlertDeleted = DomainEvent<'AlertDeleted', { alertId: string }>;

/** The alert's condition was met: `observed` is what the evaluation saw, `message` what the owner is told. */
export type AlertTriggered = DomainEvent<
  'AlertTriggered',
  { alertId: string; symbol: string; type: AlertType; channel: AlertChannel; triggeredAt: string; observed: AlertObservation; message: string }
>;

/** A level condition (price above/below, indicator above/below) is false again: the next crossing fires. */
export type AlertRearmed = DomainEvent<'AlertRearmed', { alertId: string; observed: AlertObservation }>;

/** A position fell `thresholdPercent` or more below its cost basis (its list has price alerts on). */
export type StopLossTriggered = DomainEvent<
  'StopLossTriggered',
  {
    listId: string;
    symbol: string;
    costBasisPerShare: number;
    price: number;
    dropPercent: number;
    thresholdPercent: number;
    triggeredAt: string;
    message: string;
  }
>;
export type StopLossRearmed = DomainEvent<'StopLossRearmed', { listId: string; symbol: string; price: number }>;

export type AlertEvent =
  | AlertCreated
  | AlertActivated
  | AlertDeactivated
  | AlertDeleted
  | AlertTriggered
  | AlertRearmed
  | StopLossTriggered
  | StopLossRearmed;

export const ALERT_EVENT_TYPES: ReadonlySet<string> = new Set<AlertEvent['type']>([
  'AlertCreated', 'AlertActivated', 'AlertDeactivated', 'AlertDeleted', 'AlertTriggered', 'AlertRearmed', 'StopLossTriggered', 'StopLossRearmed',
]);
