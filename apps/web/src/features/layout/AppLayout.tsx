import { Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../api/entities';
import { BrandMark } from '../../components/BrandMark';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageShell } from './ShellPlaceholder';
import { shellPageAt } from './appShell';
import { AvatarMenu } from './AvatarMenu';
import { HeaderActions } from './HeaderActions';
import { MainNav, MobileNav } from './MainNav';
import { userKeys } from '../../api/queryKeys';

/**
 * Re-validates the session on every in-app navigation by refetching the signed-in user, so
 * an expired or revoked session (or a deactivated account) is noticed at once: the 401 rule
 * of SPEC §8 then clears local storage and goes to /login.
 */
function useSessionCheckOnNavigate() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [pathname, queryClient]);
}

/**
 * The shared layout of every protected page: app bar, navigation and the page itself. Its frame is
 * plain CSS (src/boot.css), the same markup as the shell the server sends (appShell.ts).
 */
export function AppLayout({ user }: { user: User }) {
  useSessionCheckOnNavigate();
  const { pathname } = useLocation();
  const shellPage = shellPageAt(pathname);
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="app-bar">
        <div className="app-bar__inner">
          <MobileNav />
          <RouterLink className="app-bar__home" to="/dashboard" aria-label="Candid home">
            <BrandMark />
          </RouterLink>
          <MainNav />
          <div className="app-bar__spacer" />
          <HeaderActions userId={user.id} />
          <AvatarMenu user={user} />
        </div>
      </header>
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={shellPage ? <PageShell page={shellPage} /> : <FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
