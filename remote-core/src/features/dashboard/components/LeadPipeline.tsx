import { useId } from 'react';
import type { LeadListItem } from 'shared-contracts';
import { Box, Flex, LeadStatusBadge, SimpleGrid, Stack, Text, formatRupees } from 'shared-ui';
import { DashboardSection } from './DashboardSection';

export interface LeadPipelineProps {
  convertedCount: number;
  inPipelineCount: number;
  /** The most recent leads (already cut to the dashboard's limit). */
  recentLeads: LeadListItem[] | undefined;
}

function PipelineCount({ label, count, color }: { label: string; count: number; color: string }) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} borderWidth="1px" borderRadius="md" padding="3">
      <Text id={labelId} fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color={color}>
        {count}
      </Text>
    </Box>
  );
}

/** "Lead Pipeline": converted and in-pipeline counts plus the latest leads. */
export function LeadPipeline({ convertedCount, inPipelineCount, recentLeads }: LeadPipelineProps) {
  return (
    <DashboardSection title="Lead Pipeline" viewAllTo="/leads">
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <PipelineCount label="Converted" count={convertedCount} color="green.700" />
          <PipelineCount label="In Pipeline" count={inPipelineCount} color="yellow.700" />
        </SimpleGrid>
        {!recentLeads || recentLeads.length === 0 ? (
          <Text color="fg.muted">No leads yet.</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label="Recent leads">
            {recentLeads.map((lead) => (
              <Flex as="li" key={lead.id} justify="space-between" align="center" gap="3">
                <Box minWidth="0">
                  <Text fontWeight="medium" truncate>
                    {lead.customer_name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatRupees(lead.loan_amount)}
                  </Text>
                </Box>
                <LeadStatusBadge status={lead.status} />
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    </DashboardSection>
  );
}
