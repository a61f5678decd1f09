import { Card } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import type { TeamRow } from '../model/teamRows';
import { ViewLeadsLink } from './ViewLeadsLink';

const COLUMNS: { header: string; numeric?: boolean }[] = [
  { header: 'Employee ID' },
  { header: 'Name' },
  { header: 'KYC' },
  { header: 'Processing', numeric: true },
  { header: 'Approved', numeric: true },
  { header: 'Rejected', numeric: true },
  { header: 'Total', numeric: true },
  { header: "This Month's Payouts", numeric: true },
  { header: 'Active' },
  { header: 'Leads' },
];

/** The connectors on wide screens, with their lead counts. */
export function TeamTable({ rows }: { rows: TeamRow[] }) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Connectors" size="sm">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader scope="col" key={column.header} textAlign={column.numeric ? 'end' : undefined} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {row.employeeId}
                </Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>
                  <KycStateBadge state={row.kyc} />
                </Table.Cell>
                <Table.Cell textAlign="end">{row.processing}</Table.Cell>
                <Table.Cell textAlign="end">{row.approved}</Table.Cell>
                <Table.Cell textAlign="end">{row.rejected}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="medium">
                  {row.total}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {row.monthPayouts}
                </Table.Cell>
                <Table.Cell>
                  <ActiveBadge active={row.active} />
                </Table.Cell>
                <Table.Cell>
                  <ViewLeadsLink row={row} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
