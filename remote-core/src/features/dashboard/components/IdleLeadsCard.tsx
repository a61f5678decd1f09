import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardIdleLeads } from 'shared-contracts';
import { Card, EmptyState, Flex, Heading, Link, Text, formatDate } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { idleLeadsLink, managedLeadLink } from '../model/dashboardLinks';
import { idleFor } from '../model/staffFigures';

interface IdleRow {
  id: number;
  customer: string;
  connector: string;
  idle: string;
  lastChange: string;
}

const COLUMNS: readonly ResponsiveListColumn<IdleRow>[] = [
  { key: 'customer', header: 'Customer', cell: (row) => row.customer, card: 'title', emphasis: true },
  { key: 'connector', header: 'Connector', cell: (row) => row.connector, card: 'subtitle' },
  { key: 'idle', header: 'Idle', cell: (row) => row.idle, text: 'nowrap', card: 'badge' },
  { key: 'last', header: 'Last change', cell: (row) => row.lastChange, text: 'nowrap' },
];

/**
 * The processing leads nobody has touched for the idle span: how many, the longest idle (at most 5),
 * each opening its managed lead page, and the whole filtered list in Lead Management.
 */
export function IdleLeadsCard({ idle, generatedAt }: { idle: DashboardIdleLeads; generatedAt: string }) {
  const titleId = useId();
  const rows = useMemo(
    () =>
      idle.oldest.map((lead) => ({
        id: lead.id,
        customer: lead.customer_name,
        connector: lead.connector_name ? `${lead.connector_name} (${lead.connector_employee_id ?? 'N/A'})` : 'N/A',
        idle: idleFor(lead.last_change_at, generatedAt),
        lastChange: formatDate(lead.last_change_at),
      })),
    [idle.oldest, generatedAt],
  );
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" id={titleId} size="md">
            Idle leads
          </Heading>
          {idle.count > 0 ? (
            <Link asChild fontSize="sm" fontWeight="medium" colorPalette="brand">
              <RouterLink to={idleLeadsLink(idle.idle_days)}>{`All ${idle.count} idle ${idle.count === 1 ? 'lead' : 'leads'}`}</RouterLink>
            </Link>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Processing with no status, document or branch change for {idle.idle_days} days or more; the longest idle first.
        </Text>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <EmptyState>No idle leads.</EmptyState>
        ) : (
          <ResponsiveList label="Idle leads" rows={rows} rowKey={(row) => row.id} columns={COLUMNS} rowLink={(row) => ({ to: managedLeadLink(row.id) })} size="sm" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
