/**
 * /investments/settings (dashboard-news-tools.md section 2): per-list settings in seven tabs.
 * Cash Management saves each cash flow as it is entered; the other tabs are the list's
 * preferences, kept by the server (GET/PUT /api/lists/{id}/preferences) and written by Save.
 * Edits are kept across tabs until saved. Close returns to /investments?listId={id}.
 */
import { Button, Callout, H1, HTMLSelect, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from '@folio/shell-kit/router';
import { messageOf } from '../common/notify.ts';
import { chooseList } from '../lists/choose-list.ts';
import { useLists } from '../lists/use-lists.ts';
import { CashManagementTab } from '../settings/CashManagementTab.tsx';
import { DisplayTab, NotificationsTab, PerformanceTab, RebalancingTab, RiskTab, TaxTab, type TabProps } from '../settings/PreferenceTabs.tsx';
import { mergePreferences, type PortfolioPreferences } from '@folio/shell-kit';
import { useListPreferences, useSaveListPreferences } from '@folio/shell-kit/api';
import '../portfolio.css';

const PREFERENCE_TABS: Array<[id: string, title: string, Panel: ComponentType<TabProps>]> = [
  ['display', 'Display', DisplayTab],
  ['risk', 'Risk Management', RiskTab],
  ['performance', 'Performance', PerformanceTab],
  ['rebalancing', 'Rebalancing', RebalancingTab],
  ['notifications', 'Notifications', NotificationsTab],
  ['tax', 'Tax Settings', TaxTab],
];

function ListSettings({ listId }: { listId: string }) {
  const [tab, setTab] = useState('cash');
  const stored = useListPreferences(listId);
  // Unsaved edits, across tabs; null while the form shows what the server has.
  const [draft, setDraft] = useState<PortfolioPreferences | null>(null);
  const preferences = draft ?? stored.data;
  const save = useSaveListPreferences(listId);
  const change = (patch: Partial<PortfolioPreferences>) => {
    save.reset();
    setDraft((current) => ({ ...(current ?? stored.data!), ...patch }));
  };
  // Out-of-range numbers fall back to their defaults (max position 10, stop loss 20) as they save.
  const submit = () => preferences && save.mutate(mergePreferences(preferences), { onSuccess: () => setDraft(null) });
  const panel = (Panel: ComponentType<TabProps>) =>
    !preferences ? (
      stored.isError ? (
        <NonIdealState
          icon="error"
          title="Failed to load the preferences"
          description={messageOf(stored.error)}
          action={<Button icon="refresh" text="Retry" onClick={() => void stored.refetch()} />}
        />
      ) : (
        <NonIdealState icon={<Spinner />} title="Loading preferences..." />
      )
    ) : (
      <div>
        <Panel preferences={preferences} onChange={change} />
        <div className="folio-form-actions">
          <Button intent="primary" icon="floppy-disk" text="Save" loading={save.isPending} onClick={submit} />
        </div>
        {save.isSuccess && (
          <Callout intent="success" compact>
            Preferences saved.
          </Callout>
        )}
        {save.isError && (
          <Callout intent="danger" role="alert" compact>
            Preferences could not be saved: {messageOf(save.error)}
          </Callout>
        )}
      </div>
    );
  return (
    <Tabs id="portfolio-settings" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
      <Tab id="cash" title="Cash Management" panel={<CashManagementTab listId={listId} />} />
      {PREFERENCE_TABS.map(([id, title, Panel]) => (
        <Tab key={id} id={id} title={title} panel={panel(Panel)} />
      ))}
    </Tabs>
  );
}

export default function PortfolioSettingsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const lists = useLists();
  const list = lists.data ? chooseList(lists.data, search.get('listId')) : null;
  const close = () => navigate(list ? `/investments?listId=${encodeURIComponent(list.id)}` : '/investments');

  return (
    <section className="folio-portfolio" data-testid="portfolio-settings-page">
      <header className="folio-page-header">
        <H1>Portfolio Settings</H1>
        <div className="folio-inline">
          {lists.data && list && (
            <HTMLSelect aria-label="List" value={list.id} onChange={(event) => setSearch({ listId: event.currentTarget.value })}>
              {lists.data.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </HTMLSelect>
          )}
          <Button icon="cross" text="Close" onClick={close} />
        </div>
      </header>
      {lists.isPending && <NonIdealState icon={<Spinner />} title="Loading your lists..." />}
      {lists.isError && <NonIdealState icon="error" title="Failed to load your lists" description={lists.error.message} />}
      {list && <ListSettings key={list.id} listId={list.id} />}
    </section>
  );
}
