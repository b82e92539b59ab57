import type { ReadStore } from '../readstore/port.ts';
import type { Projection } from './projection.ts';

/** Every document of every read model, sorted by id: two stores are equal when snapshots are. */
export async function snapshotReadModels(store: ReadStore, projections: Projection[]) {
  const snapshot: Record<string, unknown[]> = {};
  for (const projection of projections) {
    for (const name of projection.collections) {
      snapshot[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
    }
  }
  return snapshot;
}
