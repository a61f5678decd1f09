import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Link, VStack } from 'shared-ui';
import { activeNavItemId, NAV_ITEMS } from './navItems';

/** The seven sidebar links; used in the fixed sidebar and in the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const activeId = activeNavItemId(pathname);
  return (
    <VStack as="ul" align="stretch" gap="1" listStyleType="none" m="0" p="0">
      {NAV_ITEMS.map((item) => {
        const active = item.id === activeId;
        return (
          <li key={item.id}>
            <Link
              asChild
              display="block"
              px="3"
              py="2.5"
              rounded="md"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'brand.700' : 'gray.700'}
              bg={active ? 'brand.50' : 'transparent'}
              borderLeftWidth="3px"
              borderLeftColor={active ? 'brand.500' : 'transparent'}
              textDecoration="none"
              _hover={{ bg: active ? 'brand.50' : 'gray.100', textDecoration: 'none' }}
            >
              <RouterLink to={item.path} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                {item.label}
              </RouterLink>
            </Link>
          </li>
        );
      })}
    </VStack>
  );
}
