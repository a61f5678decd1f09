import { Badge, Card, LeadStatusBadge, Text } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ClickableRow } from '../../../common/components/ClickableRow';
import { managedLeadPath, type LeadListState, type ManagedLeadRow } from '../model/managedLeadRows';

const COLUMNS: readonly { header: string; end?: boolean }[] = [
  { header: 'ID' },
  { header: 'Customer' },
  { header: 'Bank' },
  { header: 'Loan Type' },
  { header: 'Loan Amount', end: true },
  { header: 'Status' },
  { header: 'Referred By' },
  { header: 'Documents' },
  { header: 'Payout', end: true },
  { header: 'Created' },
];

/** The leads on wide screens; a row opens the lead (with the list's filters for the way back). */
export function ManagedLeadsTable({ rows, listState }: { rows: ManagedLeadRow[]; listState: LeadListState }) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Leads" interactive size="sm">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader scope="col" key={column.header} textAlign={column.end ? 'end' : undefined} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <ClickableRow key={row.id} to={managedLeadPath(row.id)} state={listState}>
                <Table.Cell color="fg.muted">#{row.id}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{row.customerName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.mobile}
                  </Text>
                </Table.Cell>
                <Table.Cell>{row.bank}</Table.Cell>
                <Table.Cell>{row.loanType}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.amount}
                </Table.Cell>
                <Table.Cell>
                  <LeadStatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>
                  <Text>{row.referrerName}</Text>
                  {row.referrerId ? (
                    <Text fontSize="xs" color="fg.muted">
                      {row.referrerId}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={row.allVerified ? 'green' : 'gray'} variant="subtle" aria-label={`${row.documents} documents verified`}>
                    {row.documents}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.payout}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.created}</Table.Cell>
              </ClickableRow>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
