import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, IconButton, Icon, Link, Spacer } from 'shared-ui';
import { Logo } from '../../components/Logo';
import { NotificationBell } from '../notifications-badge';
import { LANDING_PATH } from '../../paths';
import { useT } from '../../i18n';

interface TopBarProps {
  onOpenMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function MenuIcon() {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function TopBar({ onOpenMenu, onLogout, loggingOut }: TopBarProps) {
  const t = useT();
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '2', sm: '3' }}
      h="16"
      px={{ base: '3', md: '6' }}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton variant="ghost" aria-label={t('shell.openMenu')} hideFrom="lg" onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
      {/* May shrink (the wordmark then goes on two lines) so the bell and Logout always fit. */}
      <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} minW="0">
        <RouterLink to={LANDING_PATH}>
          <Logo />
        </RouterLink>
      </Link>
      <Spacer />
      <NotificationBell />
      <Button variant="outline" colorPalette="gray" onClick={onLogout} disabled={loggingOut}>
        {t('shell.logout')}
      </Button>
    </Flex>
  );
}
