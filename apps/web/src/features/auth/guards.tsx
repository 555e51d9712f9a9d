import { lazy, useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, matchPath, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { setUnauthorizedHandler } from '../../api/client';
import { session } from '../../api/session';
import { useCurrentUser } from '../../api/users';
import { ErrorRetry } from '../../components/ErrorRetry';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { shellPageAt } from '../layout/appShell';
import { AppShell } from '../layout/ShellPlaceholder';

/**
 * The signed-in pages' layout (app bar, menus, notifications, dialogs) in its own chunk: the
 * sign-in pages never load it. {@link preloadAppLayout} starts it while the user loads.
 */
const loadAppLayout = () => import('../layout/AppLayout');
const AppLayout = lazy(async () => ({ default: (await loadAppLayout()).AppLayout }));

/** Starts loading the signed-in layout (idempotent: the browser loads a module once). */
export function preloadAppLayout(): void {
  void loadAppLayout();
}

/** Public sign-in routes: a signed-in visitor goes straight to the dashboard. */
export function RedirectIfSignedIn() {
  return session.isLoggedIn() ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/**
 * Where a user still onboarding may go: onboarding itself, and the packages and billing pages,
 * which onboarding's plan step and the package-limit dialog's Upgrade open.
 */
const ONBOARDING_PATHS = ['/onboarding', '/packages', '/billing-method'];

/**
 * Protected routes (SPEC §2): no stored login → /login; the user is loaded by the stored
 * user name (spinner meanwhile); a user still onboarding is kept on /onboarding.
 */
export function RequireSignIn() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  // The user's answer renders the whole layout and page: as a deferred update React renders it in
  // slices, not in one long task (a query's answer is otherwise rendered at once).
  const shownUser = useDeferredValue(user.data);

  if (!session.isLoggedIn()) return <Navigate to="/login" replace />;
  if (user.isError) {
    return (
      <Box sx={{ p: 3, maxWidth: 560, mx: 'auto' }}>
        <ErrorRetry error={user.error} onRetry={user.refetch} />
      </Box>
    );
  }
  if (shownUser === undefined) {
    // The frame and heading the server sent for this page, if it has one: nothing changes on screen.
    const shellPage = shellPageAt(pathname);
    return shellPage ? <AppShell page={shellPage} /> : <FullPageSpinner label="Loading your account" />;
  }
  if (shownUser.isOnboarding && !ONBOARDING_PATHS.some((path) => matchPath(path, pathname))) {
    return <Navigate to="/onboarding" replace />;
  }
  return <AppLayout user={shownUser} />;
}

/**
 * Pages anyone may open (the privacy policy and terms, which candidates reach from the consent
 * step without an account): inside the app layout for a signed-in visitor, bare otherwise.
 */
export function SignedInOrPublic() {
  return session.isLoggedIn() ? <RequireSignIn /> : <Outlet />;
}

/** SPEC §8: any 401 clears local storage and the query cache and goes to /login. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        session.clear();
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  return null;
}
