import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { List, RecommendationStatus } from '@folio/contracts';
import { STATUS_LABELS, type StatusFilter } from './recommendation-table.ts';

const ALL_LISTS = '';

/** The list whose recommendations show ('All Lists' or one list, the default marked) and the status checkboxes. */
export function RecommendationFilters({ lists, listId, onList, status, onStatusToggle }: {
  lists: readonly List[];
  listId: string | null;
  onList: (listId: string | null) => void;
  status: StatusFilter;
  onStatusToggle: (status: RecommendationStatus) => void;
}) {
  return (
    <div className="folio-ins-filters">
      <FormGroup label="List" labelFor="folio-ins-list-filter" inline>
        <HTMLSelect id="folio-ins-list-filter" value={listId ?? ALL_LISTS} onChange={(event) => onList(event.currentTarget.value || null)}>
          <option value={ALL_LISTS}>All Lists</option>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.isDefault ? `${list.name} (Default)` : list.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <div className="folio-ins-inline" role="group" aria-label="Status">
        <span className="folio-ins-filter-label">Status</span>
        {(Object.keys(STATUS_LABELS) as RecommendationStatus[]).map((value) => (
          <Checkbox key={value} inline label={STATUS_LABELS[value]} checked={status[value]} onChange={() => onStatusToggle(value)} />
        ))}
      </div>
    </div>
  );
}
