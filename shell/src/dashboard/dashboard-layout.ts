/** Dashboard grid rules (dashboard-news-tools.md sections 2 and 6). */
import { widgetsInOrder, type WidgetColumn, type WidgetId } from '@folio/shell-kit';

/** Breakpoints of "large" and "extra-large" screens, in CSS pixels. */
export const LARGE_SCREEN = 1024;
export const EXTRA_LARGE_SCREEN = 1280;

export type GridColumns = 1 | 2 | 3;

/** 1 column, 2 on large screens, 3 on extra-large ones. */
export function gridColumnsFor(width: number): GridColumns {
  if (width >= EXTRA_LARGE_SCREEN) return 3;
  if (width >= LARGE_SCREEN) return 2;
  return 1;
}

/** Visitors see only the market data and news widgets. */
const VISITOR_WIDGETS: ReadonlySet<WidgetId> = new Set(['market-data', 'news']);

export function visibleWidgets(widgets: readonly WidgetColumn[], signedIn: boolean): WidgetColumn[] {
  return widgetsInOrder(widgets).filter((widget) => widget.isEnabled && (signedIn || VISITOR_WIDGETS.has(widget.widgetId)));
}

/** A span never exceeds the columns the screen has. */
export function columnsTaken(widget: WidgetColumn, columns: GridColumns): number {
  return Math.min(widget.columnSpan, columns);
}

/** The symbol box: trimmed, upper-cased, blank ignored. */
export function indicatorsPathFor(input: string): string | null {
  const symbol = input.trim().toUpperCase();
  return symbol ? `/indicators?symbol=${encodeURIComponent(symbol)}` : null;
}
