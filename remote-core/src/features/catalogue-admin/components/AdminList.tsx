import type { ReactNode } from 'react';
import { ResponsiveList, type ResponsiveListColumn } from 'shared-ui/widgets';
import { useT } from '../i18n';

interface AdminListProps<T> {
  label: string;
  columns: readonly ResponsiveListColumn<T>[];
  items: readonly T[];
  itemKey: (item: T) => number;
  /** The item's buttons (Edit, Activate): the table's last column "Actions", a card's foot. */
  actions: (item: T) => ReactNode;
}

/** A catalogue list with its edit buttons: a table on wide screens, cards below 1024px. */
export function AdminList<T>({ label, columns, items, itemKey, actions }: AdminListProps<T>) {
  const t = useT();
  const withActions: ResponsiveListColumn<T>[] = [...columns, { key: 'actions', header: t('list.actions'), cell: actions, card: 'actions', align: 'end', text: 'nowrap' }];
  return <ResponsiveList label={label} rows={items} rowKey={itemKey} columns={withActions} size="sm" />;
}
