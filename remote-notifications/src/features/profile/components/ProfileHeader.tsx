import type { ReactNode } from 'react';
import { Flex, Heading, markPageTitle } from 'shared-ui';
import { useT } from '../i18n';

/** "My Profile" title with the page's actions beside it (under it below 1024px). */
export function ProfileHeader({ actions }: { actions?: ReactNode }) {
  const t = useT();
  return (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', lg: 'center' }}
      gap="3"
    >
      <Heading as="h1" size="2xl" ref={markPageTitle}>
        {t('page.title')}
      </Heading>
      {actions}
    </Flex>
  );
}
