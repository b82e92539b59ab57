import { Outlet } from '@folio/shell-kit/router';
import { TopNav } from '../navigation/TopNav.tsx';

export function Layout() {
  return (
    <div className="folio-app">
      <TopNav />
      <main className="folio-main">
        <Outlet />
      </main>
    </div>
  );
}
