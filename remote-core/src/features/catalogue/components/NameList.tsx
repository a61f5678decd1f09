import { Card, SimpleGrid, Text, useIsMobile } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import { ClickableRow } from '../../../common/components/ClickableRow';
import { LinkCard } from '../../../common/components/LinkCard';

export interface NameListItem {
  id: number;
  name: string;
  /** The detail page the item opens. */
  to: string;
}

interface NameListProps {
  /** The column's header ("Bank Name", "Loan Type"), also the table's name. */
  column: string;
  items: NameListItem[];
}

/** A list of names that open their detail page: a table on wide screens, cards below 1024px. */
export function NameList({ column, items }: NameListProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="3" listStyleType="none" aria-label={column}>
        {items.map((item) => (
          <li key={item.id}>
            <LinkCard to={item.to} label={item.name}>
              <Text fontWeight="semibold">{item.name}</Text>
            </LinkCard>
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label={column} interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{column}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <ClickableRow key={item.id} to={item.to}>
                <Table.Cell fontWeight="medium">{item.name}</Table.Cell>
              </ClickableRow>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
