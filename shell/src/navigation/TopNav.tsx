import { Button, Classes, Collapse, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@folio/shell-kit/router';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { themeToggled } from '../theme/theme-slice.ts';
import { NAV_ENTRIES } from './nav-entries.ts';
import { UserMenu } from './UserMenu.tsx';

// The bell (and its live stream) loads only for a signed-in user.
const NotificationBell = lazy(() => import('../notifications/NotificationBell.tsx'));

function NavEntries({ onNavigate }: { onNavigate?: () => void }) {
  return NAV_ENTRIES.map((entry) => (
    <NavLink
      key={entry.to}
      to={entry.to}
      end={entry.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        `${Classes.BUTTON} ${Classes.MINIMAL} folio-nav-entry${isActive ? ` ${Classes.ACTIVE}` : ''}`
      }
    >
      {entry.label}
    </NavLink>
  ));
}

/** Logo, menu entries (collapsed behind a menu button on small screens), theme control, user menu. */
export function TopNav() {
  const dispatch = useAppDispatch();
  const { user, status } = useAppSelector((state) => state.session);
  const theme = useAppSelector((state) => state.theme.theme);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <header className="folio-top-nav">
      <Navbar>
        <NavbarGroup align="start">
          <Button
            className="folio-nav-toggle"
            variant="minimal"
            icon={menuOpen ? 'cross' : 'menu'}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          />
          <NavbarHeading>
            <Link to="/" className="folio-logo" aria-label="Folio home">
              <span className="folio-logo-mark" aria-hidden="true">◆</span> Folio
            </Link>
          </NavbarHeading>
          <NavbarDivider className="folio-nav-wide" />
          <nav className="folio-nav-wide" aria-label="Main">
            <NavEntries />
          </nav>
        </NavbarGroup>
        <NavbarGroup align="end">
          <Button
            variant="minimal"
            icon={theme === 'dark' ? 'flash' : 'moon'}
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            title={theme === 'dark' ? 'Light Mode' : 'Dark Mode'}
            data-testid="theme-toggle"
            onClick={() => dispatch(themeToggled())}
          />
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          {user ? (
            <UserMenu user={user} />
          ) : status === 'anonymous' && pathname !== '/login' ? (
            <Button variant="minimal" icon="log-in" text="Login" onClick={() => navigate('/login')} />
          ) : null}
        </NavbarGroup>
      </Navbar>
      <Collapse isOpen={menuOpen} className="folio-nav-narrow">
        <nav className="folio-nav-stack" aria-label="Main">
          <NavEntries onNavigate={() => setMenuOpen(false)} />
        </nav>
      </Collapse>
    </header>
  );
}
