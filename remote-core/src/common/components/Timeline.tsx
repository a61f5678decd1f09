import { Box, Flex, Stack, Text } from 'shared-ui';

export interface TimelineItem {
  key: string;
  /** What happened ("Processing → Approved", "PAN Card marked Verified"). */
  title: string;
  /** When and who ("31 Jan 2026, 3:00 pm · by Vikram Mehta (RM2001)"). */
  meta: string;
  /** The remark, when there is one. */
  note?: string | null;
  /** The dot's colour (a Chakra colour token); brand by default. */
  color?: string;
}

/** A vertical timeline, oldest first: a dot and a line on the left, the event on the right. */
export function Timeline({ label, items }: { label: string; items: readonly TimelineItem[] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={label}>
      {items.map((item, index) => (
        <Flex as="li" key={item.key} gap="3">
          <Flex direction="column" align="center" flexShrink={0} pt="1.5">
            <Box boxSize="2.5" borderRadius="full" bg={item.color ?? 'brand.500'} />
            {index < items.length - 1 ? <Box flex="1" width="2px" bg="border" mt="1" /> : null}
          </Flex>
          <Box pb="4" minW="0">
            <Text fontWeight="semibold">{item.title}</Text>
            <Text fontSize="sm" color="fg.muted">
              {item.meta}
            </Text>
            {item.note ? (
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap" wordBreak="break-word">
                {item.note}
              </Text>
            ) : null}
          </Box>
        </Flex>
      ))}
    </Stack>
  );
}
