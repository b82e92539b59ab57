import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './storage.ts';
import {
  canMoveWidget,
  defaultUserSettings,
  mergeUserSettings,
  moveWidget,
  readUserSettings,
  setWidgetEnabled,
  setWidgetSpan,
  USER_SETTINGS_KEY,
  widgetsInOrder,
  writeUserSettings,
  type WidgetColumn,
} from './user-settings.ts';

const ids = (widgets: WidgetColumn[]) => widgetsInOrder(widgets).map((widget) => widget.widgetId);

describe('user settings defaults', () => {
  it('enables every widget with spans 3, 1, 1, 1 in the spec order', () => {
    const { widgetColumns, defaultExternalSite } = defaultUserSettings();
    expect(widgetColumns.map(({ widgetId, columnSpan, isEnabled, order }) => [widgetId, columnSpan, isEnabled, order])).toEqual([
      ['top-recommendations', 3, true, 1],
      ['watchlist', 1, true, 2],
      ['market-data', 1, true, 3],
      ['news', 1, true, 4],
    ]);
    expect(widgetColumns[0]!.widgetName).toBe('Top AI Recommendations');
    expect(defaultExternalSite).toBe('MarketWatch');
  });
});

describe('merging stored settings over the defaults', () => {
  it('uses the defaults for nothing, garbage or unreadable JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(mergeUserSettings(undefined)).toEqual(defaultUserSettings());
    expect(mergeUserSettings('nope')).toEqual(defaultUserSettings());
    expect(readUserSettings(memoryStorage({ [USER_SETTINGS_KEY]: '{broken' }))).toEqual(defaultUserSettings());
  });

  it('keeps stored choices, adds missing widgets and drops unknown ones', () => {
    const merged = mergeUserSettings({
      widgetColumns: [
        { widgetId: 'news', widgetName: 'News', columnSpan: 2, isEnabled: false, order: 1 },
        { widgetId: 'retired-widget', columnSpan: 1, isEnabled: true, order: 2 },
      ],
    });
    expect(merged.widgetColumns).toHaveLength(4);
    expect(merged.widgetColumns.find((widget) => widget.widgetId === 'news')).toMatchObject({ columnSpan: 2, isEnabled: false, order: 1 });
    expect(merged.widgetColumns.find((widget) => widget.widgetId === 'watchlist')).toMatchObject({ columnSpan: 1, order: 2 });
  });

  it('fills a missing order with the position counting from 1 and clamps spans to 1-3', () => {
    const merged = mergeUserSettings({
      widgetColumns: [
        { widgetId: 'top-recommendations', columnSpan: 7, isEnabled: true },
        { widgetId: 'market-data', columnSpan: 0, isEnabled: true },
      ],
    });
    expect(merged.widgetColumns[0]).toMatchObject({ order: 1, columnSpan: 3 });
    expect(merged.widgetColumns[2]).toMatchObject({ order: 3, columnSpan: 1 });
  });

  it('round-trips through browser storage', () => {
    const storage = memoryStorage();
    const settings = { ...defaultUserSettings(), defaultExternalSite: 'TradingView' };
    writeUserSettings(storage, settings);
    expect(readUserSettings(storage)).toEqual(settings);
  });
});

describe('widget layout changes', () => {
  const widgets = defaultUserSettings().widgetColumns;

  it('moves a widget by swapping order with its neighbour', () => {
    expect(ids(moveWidget(widgets, 'market-data', 'up'))).toEqual(['top-recommendations', 'market-data', 'watchlist', 'news']);
    expect(ids(moveWidget(widgets, 'watchlist', 'down'))).toEqual(['top-recommendations', 'market-data', 'watchlist', 'news']);
  });

  it('does not move the first widget up or the last one down', () => {
    expect(canMoveWidget(widgets, 'top-recommendations', 'up')).toBe(false);
    expect(canMoveWidget(widgets, 'news', 'down')).toBe(false);
    expect(canMoveWidget(widgets, 'news', 'up')).toBe(true);
    expect(moveWidget(widgets, 'top-recommendations', 'up')).toEqual(widgets);
  });

  it('still moves when stored orders are equal', () => {
    const tied = widgets.map((widget) => ({ ...widget, order: 1 }));
    expect(ids(moveWidget(tied, 'watchlist', 'up'))).toEqual(['watchlist', 'top-recommendations', 'market-data', 'news']);
  });

  it('changes the span of enabled widgets only', () => {
    expect(setWidgetSpan(widgets, 'news', 2).find((widget) => widget.widgetId === 'news')!.columnSpan).toBe(2);
    const disabled = setWidgetEnabled(widgets, 'news', false);
    expect(setWidgetSpan(disabled, 'news', 3).find((widget) => widget.widgetId === 'news')!.columnSpan).toBe(1);
  });
});
