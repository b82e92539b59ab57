import { describe, expect, it } from 'vitest';
import { defaultUserSettings, setWidgetEnabled } from '@folio/shell-kit';
import { columnsTaken, gridColumnsFor, indicatorsPathFor, visibleWidgets } from './dashboard-layout.ts';

describe('dashboard grid', () => {
  it('has 1 column, 2 on large screens and 3 on extra-large screens', () => {
    expect(gridColumnsFor(375)).toBe(1);
    expect(gridColumnsFor(1023)).toBe(1);
    expect(gridColumnsFor(1024)).toBe(2);
    expect(gridColumnsFor(1279)).toBe(2);
    expect(gridColumnsFor(1280)).toBe(3);
  });

  it('shows enabled widgets in order for a signed-in user', () => {
    const widgets = setWidgetEnabled(defaultUserSettings().widgetColumns, 'watchlist', false);
    expect(visibleWidgets(widgets, true).map((widget) => widget.widgetId)).toEqual(['top-recommendations', 'market-data', 'news']);
  });

  it('shows visitors only market data and news', () => {
    expect(visibleWidgets(defaultUserSettings().widgetColumns, false).map((widget) => widget.widgetId)).toEqual([
      'market-data',
      'news',
    ]);
  });

  it('caps a span at the columns available', () => {
    const [recommendations] = defaultUserSettings().widgetColumns;
    expect(columnsTaken(recommendations!, 3)).toBe(3);
    expect(columnsTaken(recommendations!, 2)).toBe(2);
    expect(columnsTaken(recommendations!, 1)).toBe(1);
  });

  it('turns the symbol box into an indicators link, ignoring blanks', () => {
    expect(indicatorsPathFor('  msft ')).toBe('/indicators?symbol=MSFT');
    expect(indicatorsPathFor('brk.b')).toBe('/indicators?symbol=BRK.B');
    expect(indicatorsPathFor('   ')).toBeNull();
  });
});
