import { mapInSlices } from '../shared/yielding.ts';
import type { EventMetadata, RecordedEvent } from './port.ts';
import { DATA_COLUMN } from './sqlite-staged-data.ts';

/** The columns the SQLite store reads an event from (its data inline or staged). */
export const COLUMNS = `position, stream_id, revision, event_id, type, ${DATA_COLUMN}, metadata, hash`;

/** A row of COLUMNS, in that order. */
export type EventRow = [position: number, streamId: string, revision: number, eventId: string, type: string, data: string, metadata: string, hash: string | null];

/** Consecutive events of one command have the same metadata: it is decoded once and shared (read-only). */
export function toRecorded(rows: EventRow[]): RecordedEvent[] {
  return rows.map(decoder());
}

/** `toRecorded`, giving the event loop a turn whenever SLICE_MS have passed (after any event: one may be ~150 KB). */
export function toRecordedInSlices(rows: EventRow[]): Promise<RecordedEvent[]> {
  return mapInSlices(rows, decoder(), true);
}

function decoder(): (row: EventRow) => RecordedEvent {
  let metadataJson = '';
  let metadata: EventMetadata | null = null;
  return (row) => {
    if (row[6] !== metadataJson) {
      metadataJson = row[6];
      metadata = JSON.parse(metadataJson) as EventMetadata;
    }
    const event: RecordedEvent = { id: row[3], streamId: row[1], revision: row[2], position: row[0], type: row[4], data: JSON.parse(row[5]), metadata: metadata! };
    if (row[7] !== null) event.hash = row[7];
    return event;
  };
}
