import type { ReactNode } from 'react';
import { Card } from 'shared-ui';
import { Table } from 'shared-ui/widgets';

export interface AdminColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  end?: boolean;
  /** Long text (addresses, documents): wraps in a wider cell. */
  wide?: boolean;
}

interface AdminTableProps<T> {
  label: string;
  columns: readonly AdminColumn<T>[];
  items: readonly T[];
  itemKey: (item: T) => number;
  /** The row's buttons (Edit, Activate), in the last column "Actions". */
  actions: (item: T) => ReactNode;
}

/** A catalogue list with its edit buttons; scrolls sideways on narrow screens. */
export function AdminTable<T>({ label, columns, items, itemKey, actions }: AdminTableProps<T>) {
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label={label} size="sm">
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader scope="col" key={column.header} textAlign={column.end ? 'end' : undefined} whiteSpace="nowrap">
                  {column.header}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={itemKey(item)}>
                {columns.map((column) => (
                  <Table.Cell key={column.header} textAlign={column.end ? 'end' : undefined} minW={column.wide ? '56' : undefined} whiteSpace={column.wide ? 'normal' : undefined}>
                    {column.cell(item)}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {actions(item)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
