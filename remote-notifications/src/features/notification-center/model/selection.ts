/**
 * Which notifications of the current page are ticked (for Mark Selected). Selection never outlives
 * the page: changing page, tab or filters clears it, and ids no longer listed (marked read and gone
 * from the Unread tab) drop out.
 */
export type SelectAllState = 'none' | 'some' | 'all';

export function toggleSelected(selected: readonly number[], id: number, checked: boolean): number[] {
  if (checked) return selected.includes(id) ? [...selected] : [...selected, id];
  return selected.filter((chosen) => chosen !== id);
}

/** The ticked ids that are still on the page, in the page's order. */
export function selectedOnPage(selected: readonly number[], pageIds: readonly number[]): number[] {
  return pageIds.filter((id) => selected.includes(id));
}

/** The select-all checkbox: ticked when every listed one is, mixed when some are. */
export function selectAllState(selected: readonly number[], pageIds: readonly number[]): SelectAllState {
  const count = selectedOnPage(selected, pageIds).length;
  if (count === 0 || pageIds.length === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}
