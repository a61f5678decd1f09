import { useId } from 'react';
import type { LeadListItem } from 'shared-contracts';
import { Box, Flex, LeadStatusBadge, SimpleGrid, Stack, Text, formatRupees, ErrorState } from 'shared-ui';
import { useT } from '../i18n';
import { DashboardSection } from './DashboardSection';

export interface LeadPipelineProps {
  convertedCount: number;
  inPipelineCount: number;
  /** The most recent leads (already cut to the dashboard's limit). */
  recentLeads: LeadListItem[] | undefined;
  /** The leads could not be read: the section shows why (and Retry) instead of counts and leads. */
  failure?: { error: unknown; onRetry: () => void; retrying: boolean };
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

/**
 * "Lead Pipeline": converted and in-pipeline counts plus the latest leads. Leads it could not read
 * are never shown as zero counts and "No leads yet." (issue 23): the failure is shown instead.
 */
export function LeadPipeline({ convertedCount, inPipelineCount, recentLeads, failure }: LeadPipelineProps) {
  const t = useT();
  if (failure) {
    return (
      <DashboardSection title={t('pipeline.title')} viewAllTo="/leads">
        <ErrorState error={failure.error} fallback={t('pipeline.fetchError')} onRetry={failure.onRetry} retrying={failure.retrying} />
      </DashboardSection>
    );
  }
  return (
    <DashboardSection title={t('pipeline.title')} viewAllTo="/leads">
      <Stack gap="4">
        <SimpleGrid columns={2} gap="3">
          <PipelineCount label={t('pipeline.converted')} count={convertedCount} color="green.700" />
          <PipelineCount label={t('pipeline.inPipeline')} count={inPipelineCount} color="yellow.700" />
        </SimpleGrid>
        {!recentLeads || recentLeads.length === 0 ? (
          <Text color="fg.muted">{t('pipeline.none')}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" aria-label={t('pipeline.recentLeads')}>
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
