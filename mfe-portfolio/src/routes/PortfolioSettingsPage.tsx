/**
 * /investments/settings (dashboard-news-tools.md section 2), first cut: the seven tabs and Close
 * back to the list. The forms and per-list preferences arrive with the portfolio ledger.
 */
import { Button, H1, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { listKeys } from '../keys.ts';
import { chooseList } from '../lists/choose-list.ts';

const TABS = ['Cash Management', 'Display', 'Risk Management', 'Performance', 'Rebalancing', 'Notifications', 'Tax Settings'];

export default function PortfolioSettingsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const lists = useQuery({ queryKey: listKeys.all, queryFn: api.lists.all });
  const list = lists.data ? chooseList(lists.data, search.get('listId')) : null;
  const close = () => navigate(list ? `/investments?listId=${encodeURIComponent(list.id)}` : '/investments');

  return (
    <section data-testid="portfolio-settings-page">
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <H1>Portfolio Settings{list ? `: ${list.name}` : ''}</H1>
        <Button icon="cross" text="Close" onClick={close} />
      </header>
      <Tabs id="portfolio-settings" renderActiveTabPanelOnly>
        {TABS.map((title) => (
          <Tab key={title} id={title} title={title} panel={<p>{title} settings arrive with the portfolio ledger.</p>} />
        ))}
      </Tabs>
    </section>
  );
}
