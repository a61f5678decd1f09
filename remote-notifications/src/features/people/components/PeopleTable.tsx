import { Card, Text } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import { NOT_SET, type PersonRow } from '../model/peopleList';
import { ActivationButton } from './ActivationButton';

const COLUMNS = ['Employee ID', 'Name', 'Role', 'Territory', 'Managers', 'Mobile', 'E-mail', 'KYC', 'Active', 'Actions'];

interface PeopleTableProps {
  rows: PersonRow[];
  /** Whether the signed-in user may (de)activate this person. */
  canChange: (row: PersonRow) => boolean;
  onActivation: (row: PersonRow) => void;
}

/** The employees on wide screens. */
export function PeopleTable({ rows, canChange, onActivation }: PeopleTableProps) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Employees" size="sm">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader scope="col" key={column} whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell whiteSpace="nowrap" fontWeight="medium">
                  {row.employeeId}
                </Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell>{row.role}</Table.Cell>
                <Table.Cell>{row.territory}</Table.Cell>
                <Table.Cell minW="40">{row.managers}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.mobile}</Table.Cell>
                <Table.Cell wordBreak="break-all">{row.email}</Table.Cell>
                <Table.Cell>{row.kyc ? <KycStateBadge state={row.kyc} /> : <Text color="fg.muted">{NOT_SET}</Text>}</Table.Cell>
                <Table.Cell>
                  <ActiveBadge active={row.active} />
                </Table.Cell>
                <Table.Cell>{canChange(row) ? <ActivationButton row={row} onClick={onActivation} /> : null}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
