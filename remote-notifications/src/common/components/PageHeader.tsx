import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from 'shared-ui';

interface PageHeaderProps {
  title: string;
  /** A muted line under the title. */
  subtitle?: ReactNode;
  /** Buttons beside the title (under it below 1024px). */
  actions?: ReactNode;
}

/** A page's h1 with an optional subtitle and actions, laid out like the profile page. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} justify="space-between" align={{ base: 'stretch', lg: 'center' }} gap="3">
      <Box minW="0">
        <Heading as="h1" size={{ base: 'xl', lg: '2xl' }} wordBreak="break-word">
          {title}
        </Heading>
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
