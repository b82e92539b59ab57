import { Navigate, Outlet } from '@folio/shell-kit/router';
import { useAppSelector } from '../app/store.ts';

/** /login and /register send an already signed-in user home. */
export function AnonymousOnly() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'signedIn') return <Navigate to="/" replace />;
  return <Outlet />;
}
