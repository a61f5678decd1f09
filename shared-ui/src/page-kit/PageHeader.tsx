import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { markPageTitle } from './pageTitlePaint';

export interface PageHeaderProps {
  title: string;
  /** Beside the title, wrapping under it when short of room: the item's status badge. */
  badge?: ReactNode;
  /** A muted line under the title. */
  subtitle?: ReactNode;
  /** Buttons beside the title (under it below 1024px). */
  actions?: ReactNode;
}

/** A page's h1 with an optional subtitle and actions: the top of every page of the portal. */
export function PageHeader({ title, badge, subtitle, actions }: PageHeaderProps) {
  const heading = (
    <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} wordBreak="break-word" ref={markPageTitle}>
      {title}
    </Heading>
  );
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ base: 'stretch', lg: 'center' }} gap="3">
      <Box minW="0">
        {badge ? (
          <Flex align="center" gap="3" wrap="wrap" minW="0">
            {heading}
            {badge}
          </Flex>
        ) : (
          heading
        )}
        {subtitle ? (
          <Text color="fg.muted" mt="1">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
