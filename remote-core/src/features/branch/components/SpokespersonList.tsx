import type { Spokesperson } from 'shared-contracts';
import { Link, Stack } from 'shared-ui';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { SpokespersonStatusBadge } from './SpokespersonStatusBadge';

function ContactInfo({ person }: { person: Spokesperson }) {
  return (
    <Stack gap="0" fontSize="sm" minW="0">
      {/* An e-mail may break anywhere rather than push the table wider than the screen. */}
      <Link href={`mailto:${person.email}`} colorPalette="brand" overflowWrap="anywhere">
        {person.email}
      </Link>
      <Link href={`tel:${person.contact}`} colorPalette="brand">
        {person.contact}
      </Link>
    </Stack>
  );
}

const SPOKESPERSON_COLUMNS: readonly ResponsiveListColumn<Spokesperson>[] = [
  { key: 'employeeId', header: 'Employee ID', cell: (person) => person.emp_id, text: 'nowrap', card: 'subtitle' },
  { key: 'name', header: 'Name', cell: (person) => person.name, emphasis: true, card: 'title' },
  { key: 'contact', header: 'Contact Info', cell: (person) => <ContactInfo person={person} />, card: 'line' },
  { key: 'role', header: 'Role', cell: (person) => person.role, card: 'subtitle' },
  { key: 'status', header: 'Status', cell: (person) => <SpokespersonStatusBadge status={person.status} />, card: 'badge' },
];

/** The branch's spokespersons: a table on wide screens, cards below 1024px. */
export function SpokespersonList({ people }: { people: Spokesperson[] }) {
  return <ResponsiveList label="Spokespersons" rows={people} rowKey={(person) => person.id} columns={SPOKESPERSON_COLUMNS} />;
}
