import type { LeadStatusChange } from 'shared-contracts';
import { Box, Flex, Stack, Text } from 'shared-ui';
import { timelineEntries } from '../model/leadDetailDisplay';
import { DetailCard } from './DetailCard';

/** Every status change of the lead, oldest first: from → to, who, when, and the remark. */
export function StatusTimelineCard({ history }: { history: LeadStatusChange[] }) {
  const entries = timelineEntries(history);
  return (
    <DetailCard title="Status Timeline">
      {entries.length === 0 ? (
        <Text color="fg.muted">No status changes yet.</Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none" aria-label="Status timeline">
          {entries.map((entry, index) => (
            <Flex as="li" key={entry.key} gap="3">
              <Flex direction="column" align="center" flexShrink={0} pt="1.5">
                <Box boxSize="2.5" borderRadius="full" bg="brand.500" />
                {index < entries.length - 1 ? <Box flex="1" width="2px" bg="border" mt="1" /> : null}
              </Flex>
              <Box pb="4" minW="0">
                <Text fontWeight="semibold">{entry.summary}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {entry.at} · by {entry.by}
                </Text>
                {entry.remark ? (
                  <Text fontSize="sm" mt="1">
                    {entry.remark}
                  </Text>
                ) : null}
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </DetailCard>
  );
}
