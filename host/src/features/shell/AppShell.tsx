import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { signOut } from 'shared-auth';
import { Box, Flex, useIsMobile } from 'shared-ui';
import { LOGIN_PATH } from '../../paths';
import { ServerUnreachableBanner } from '../server-reachability';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';

const loadMobileNavDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadMobileNavDrawer);

/**
 * Once the shell has painted and the browser is idle, load the drawer and with it
 * shared-ui/widgets (tables, tabs, dialogs, tooltips, menus): most pages use them, and the
 * drawer is the shell's own navigation below 1024px. A page opened afterwards then costs only
 * its remote's entry and its own code. docs/federation.md lists the sizes.
 */
function usePreloadWidgets(): void {
  useEffect(() => {
    const preload = () => {
      loadMobileNavDrawer().catch((error: unknown) => console.warn('Preloading shared-ui/widgets failed', error));
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(preload, 1500);
    return () => window.clearTimeout(timer);
  }, []);
}

/** Top bar, sidebar (a drawer below 1024px) and the page. Rendered only when KYC is verified. */
export function AppShell() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  usePreloadWidgets();

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
          aria-label="Main"
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
      {(isMobile || menuRequested) && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </Flex>
  );
}
