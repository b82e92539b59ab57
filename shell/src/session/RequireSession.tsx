import { Navigate, Outlet, useLocation } from '@folio/shell-kit/router';
import { useAppSelector } from '../app/store.ts';
import { FullPageLoading } from '../app/FullPageState.tsx';

export const CHECKING_SESSION_TEXT = 'Checking your session...';

/** Signed-in routes: a loading state while the session is checked, anonymous visitors to /login. */
export function RequireSession() {
  const status = useAppSelector((state) => state.session.status);
  const location = useLocation();
  if (status === 'checking') return <FullPageLoading text={CHECKING_SESSION_TEXT} />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
