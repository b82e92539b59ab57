import { Button, Callout, H1, Intent } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from '@folio/shell-kit/router';
import { FullPageError, FullPageLoading } from '../app/FullPageState.tsx';
import { useAppSelector } from '../app/store.ts';
import type { DashboardWidgetProps } from '../federation/remote-modules.ts';
import { useRegistry } from '../federation/use-registry.ts';
import { browserStorage, readText } from '@folio/shell-kit';
import { GettingStartedCard } from './GettingStartedCard.tsx';
import { SymbolBox } from './SymbolBox.tsx';
import { WidgetGrid } from './WidgetGrid.tsx';

/** The watch list widget remembers its list under this key (core.md section 3). */
const SELECTED_LIST_KEY = 'watchlist-selected-list';

function VisitorWelcome() {
  const navigate = useNavigate();
  return (
    <Callout icon="chart" className="folio-visitor" title="Track your investments with Folio">
      <p>Keep lists of holdings and watch-only symbols, import broker CSVs and read AI analysis of your portfolio.</p>
      <div className="folio-visitor-actions">
        <Button intent={Intent.PRIMARY} text="Login" onClick={() => navigate('/login')} />
        <Button text="Get Started" onClick={() => navigate('/register')} />
      </div>
    </Callout>
  );
}

/** The home screen (dashboard-news-tools.md section 2). */
export function DashboardPage() {
  const { status, user, newAccount } = useAppSelector((state) => state.session);
  const widgets = useAppSelector((state) => state.settings.widgetColumns);
  const registry = useRegistry();
  const [listId, setListId] = useState<string | null>(() => readText(browserStorage(), SELECTED_LIST_KEY));
  const onListChange = useCallback((id: string) => setListId(id), []);
  const signedIn = status === 'signedIn';
  const widgetProps = useMemo<DashboardWidgetProps>(() => ({ signedIn, listId, onListChange }), [signedIn, listId, onListChange]);

  if (status === 'checking' || registry.isPending) return <FullPageLoading text="Loading dashboard..." />;
  if (registry.isError) {
    return <FullPageError title="Failed to load dashboard" description="The list of front-ends could not be loaded." />;
  }

  return (
    <div className="folio-dashboard">
      <div className="folio-dashboard-header">
        <div>
          <H1 className="folio-page-title">Dashboard</H1>
          {user && (
            <p className="folio-muted">
              {newAccount ? 'Welcome' : 'Welcome back'}, {user.name || user.email}.
            </p>
          )}
        </div>
        <SymbolBox />
      </div>
      {!signedIn && <VisitorWelcome />}
      {signedIn && <GettingStartedCard />}
      <WidgetGrid widgets={widgets} widgetProps={widgetProps} />
      <footer className="folio-footer">© {new Date().getFullYear()} Folio. Market data may be delayed or simulated.</footer>
    </div>
  );
}
