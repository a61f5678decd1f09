import type { ReactNode } from 'react';
import { Box, Text } from 'shared-ui';

interface DetailItemProps {
  label: string;
  children: ReactNode;
  /** Shown muted: a value that is not set. */
  muted?: boolean;
  capitalize?: boolean;
}

/** One label/value pair of a definition list (<dt>/<dd>). */
export function DetailItem({ label, children, muted = false, capitalize = false }: DetailItemProps) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight="medium"
        color={muted ? 'fg.muted' : undefined}
        textTransform={capitalize ? 'capitalize' : undefined}
        wordBreak="break-word"
      >
        {children}
      </Text>
    </Box>
  );
}
