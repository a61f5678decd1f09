import type { Spokesperson } from 'shared-contracts';
import { Card, Flex, HStack, Heading, Link, SimpleGrid, Stack, Text, useIsMobile } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { SpokespersonStatusBadge } from './SpokespersonStatusBadge';

function ContactInfo({ person }: { person: Spokesperson }) {
  return (
    <Stack gap="0" fontSize="sm" minW="0">
      <Link href={`mailto:${person.email}`} colorPalette="brand" wordBreak="break-all">
        {person.email}
      </Link>
      <Link href={`tel:${person.contact}`} colorPalette="brand">
        {person.contact}
      </Link>
    </Stack>
  );
}

/** The branch's spokespersons: a table on wide screens, cards below 1024px. */
export function SpokespersonList({ people }: { people: Spokesperson[] }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Spokespersons">
        {people.map((person) => (
          <li key={person.id}>
            <Card.Root size="sm" height="full">
              <Card.Body gap="2">
                <Flex justify="space-between" align="flex-start" gap="2">
                  <Heading as="h3" size="sm">
                    {person.name}
                  </Heading>
                  <SpokespersonStatusBadge status={person.status} />
                </Flex>
                <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
                  <Text>{person.emp_id}</Text>
                  <Text aria-hidden="true">·</Text>
                  <Text>{person.role}</Text>
                </HStack>
                <ContactInfo person={person} />
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label="Spokespersons">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Employee ID</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Contact Info</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Role</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {people.map((person) => (
              <Table.Row key={person.id}>
                <Table.Cell whiteSpace="nowrap">{person.emp_id}</Table.Cell>
                <Table.Cell fontWeight="medium">{person.name}</Table.Cell>
                <Table.Cell>
                  <ContactInfo person={person} />
                </Table.Cell>
                <Table.Cell>{person.role}</Table.Cell>
                <Table.Cell>
                  <SpokespersonStatusBadge status={person.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
