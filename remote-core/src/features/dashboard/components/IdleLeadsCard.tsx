import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardIdleLeads } from 'shared-contracts';
import { Card, EmptyState, Flex, Heading, Link, Text, formatDate } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { idleLeadsLink, managedLeadLink } from '../model/dashboardLinks';
import { useT, type DashboardT } from '../i18n';
import { idleFor } from '../model/staffFigures';

interface IdleRow {
  id: number;
  customer: string;
  connector: string;
  idle: string;
  lastChange: string;
}

function idleColumns(t: DashboardT): readonly ResponsiveListColumn<IdleRow>[] {
  return [
    { key: 'customer', header: t('idle.customer'), cell: (row) => row.customer, card: 'title', emphasis: true },
    { key: 'connector', header: t('idle.connector'), cell: (row) => row.connector, card: 'subtitle' },
    { key: 'idle', header: t('idle.idle'), cell: (row) => row.idle, text: 'nowrap', card: 'badge' },
    { key: 'last', header: t('idle.lastChange'), cell: (row) => row.lastChange, text: 'nowrap' },
  ];
}

/**
 * The processing leads nobody has touched for the idle span: how many, the longest idle (at most 5),
 * each opening its managed lead page, and the whole filtered list in Lead Management.
 */
export function IdleLeadsCard({ idle, generatedAt }: { idle: DashboardIdleLeads; generatedAt: string }) {
  const t = useT();
  const titleId = useId();
  // At most five rows, made at each render: they hold the page's words (N/A, "idle 3 days").
  const rows = idle.oldest.map((lead) => ({
    id: lead.id,
    customer: lead.customer_name,
    connector: lead.connector_name ? `${lead.connector_name} (${lead.connector_employee_id ?? t('idle.notAvailable')})` : t('idle.notAvailable'),
    idle: idleFor(lead.last_change_at, generatedAt, t),
    lastChange: formatDate(lead.last_change_at),
  }));
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" id={titleId} size="md">
            {t('idle.title')}
          </Heading>
          {idle.count > 0 ? (
            <Link asChild fontSize="sm" fontWeight="medium" colorPalette="brand">
              <RouterLink to={idleLeadsLink(idle.idle_days)}>{t('idle.all', { count: idle.count })}</RouterLink>
            </Link>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('idle.text', { days: idle.idle_days })}
        </Text>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <EmptyState>{t('idle.none')}</EmptyState>
        ) : (
          <ResponsiveList label={t('idle.title')} rows={rows} rowKey={(row) => row.id} columns={idleColumns(t)} rowLink={(row) => ({ to: managedLeadLink(row.id) })} size="sm" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
