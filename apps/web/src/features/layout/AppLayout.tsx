import { Suspense, useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { User } from '@candid/shared';
import { BrandMark } from '../../components/BrandMark';
import { FullPageSpinner } from '../../components/FullPageSpinner';
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

/** The shared layout of every protected page: app bar, navigation and the page itself. */
export function AppLayout({ user }: { user: User }) {
  useSessionCheckOnNavigate();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        sx={(t) => ({
          position: 'absolute',
          left: -9999,
          zIndex: t.zIndex.tooltip,
          '&:focus': { left: 16, top: 8, p: 1, bgcolor: 'background.paper' },
        })}
      >
        Skip to content
      </Link>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: { xs: 0.5, md: 2 }, minHeight: { xs: 60, sm: 64 } }}>
          <MobileNav />
          <Link
            component={RouterLink}
            to="/dashboard"
            color="inherit"
            underline="none"
            aria-label="Candid home"
            sx={{ mr: { md: 2 } }}
          >
            <BrandMark />
          </Link>
          <MainNav />
          <Box sx={{ flexGrow: 1 }} />
          <HeaderActions userId={user.pk_User_ID} />
          <AvatarMenu user={user} />
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          width: '100%',
          maxWidth: { xs: '100%', wide: 1560 },
          mx: 'auto',
          px: { xs: 2, sm: 3, md: 4 },
          py: { xs: 3, md: 4 },
          outline: 'none',
        }}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
