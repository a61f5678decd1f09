import { useId, useMemo } from 'react';
import { Card, EmptyState, Heading, Text } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT, type DashboardT } from '../i18n';
import { conversionRate } from '../model/staffFigures';

export interface ConversionEntry {
  id: number;
  name: string;
  leads: number;
  approved: number;
  /** Lead Management filtered to this entry's leads of the twelve months. */
  link: string;
}

interface ConversionRow extends ConversionEntry {
  rate: string;
}

function columnsFor(nameHeader: string, t: DashboardT): readonly ResponsiveListColumn<ConversionRow>[] {
  return [
    { key: 'name', header: nameHeader, cell: (row) => row.name, card: 'title', emphasis: true },
    { key: 'leads', header: t('conversion.leads'), cell: (row) => row.leads, align: 'end', text: 'nowrap' },
    { key: 'approved', header: t('conversion.approved'), cell: (row) => row.approved, align: 'end', text: 'nowrap' },
    { key: 'rate', header: t('conversion.rate'), cell: (row) => row.rate, align: 'end', text: 'nowrap', card: 'badge' },
  ];
}

/** Leads of the last 12 months and how many were approved, by bank or by territory; each row opens those leads. */
export function ConversionCard({ title, nameHeader, entries, note }: { title: string; nameHeader: string; entries: readonly ConversionEntry[]; note: string }) {
  const t = useT();
  const titleId = useId();
  const rows = useMemo(() => entries.map((entry) => ({ ...entry, rate: conversionRate(entry.approved, entry.leads) })), [entries]);
  const columns = columnsFor(nameHeader, t);
  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      </Card.Header>
      <Card.Body>
        {rows.length === 0 ? (
          <EmptyState>{t('conversion.none')}</EmptyState>
        ) : (
          <ResponsiveList label={title} rows={rows} rowKey={(row) => row.id} columns={columns} rowLink={(row) => ({ to: row.link })} size="sm" />
        )}
      </Card.Body>
    </Card.Root>
  );
}
