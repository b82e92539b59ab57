/**
 * The userSettings browser value (dashboard-news-tools.md section 3): widget layout and external
 * sites, merged over the defaults on every read so a newer build's widgets appear for old users.
 */
import { readJson, writeText, type KeyValueStorage } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { DEFAULT_EXTERNAL_SITE, DEFAULT_EXTERNAL_SITES, normaliseSites, type ExternalSite } from './external-sites.ts';

export const USER_SETTINGS_KEY = STORAGE_KEYS.userSettings;

export type WidgetId = 'top-recommendations' | 'watchlist' | 'market-data' | 'news';
export type ColumnSpan = 1 | 2 | 3;

export interface WidgetColumn {
  widgetId: WidgetId;
  widgetName: string;
  columnSpan: ColumnSpan;
  isEnabled: boolean;
  order: number;
}

export interface UserSettings {
  externalSites: ExternalSite[];
  /** The default site, by name. */
  defaultExternalSite: string;
  widgetColumns: WidgetColumn[];
}

export const DEFAULT_WIDGET_COLUMNS: readonly WidgetColumn[] = [
  { widgetId: 'top-recommendations', widgetName: 'Top AI Recommendations', columnSpan: 3, isEnabled: true, order: 1 },
  { widgetId: 'watchlist', widgetName: 'Watch List', columnSpan: 1, isEnabled: true, order: 2 },
  { widgetId: 'market-data', widgetName: 'Market Data', columnSpan: 1, isEnabled: true, order: 3 },
  { widgetId: 'news', widgetName: 'News', columnSpan: 1, isEnabled: true, order: 4 },
];

export function defaultUserSettings(): UserSettings {
  return {
    externalSites: DEFAULT_EXTERNAL_SITES.map((site) => ({ ...site })),
    defaultExternalSite: DEFAULT_EXTERNAL_SITE,
    widgetColumns: DEFAULT_WIDGET_COLUMNS.map((widget) => ({ ...widget })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function clampSpan(value: unknown): ColumnSpan {
  const span = Math.round(Number(value));
  return span >= 3 ? 3 : span === 2 ? 2 : 1;
}

/**
 * Stored widgets merged over the defaults: unknown ids are dropped, missing widgets are added,
 * and a missing order is filled with the widget's position counting from 1 (spec section 3).
 */
function mergeWidgetColumns(stored: unknown): WidgetColumn[] {
  const saved = Array.isArray(stored) ? stored.filter(isRecord) : [];
  return DEFAULT_WIDGET_COLUMNS.map((fallback, index) => {
    const entry = saved.find((item) => item.widgetId === fallback.widgetId);
    if (!entry) return { ...fallback };
    const order = typeof entry.order === 'number' && Number.isFinite(entry.order) ? entry.order : index + 1;
    return {
      widgetId: fallback.widgetId,
      widgetName: typeof entry.widgetName === 'string' && entry.widgetName ? entry.widgetName : fallback.widgetName,
      columnSpan: entry.columnSpan === undefined ? fallback.columnSpan : clampSpan(entry.columnSpan),
      isEnabled: typeof entry.isEnabled === 'boolean' ? entry.isEnabled : fallback.isEnabled,
      order,
    };
  });
}

/** Whatever was stored (or nothing), made whole. */
export function mergeUserSettings(stored: unknown): UserSettings {
  const defaults = defaultUserSettings();
  if (!isRecord(stored)) return defaults;
  const externalSites = Array.isArray(stored.externalSites) ? normaliseSites(stored.externalSites) : defaults.externalSites;
  const defaultExternalSite =
    typeof stored.defaultExternalSite === 'string' ? stored.defaultExternalSite : defaults.defaultExternalSite;
  return { externalSites, defaultExternalSite, widgetColumns: mergeWidgetColumns(stored.widgetColumns) };
}

export function readUserSettings(storage: KeyValueStorage | null): UserSettings {
  return mergeUserSettings(readJson(storage, USER_SETTINGS_KEY));
}

export function writeUserSettings(storage: KeyValueStorage | null, settings: UserSettings): void {
  writeText(storage, USER_SETTINGS_KEY, JSON.stringify(settings));
}

/** Widgets in display order; ties keep the default order. */
export function widgetsInOrder(widgets: readonly WidgetColumn[]): WidgetColumn[] {
  return widgets
    .map((widget, index) => ({ widget, index }))
    .sort((a, b) => a.widget.order - b.widget.order || a.index - b.index)
    .map(({ widget }) => widget);
}

export function setWidgetEnabled(widgets: readonly WidgetColumn[], id: WidgetId, isEnabled: boolean): WidgetColumn[] {
  return widgets.map((widget) => (widget.widgetId === id ? { ...widget, isEnabled } : widget));
}

/** Changing the span of a disabled widget is not offered (spec section 4), so it is ignored. */
export function setWidgetSpan(widgets: readonly WidgetColumn[], id: WidgetId, span: number): WidgetColumn[] {
  return widgets.map((widget) =>
    widget.widgetId === id && widget.isEnabled ? { ...widget, columnSpan: clampSpan(span) } : widget,
  );
}

export function canMoveWidget(widgets: readonly WidgetColumn[], id: WidgetId, direction: 'up' | 'down'): boolean {
  const ordered = widgetsInOrder(widgets);
  const index = ordered.findIndex((widget) => widget.widgetId === id);
  return index >= 0 && (direction === 'up' ? index > 0 : index < ordered.length - 1);
}

/**
 * Moves a widget by swapping its order value with its neighbour's; the first cannot move up and
 * the last cannot move down. Equal orders (hand-edited storage) are renumbered first so a swap
 * always changes the display.
 */
export function moveWidget(widgets: readonly WidgetColumn[], id: WidgetId, direction: 'up' | 'down'): WidgetColumn[] {
  if (!canMoveWidget(widgets, id, direction)) return [...widgets];
  const ordered = widgetsInOrder(widgets);
  const distinct = new Set(ordered.map((widget) => widget.order)).size === ordered.length;
  const orders = new Map(ordered.map((widget, index) => [widget.widgetId, distinct ? widget.order : index + 1]));
  const index = ordered.findIndex((widget) => widget.widgetId === id);
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1]!;
  const mine = orders.get(id)!;
  orders.set(id, orders.get(neighbour.widgetId)!);
  orders.set(neighbour.widgetId, mine);
  return widgets.map((widget) => ({ ...widget, order: orders.get(widget.widgetId)! }));
}
