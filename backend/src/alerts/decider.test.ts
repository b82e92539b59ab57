import type { AlertDraft } from '@folio/contracts';
import { describe, it } from 'vitest';
import { NotFoundError } from '../shared/errors.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { alertsDecider } from './decider.ts';
import type { AlertEvent } from './events.ts';

const spec = deciderSpec(alertsDecider);

const draft = (changes: Partial<AlertDraft> = {}): AlertDraft => ({
  symbol: 'AAPL', type: 'PRICE', channel: 'IN_APP', listId: null, condition: 'ABOVE', targetPrice: 200, percentChange: null, criticalOnly: null,
  technicalIndicator: null, technicalCondition: null, technicalValue: null, technicalSignal: null, ...changes,
});
const created = (alertId = 'a1', changes: Partial<AlertDraft> = {}): AlertEvent => ({
  type: 'AlertCreated', data: { ...draft(changes), alertId, createdAt: '2026-03-02T10:00:00.000Z' },
});
const above = { price: 201, tradingDay: '2026-03-02' };
const triggered = (alertId = 'a1', observed: object = above, type: AlertDraft['type'] = 'PRICE'): AlertEvent => ({
  type: 'AlertTriggered',
  data: { alertId, symbol: 'AAPL', type, channel: 'IN_APP', triggeredAt: '2026-03-02T15:00:00.000Z', observed, message: 'm' },
});

describe('creating and switching alerts', () => {
  it('given nothing, when an alert is created, then AlertCreated with its fields', () => {
    spec.given([]).when({ type: 'CreateAlert', data: { alertId: 'a1', draft: draft(), createdAt: '2026-03-02T10:00:00.000Z' } }).then([created()]);
  });

  it('given an alert, when the same create is retried, then nothing (idempotent)', () => {
    spec.given([created()]).when({ type: 'CreateAlert', data: { alertId: 'a1', draft: draft(), createdAt: '2026-03-02T10:00:00.000Z' } }).then([]);
  });

  it('given an active alert, when it is disabled, then AlertDeactivated; disabling again changes nothing', () => {
    spec.given([created()]).when({ type: 'SetAlertActive', data: { alertId: 'a1', isActive: false } }).then([{ type: 'AlertDeactivated', data: { alertId: 'a1' } }]);
    spec.given([created(), { type: 'AlertDeactivated', data: { alertId: 'a1' } }]).when({ type: 'SetAlertActive', data: { alertId: 'a1', isActive: false } }).then([]);
  });

  it('given a disabled alert, when it is enabled, then AlertActivated', () => {
    spec
      .given([created(), { type: 'AlertDeactivated', data: { alertId: 'a1' } }])
      .when({ type: 'SetAlertActive', data: { alertId: 'a1', isActive: true } })
      .then([{ type: 'AlertActivated', data: { alertId: 'a1' } }]);
  });

  it('given no such alert (or a deleted one), when it is switched or deleted, then not found', () => {
    spec.given([]).when({ type: 'SetAlertActive', data: { alertId: 'nope', isActive: true } }).thenThrows(NotFoundError, 'Alert not found');
    spec.given([created(), { type: 'AlertDeleted', data: { alertId: 'a1' } }]).when({ type: 'DeleteAlert', data: { alertId: 'a1' } }).thenThrows(NotFoundError);
  });
});

describe('a price alert fires when its condition becomes true, not on every poll', () => {
  const trigger = { type: 'TriggerAlert', data: { alertId: 'a1', rule: 'level', triggeredAt: '2026-03-02T15:00:00.000Z', observed: above, message: 'm' } } as const;

  it('given an armed alert, when the condition is met, then AlertTriggered with what was observed', () => {
    spec.given([created()]).when(trigger).then([triggered()]);
  });

  it('given it fired and the price stayed above, when the next poll sees it above, then nothing', () => {
    spec.given([created(), triggered()]).when(trigger).then([]);
  });

  it('given it fired, when the price falls back below, then AlertRearmed; and then the next crossing fires again', () => {
    const rearm = { type: 'RearmAlert', data: { alertId: 'a1', observed: { price: 199 } } } as const;
    spec.given([created(), triggered()]).when(rearm).then([{ type: 'AlertRearmed', data: { alertId: 'a1', observed: { price: 199 } } }]);
    spec.given([created(), triggered(), { type: 'AlertRearmed', data: { alertId: 'a1', observed: { price: 199 } } }]).when(trigger).then([triggered()]);
  });

  it('given an armed alert, when it is re-armed, then nothing', () => {
    spec.given([created()]).when({ type: 'RearmAlert', data: { alertId: 'a1', observed: { price: 150 } } }).then([]);
  });

  it('given a disabled or deleted alert, when the condition is met, then nothing', () => {
    spec.given([created(), { type: 'AlertDeactivated', data: { alertId: 'a1' } }]).when(trigger).then([]);
    spec.given([created(), { type: 'AlertDeleted', data: { alertId: 'a1' } }]).when(trigger).then([]);
  });

  it('given it fired and was disabled, when it is enabled and the condition holds, then it fires again', () => {
    spec
      .given([created(), triggered(), { type: 'AlertDeactivated', data: { alertId: 'a1' } }, { type: 'AlertActivated', data: { alertId: 'a1' } }])
      .when(trigger)
      .then([triggered()]);
  });
});

describe('a daily move fires at most once per trading day', () => {
  const move = (tradingDay: string) =>
    ({ type: 'TriggerAlert', data: { alertId: 'm1', rule: 'once', triggeredAt: `${tradingDay}T15:00:00.000Z`, observed: { changePercent: -5.2, tradingDay }, message: 'm' } }) as const;
  const moved = (tradingDay: string): AlertEvent => ({
    type: 'AlertTriggered',
    data: { alertId: 'm1', symbol: 'AAPL', type: 'PERCENT_MOVE', channel: 'IN_APP', triggeredAt: `${tradingDay}T15:00:00.000Z`, observed: { changePercent: -5.2, tradingDay }, message: 'm' },
  });
  const moveAlert = created('m1', { type: 'PERCENT_MOVE', condition: null, targetPrice: null, percentChange: 5 });

  it('given it fired today, when today moves again, then nothing', () => {
    spec.given([moveAlert, moved('2026-03-02')]).when(move('2026-03-02')).then([]);
  });

  it('given it fired yesterday, when today moves, then AlertTriggered for today', () => {
    spec.given([moveAlert, moved('2026-03-02')]).when(move('2026-03-03')).then([moved('2026-03-03')]);
  });
});

describe('stop-loss watches fire once per crossing', () => {
  const stop = {
    type: 'TriggerStopLoss',
    data: { listId: 'l1', symbol: 'AAPL', costBasisPerShare: 100, price: 79, dropPercent: 21, thresholdPercent: 20, triggeredAt: '2026-03-02T15:00:00.000Z', message: 'm' },
  } as const;
  it('given nothing, when a position falls past its threshold, then StopLossTriggered; again, then nothing', () => {
    spec.given([]).when(stop).then([{ type: 'StopLossTriggered', data: stop.data }]);
    spec.given([{ type: 'StopLossTriggered', data: stop.data }]).when(stop).then([]);
  });
  it('given it fired, when the price recovers, then StopLossRearmed, and the next fall fires again', () => {
    const rearmed: AlertEvent = { type: 'StopLossRearmed', data: { listId: 'l1', symbol: 'AAPL', price: 90 } };
    spec.given([{ type: 'StopLossTriggered', data: stop.data }]).when({ type: 'RearmStopLoss', data: rearmed.data }).then([rearmed]);
    spec.given([{ type: 'StopLossTriggered', data: stop.data }, rearmed]).when(stop).then([{ type: 'StopLossTriggered', data: stop.data }]);
    spec.given([]).when({ type: 'RearmStopLoss', data: rearmed.data }).then([]);
  });
});
