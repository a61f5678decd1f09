import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';

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
  const columns: ResponsiveListColumn<NameListItem>[] = [
    {
      key: 'name',
      header: column,
      cell: (item) => item.name,
      emphasis: true,
      card: 'title',
    },
  ];
  return <ResponsiveList label={column} rows={items} rowKey={(item) => item.id} columns={columns} rowLink={(item) => ({ to: item.to })} />;
}
