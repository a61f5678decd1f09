import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Link, Text, VStack } from 'shared-ui';
import { activeNavItemId, NAV_ITEMS, navGroupsFor, type NavItem } from './navItems';

function NavLinks({ items, activeId, onNavigate }: { items: readonly NavItem[]; activeId: string | undefined; onNavigate?: () => void }) {
  return (
    <VStack as="ul" align="stretch" gap="1" listStyleType="none" m="0" p="0">
      {items.map((item) => {
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

/**
 * The spec's seven links, then the staff groups of the signed-in role (Back Office for admin and
 * director, My Team for a relationship manager); used in the fixed sidebar and in the mobile drawer.
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { profile } = useProfile();
  const groups = navGroupsFor(profile?.role);
  const activeId = activeNavItemId(pathname, profile?.role);
  return (
    <VStack align="stretch" gap="5">
      <NavLinks items={NAV_ITEMS} activeId={activeId} onNavigate={onNavigate} />
      {groups.map((group) => (
        <VStack key={group.label} as="section" align="stretch" gap="1" aria-label={group.label}>
          <Text as="h2" px="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="gray.500">
            {group.label}
          </Text>
          <NavLinks items={group.items} activeId={activeId} onNavigate={onNavigate} />
        </VStack>
      ))}
    </VStack>
  );
}
