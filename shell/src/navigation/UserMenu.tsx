import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { User } from '@folio/contracts';
import { useNavigate } from '@folio/shell-kit/router';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { loggedOut } from '../session/session-slice.ts';
import { themeToggled } from '../theme/theme-slice.ts';

/** The user dropdown: email, Settings, Dark/Light Mode toggle, Logout. */
export function UserMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const theme = useAppSelector((state) => state.theme.theme);

  const logout = async () => {
    await dispatch(loggedOut());
    navigate('/login', { replace: true });
  };

  const menu = (
    <Menu aria-label="User menu">
      <MenuItem icon="user" text={user.email} disabled data-testid="user-email" />
      <MenuDivider />
      <MenuItem icon="cog" text="Settings" onClick={() => navigate('/settings')} />
      <MenuItem
        icon={theme === 'dark' ? 'flash' : 'moon'}
        text={theme === 'dark' ? 'Light Mode' : 'Dark Mode'}
        onClick={() => dispatch(themeToggled())}
      />
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" onClick={() => void logout()} />
    </Menu>
  );

  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button variant="minimal" icon="user" endIcon="caret-down" aria-label={`Account ${user.email}`} data-testid="user-menu">
        <span className="folio-nav-email">{user.email}</span>
      </Button>
    </PopoverNext>
  );
}
