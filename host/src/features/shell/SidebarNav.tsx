import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useProfile } from 'shared-auth';
import { Link, Text, VStack } from 'shared-ui';
import { has, useT } from '../../i18n';
import { activeNavItemId, NAV_ITEMS, navGroupsFor, type NavGroup, type NavItem } from './navItems';

/**
 * pages.json's sidebar entries and groups are in the host's catalogue as nav.<id> and navGroup.<id>
 * (webpack/catalogues.test.mjs checks each one); pages.json's English label is shown only for an entry
 * being added, until its texts are written.
 */
function useNavLabels() {
  const t = useT();
  const label = (id: string, english: string | undefined) => (has(id) ? t(id) : (english ?? id));
  return {
    item: (item: NavItem) => label(`nav.${item.id}`, item.label),
    group: (group: NavGroup) => label(`navGroup.${group.id}`, group.label),
  };
}

function NavLinks({ items, activeId, onNavigate }: { items: readonly NavItem[]; activeId: string | undefined; onNavigate?: () => void }) {
  const labels = useNavLabels();
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
                {labels.item(item)}
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
  const labels = useNavLabels();
  return (
    <VStack align="stretch" gap="5">
      <NavLinks items={NAV_ITEMS} activeId={activeId} onNavigate={onNavigate} />
      {groups.map((group) => (
        <VStack key={group.id} as="section" align="stretch" gap="1" aria-label={labels.group(group)}>
          <Text as="h2" px="3" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="gray.500">
            {labels.group(group)}
          </Text>
          <NavLinks items={group.items} activeId={activeId} onNavigate={onNavigate} />
        </VStack>
      ))}
    </VStack>
  );
}
