import type { DashboardWidgetProps } from '@folio/shell-kit';
import { H4, NonIdealState, SegmentedControl } from '@blueprintjs/core';
import { useState } from 'react';

type NewsTab = 'portfolio' | 'market' | 'top';

const TABS: Array<{ value: NewsTab; label: string }> = [
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'market', label: 'Market' },
  { value: 'top', label: 'Top News' },
];

export type NewsWidgetProps = DashboardWidgetProps;

/** Dashboard widget 'news': the tab selector now, headlines with the news service. */
export default function NewsWidget({ signedIn, listId }: Partial<NewsWidgetProps>) {
  const tabs = signedIn === false ? TABS.filter((tab) => tab.value !== 'portfolio') : TABS;
  const [tab, setTab] = useState<NewsTab>(tabs[0]!.value);
  return (
    <div data-testid="news-widget">
      <H4>News</H4>
      <SegmentedControl
        fill
        size="small"
        options={tabs}
        value={tab}
        onValueChange={(value) => setTab(value as NewsTab)}
      />
      {tab === 'portfolio' && !listId ? (
        <NonIdealState icon="list" title="Select a portfolio list to see relevant news." />
      ) : (
        <NonIdealState icon="feed" title="News data unavailable" description="Headlines arrive with the news service in a later release." />
      )}
    </div>
  );
}
