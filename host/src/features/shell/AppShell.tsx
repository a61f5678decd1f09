import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { signOut } from 'shared-auth';
import { Box, Flex } from 'shared-ui';
import { LOGIN_PATH } from '../../paths';
import { ServerUnreachableBanner } from '../server-reachability';
import { prefetchListedChunksWhenIdle } from '../startup';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useT } from '../../i18n';

/**
 * The drawer (below 1024px, the shell's navigation) brings shared-ui/widgets: it is loaded when
 * the menu is first opened. Its chunks are usually in the HTTP cache by then (prefetched once the first
 * screen is drawn and the browser is idle, features/startup/idlePrefetch.ts), so opening it costs
 * evaluating them, not downloading them.
 */
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

/**
 * How long after the shell mounts the prefetch may start. Not at the first idle moment: the
 * browser is idle while the page's own scripts and data are still on their way, and a phone's
 * network would then share its bandwidth between the first screen and code for later (the widgets
 * are one of the larger downloads). The delay lets a slow phone draw the first screen first
 * (docs/performance.md, "Idle prefetch of the widgets, after the first screen").
 */
export const WIDGETS_PREFETCH_DELAY_MS = 3000;

function usePrefetchWhenIdle(): void {
  useEffect(() => {
    let cancelPrefetch: () => void = () => undefined;
    const timer = window.setTimeout(() => {
      cancelPrefetch = prefetchListedChunksWhenIdle();
    }, WIDGETS_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelPrefetch();
    };
  }, []);
}

/** Top bar, sidebar (a drawer below 1024px) and the page. Rendered only when KYC is verified. */
export function AppShell() {
  const t = useT();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  usePrefetchWhenIdle();

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpen(true);
  };

  const logout = async () => {
    setLoggingOut(true);
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <TopBar onOpenMenu={openMenu} onLogout={logout} loggingOut={loggingOut} />
      <Flex flex="1" align="stretch">
        <Box
          as="nav"
          aria-label={t('shell.mainNavigation')}
          hideBelow="lg"
          w="60"
          flexShrink={0}
          bg="white"
          borderRightWidth="1px"
          borderColor="gray.200"
          px="3"
          py="4"
          position="sticky"
          top="16"
          alignSelf="flex-start"
          h="calc(100vh - 4rem)"
          overflowY="auto"
        >
          <SidebarNav />
        </Box>
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <ServerUnreachableBanner />
          <Outlet />
        </Box>
      </Flex>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </Flex>
  );
}
