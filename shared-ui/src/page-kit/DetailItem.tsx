import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

export interface DetailItemProps {
  label: string;
  children: ReactNode;
  /** Shown muted: a value that is not set ("Not set"). */
  muted?: boolean;
  /** The value's words start with capitals (a role such as "connector"). */
  capitalize?: boolean;
}

/** One label/value pair of a definition list (<dt>/<dd>); the parent renders the <dl>. */
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
