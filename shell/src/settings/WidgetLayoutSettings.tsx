import { Button, ButtonGroup, HTMLSelect, HTMLTable, Section, SectionCard, Switch } from '@blueprintjs/core';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { widgetMoved, widgetSpanChanged, widgetToggled } from './settings-slice.ts';
import { canMoveWidget, widgetsInOrder } from '@folio/shell-kit';

const SPAN_OPTIONS = [
  { value: 1, label: '1 column' },
  { value: 2, label: '2 columns' },
  { value: 3, label: '3 columns' },
];

/** Enable, order and size the dashboard widgets. */
export function WidgetLayoutSettings() {
  const dispatch = useAppDispatch();
  const widgets = useAppSelector((state) => state.settings.widgetColumns);
  return (
    <Section title="Widget Layout" icon="control" subtitle="What the dashboard shows, in which order and how wide.">
      <SectionCard padded={false}>
        <HTMLTable className="folio-settings-table" compact>
          <thead>
            <tr>
              <th>Shown</th>
              <th>Widget</th>
              <th>Order</th>
              <th>Width</th>
            </tr>
          </thead>
          <tbody>
            {widgetsInOrder(widgets).map((widget) => (
              <tr key={widget.widgetId} data-widget={widget.widgetId}>
                <td>
                  <Switch
                    aria-label={`Show ${widget.widgetName}`}
                    checked={widget.isEnabled}
                    onChange={(event) => dispatch(widgetToggled({ id: widget.widgetId, isEnabled: event.currentTarget.checked }))}
                  />
                </td>
                <td>{widget.widgetName}</td>
                <td>
                  <ButtonGroup>
                    <Button
                      icon="arrow-up"
                      aria-label={`Move ${widget.widgetName} up`}
                      disabled={!canMoveWidget(widgets, widget.widgetId, 'up')}
                      onClick={() => dispatch(widgetMoved({ id: widget.widgetId, direction: 'up' }))}
                    />
                    <Button
                      icon="arrow-down"
                      aria-label={`Move ${widget.widgetName} down`}
                      disabled={!canMoveWidget(widgets, widget.widgetId, 'down')}
                      onClick={() => dispatch(widgetMoved({ id: widget.widgetId, direction: 'down' }))}
                    />
                  </ButtonGroup>
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`Width of ${widget.widgetName}`}
                    options={SPAN_OPTIONS}
                    value={widget.columnSpan}
                    disabled={!widget.isEnabled}
                    onChange={(event) => dispatch(widgetSpanChanged({ id: widget.widgetId, span: Number(event.currentTarget.value) }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </SectionCard>
    </Section>
  );
}
