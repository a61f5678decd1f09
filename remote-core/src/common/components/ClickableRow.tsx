import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Table } from 'shared-ui/widgets';

/**
 * A table row that opens `to` when clicked, or with Enter while focused. Clicks on a link or
 * button inside the row are left to that control. `state` goes with the navigation (location.state),
 * e.g. the list's query string for the detail page's back link.
 */
export function ClickableRow({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as Element).closest('a, button, input, label, select')) return;
    void navigate(to, { state });
  };
  const openWithKey = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) void navigate(to, { state });
  };
  return (
    <Table.Row
      tabIndex={0}
      cursor="pointer"
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      onClick={open}
      onKeyDown={openWithKey}
    >
      {children}
    </Table.Row>
  );
}
