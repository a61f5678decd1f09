import { Badge } from 'shared-ui';
import { leadDocumentStateStyle } from '../model/documentStates';

/** A checklist document's state (Pending gray, Submitted green, Verified blue, Rejected red; model/documentStates.ts). */
export function DocumentStateBadge({ state }: { state: string }) {
  const style = leadDocumentStateStyle(state);
  return (
    <Badge {...style} data-palette={style.colorPalette} flexShrink={0}>
      {state}
    </Badge>
  );
}
