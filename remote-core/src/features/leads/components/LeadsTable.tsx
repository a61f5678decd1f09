import { Card, LeadStatusBadge } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ClickableRow } from '../../../common/components/ClickableRow';
import { LEAD_COLUMNS, type LeadRow } from '../model/leadRows';
import { ReferrerTooltip } from './ReferrerTooltip';

/** The leads on wide screens; a row opens /lead/{id}. The columns are the CSV's (LEAD_COLUMNS). */
export function LeadsTable({ rows }: { rows: LeadRow[] }) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="My leads" interactive>
          <Table.Header>
            <Table.Row>
              {LEAD_COLUMNS.map((column) => (
                <Table.ColumnHeader scope="col" key={column.header} textAlign={column.header === 'Amount' ? 'end' : undefined}>
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <ClickableRow key={row.id} to={`/lead/${row.id}`}>
                <Table.Cell fontWeight="medium">{row.customerName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.mobile}</Table.Cell>
                <Table.Cell>{row.loanType}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.amount}
                </Table.Cell>
                <Table.Cell>
                  <LeadStatusBadge status={row.status} />
                </Table.Cell>
                <Table.Cell>
                  <ReferrerTooltip row={row} />
                </Table.Cell>
              </ClickableRow>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
