import type { Alert } from '@folio/contracts';
import type { RecordedEvent } from '../eventstore/port.ts';
import type { Projection } from '../projections/projection.ts';
import type { Doc, ReadStore } from '../readstore/port.ts';
import { firedKey } from './decider.ts';
import type { AlertEvent } from './events.ts';

/** An alert as the page shows it, plus what the evaluation needs (owner, armed, last once-key). */
export interface AlertDoc extends Doc, Omit<Alert, 'id'> {
  ownerId: string;
  armed: boolean;
  lastFired: string | null;
}

/** A stop-loss watch that fired and has not recovered yet (`armed: false`). */
export interface StopLossDoc extends Doc {
  ownerId: string;
  listId: string;
  symbol: string;
  armed: boolean;
}

export const ALERTS = 'alerts';
export const STOP_LOSSES = 'alert_stop_losses';

export const stopLossId = (ownerId: string, listId: string, symbol: string) => `${ownerId}:${listId}:${symbol}`;

export const alertsProjection: Projection = {
  name: 'alerts',
  collections: [ALERTS, STOP_LOSSES],
  handles: new Set(['AlertCreated', 'AlertActivated', 'AlertDeactivated', 'AlertDeleted', 'AlertTriggered', 'AlertRearmed', 'StopLossTriggered', 'StopLossRearmed']),

  async setup(store: ReadStore) {
    await store.collection<AlertDoc>(ALERTS).createIndex(['ownerId']);
    await store.collection<AlertDoc>(ALERTS).createIndex(['isActive']);
    await store.collection<StopLossDoc>(STOP_LOSSES).createIndex(['ownerId']);
  },

  async apply(recorded: RecordedEvent, store: ReadStore) {
    const alerts = store.collection<AlertDoc>(ALERTS);
    const event = recorded as unknown as AlertEvent;
    const at = recorded.position;
    const ownerId = recorded.metadata.userId ?? recorded.streamId.replace(/^alerts-/, '');
    const change = async (alertId: string, patch: (doc: AlertDoc) => Partial<AlertDoc>) => {
      const doc = await alerts.findOne({ _id: alertId });
      if (doc) await alerts.putIfNewer({ ...doc, ...patch(doc) }, at);
    };
    switch (event.type) {
      case 'AlertCreated': {
        const { alertId, createdAt, ...draft } = event.data;
        await alerts.putIfNewer({ _id: alertId, ...draft, ownerId, isActive: true, createdAt, lastTriggeredAt: null, armed: true, lastFired: null }, at);
        return;
      }
      case 'AlertActivated':
        return change(event.data.alertId, () => ({ isActive: true, armed: true }));
      case 'AlertDeactivated':
        return change(event.data.alertId, () => ({ isActive: false }));
      case 'AlertDeleted':
        await alerts.deleteIfNewer(event.data.alertId, at);
        return;
      case 'AlertTriggered':
        return change(event.data.alertId, (doc) => ({
          armed: false,
          lastTriggeredAt: event.data.triggeredAt,
          lastFired: firedKey(event.data.observed)[0] ?? doc.lastFired,
        }));
      case 'AlertRearmed':
        return change(event.data.alertId, () => ({ armed: true }));
      case 'StopLossTriggered':
      case 'StopLossRearmed': {
        const { listId, symbol } = event.data;
        await store
          .collection<StopLossDoc>(STOP_LOSSES)
          .putIfNewer({ _id: stopLossId(ownerId, listId, symbol), ownerId, listId, symbol, armed: event.type === 'StopLossRearmed' }, at);
        return;
      }
    }
  },
};

export function alertFromDoc(doc: AlertDoc): Alert {
  return {
    id: doc._id, symbol: doc.symbol, type: doc.type, channel: doc.channel, listId: doc.listId, isActive: doc.isActive,
    createdAt: doc.createdAt, lastTriggeredAt: doc.lastTriggeredAt, condition: doc.condition, targetPrice: doc.targetPrice,
    percentChange: doc.percentChange, criticalOnly: doc.criticalOnly, technicalIndicator: doc.technicalIndicator,
    technicalCondition: doc.technicalCondition, technicalValue: doc.technicalValue, technicalSignal: doc.technicalSignal,
  };
}
