import { CloseButton } from 'shared-ui';
import { Drawer, Portal } from 'shared-ui/widgets';
import { Logo } from '../../components/Logo';
import { SidebarNav } from './SidebarNav';
import { useT } from '../../i18n';

interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Below 1024px the sidebar lives in this drawer, with an overlay behind it. Loaded lazily
 * (it brings shared-ui/widgets), so wide screens never download it.
 */
export default function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const t = useT();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop data-testid="nav-drawer-overlay" />
        <Drawer.Positioner>
          <Drawer.Content aria-label={t('shell.navigationDrawer')}>
            <Drawer.Header>
              <Logo />
            </Drawer.Header>
            <Drawer.Body px="3">
              <nav aria-label={t('shell.mainNavigation')}>
                <SidebarNav onNavigate={() => onOpenChange(false)} />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
