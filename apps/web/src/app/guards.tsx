import { ADMIN_ROLE, CLIENT } from '@codedojo/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LazyServerState } from '../api/LazyServerState.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { useAuthStore } from '../features/auth/authStore.ts';
import { type AuthLocationState, returnPath } from '../features/auth/navigationState.ts';

/** Holds every route until the one start-up session check has answered. */
export function AuthGate() {
  const isCheckingAuth = useAuthStore((state) => state.isCheckingAuth);
  if (isCheckingAuth) return <Spinner fullScreen label={CLIENT.checkingAuth} testId="auth-checking" />;
  return <Outlet />;
}

/** Logged-in routes: a logged-out visitor goes to /login, which remembers the requested location. */
export function RequireAuth() {
  const authUser = useAuthStore((state) => state.authUser);
  const location = useLocation();
  if (!authUser) {
    const state: AuthLocationState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <LazyServerState>
      <Outlet />
    </LazyServerState>
  );
}

/** Admin routes: anyone whose role is not ADMIN is sent to /login (which sends a logged-in user on to /). */
export function RequireAdmin() {
  const authUser = useAuthStore((state) => state.authUser);
  if (authUser?.role !== ADMIN_ROLE) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login and /signup: a logged-in visitor goes back where they came from, or to /. */
export function GuestOnly() {
  const authUser = useAuthStore((state) => state.authUser);
  const location = useLocation();
  if (authUser) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** Any other path: / when logged in, /login when logged out. */
export function CatchAll() {
  const authUser = useAuthStore((state) => state.authUser);
  return <Navigate to={authUser ? '/' : '/login'} replace />;
}
