import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link } from 'shared-ui';
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
  const navigate = useNavigate();
  const columns: ResponsiveListColumn<NameListItem>[] = [
    {
      key: 'name',
      header: column,
      cell: (item) => item.name,
      emphasis: true,
      card: 'title',
      cardCell: (item) => (
        <Link asChild colorPalette="brand">
          <RouterLink to={item.to}>{item.name}</RouterLink>
        </Link>
      ),
    },
  ];
  return <ResponsiveList label={column} rows={items} rowKey={(item) => item.id} columns={columns} onOpen={(item) => void navigate(item.to)} />;
}
