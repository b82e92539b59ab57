import { Card } from '@blueprintjs/core';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { WIDGET_MODULES, type DashboardWidgetProps } from '../federation/remote-modules.ts';
import type { WidgetColumn } from '@folio/shell-kit';
import { columnsTaken, gridColumnsFor, visibleWidgets } from './dashboard-layout.ts';
import { useViewportWidth } from './use-viewport-width.ts';

interface WidgetGridProps {
  widgets: readonly WidgetColumn[];
  widgetProps: DashboardWidgetProps;
}

/** Widgets from the remotes, placed by the user's settings; each fails on its own. */
export function WidgetGrid({ widgets, widgetProps }: WidgetGridProps) {
  const columns = gridColumnsFor(useViewportWidth());
  const visible = visibleWidgets(widgets, widgetProps.signedIn);
  return (
    <div className="folio-widget-grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {visible.map((widget) => {
        const remote = WIDGET_MODULES[widget.widgetId];
        return (
          <Card
            key={widget.widgetId}
            className="folio-widget"
            data-widget={widget.widgetId}
            style={{ gridColumn: `span ${columnsTaken(widget, columns)}` }}
          >
            <RemoteSlot module={remote.module} label={widget.widgetName} props={widgetProps} size="widget" />
          </Card>
        );
      })}
    </div>
  );
}
