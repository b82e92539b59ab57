/**
 * The route table after the auth screens (see AppRoutes.tsx), with Blueprint's provider. Screens
 * owned by a remote are mounted through RemoteSlot; the shell owns dashboard and settings. This
 * module and what it imports (Blueprint, the federation runtime's plugins, the shell's screens)
 * download on first use, not to show /login.
 */
import { BlueprintProvider } from '@blueprintjs/core';
import { ThemeProvider } from '@folio/shell-kit';
import { Navigate, Route, Routes, useLocation } from '@folio/shell-kit/router';
import { lazy, Suspense, type ReactNode } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { ROUTE_MODULES, type RemoteModuleRef } from '../federation/remote-modules.ts';
import { RequireSession } from '../session/RequireSession.tsx';
import { FullPageLoading } from './FullPageState.tsx';
import { loadIconsOnDemand } from './icon-loader.ts';
import { useAppSelector } from './store.ts';
import { Layout } from './Layout.tsx';

// Before any Blueprint icon renders, the shell's or a remote's.
loadIconsOnDemand();

// The shell's own screens download with their route, so a remote's screen (/investments) does
// not wait for the dashboard's and settings' code. The dashboard, the first screen after sign-in,
// is fetched alongside this module when it is the page asked for.
const loadDashboard = () => import('../dashboard/DashboardPage.tsx');
if (window.location.pathname === '/') loadDashboard().catch(() => undefined);
const DashboardPage = lazy(() => loadDashboard().then((module) => ({ default: module.DashboardPage })));
const SettingsPage = lazy(() => import('../settings/SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })));
const AuthCallbackPage = lazy(() => import('../auth/AuthCallbackPage.tsx').then((module) => ({ default: module.AuthCallbackPage })));
const AuthErrorPage = lazy(() => import('../auth/AuthErrorPage.tsx').then((module) => ({ default: module.AuthErrorPage })));

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageLoading text="Loading..." />}>{children}</Suspense>;
}

/**
 * What every remote screen receives: `RemotePart` mounts another remote's expose with the same
 * contained loading and error handling (a remote cannot load remotes itself; its build borrows
 * the shell's federation runtime with remotes disabled).
 */
const pageProps = { RemotePart: RemoteSlot };

function RemotePage({ remote }: { remote: RemoteModuleRef }) {
  // Keyed by module so moving between two screens of one remote starts a fresh slot.
  return <RemoteSlot key={remote.module} module={remote.module} label={remote.label} props={pageProps} />;
}

/** /portfolio and /portfolio/settings are old addresses; the query (listId) is kept. */
function Redirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const signedInScreens: Array<[path: string, remote: RemoteModuleRef]> = [
  ['/investments', ROUTE_MODULES.investments],
  ['/investments/settings', ROUTE_MODULES.portfolioSettings],
  ['/investments/tax-report', ROUTE_MODULES.taxReport],
  ['/stock/:symbol', ROUTE_MODULES.stockDetail],
  ['/recommendations', ROUTE_MODULES.recommendations],
  ['/indicators', ROUTE_MODULES.indicators],
  ['/news', ROUTE_MODULES.news],
  ['/news/timeline', ROUTE_MODULES.newsTimeline],
  ['/news/settings', ROUTE_MODULES.newsSettings],
  ['/alerts', ROUTE_MODULES.alerts],
  ['/smart-lists', ROUTE_MODULES.smartLists],
  ['/trends', ROUTE_MODULES.trends],
  ['/labs', ROUTE_MODULES.labs],
];

export function AppFrame() {
  // Remotes follow the theme through the kit's useTheme(), not by watching the page.
  const theme = useAppSelector((state) => state.theme.theme);
  return (
    <ThemeProvider theme={theme}>
    <BlueprintProvider>
      <Routes>
        <Route path="/auth/callback" element={<Screen><AuthCallbackPage /></Screen>} />
        <Route path="/auth/error" element={<Screen><AuthErrorPage /></Screen>} />
        <Route element={<Layout />}>
          {/* Visitors see the dashboard too, with market data and news only. */}
          <Route index element={<Screen><DashboardPage /></Screen>} />
          <Route element={<RequireSession />}>
            {signedInScreens.map(([path, remote]) => (
              <Route key={path} path={path} element={<RemotePage remote={remote} />} />
            ))}
            <Route path="/settings" element={<Screen><SettingsPage /></Screen>} />
            <Route path="/portfolio" element={<Redirect to="/investments" />} />
            <Route path="/portfolio/settings" element={<Redirect to="/investments/settings" />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </BlueprintProvider>
    </ThemeProvider>
  );
}
