import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { signOut } from 'shared-auth';
import { Box, Flex, useIsMobile } from 'shared-ui';
import { LOGIN_PATH } from '../routing/routeTable';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';

const MobileNavDrawer = lazy(() => import('./MobileNavDrawer'));

/** Top bar, sidebar (a drawer below 1024px) and the page. Rendered only when KYC is verified. */
export function AppShell() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

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
