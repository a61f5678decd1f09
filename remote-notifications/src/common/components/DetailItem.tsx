import type { ReactNode } from 'react';
import { Box, Text } from 'shared-ui';

/** One label/value pair of a definition list (<dt>/<dd>); the parent renders the <dl>. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}
