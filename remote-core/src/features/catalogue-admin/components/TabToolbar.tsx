import type { ReactNode } from 'react';
import { Box, Button, Flex } from 'shared-ui';

/** A tab's filters (left) and its Add button (right). */
export function TabToolbar({ filters, addLabel, addDisabled = false, onAdd }: { filters?: ReactNode; addLabel: string; addDisabled?: boolean; onAdd: () => void }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }} gap="3">
      <Flex gap="3" wrap="wrap" flex="1" maxW={{ md: '2xl' }}>
        {filters}
      </Flex>
      <Box flexShrink={0}>
        <Button colorPalette="brand" disabled={addDisabled} onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Flex>
  );
}
