import { Badge } from 'shared-ui';
import { useT } from '../i18n';
import { leadDocumentStateStyle, LEAD_DOCUMENT_STATE_STYLES } from '../model/documentStates';

const KNOWN_STATES = new Set(Object.keys(LEAD_DOCUMENT_STATE_STYLES));

/**
 * A checklist document's state (Pending gray, Submitted green, Verified blue, Rejected red;
 * model/documentStates.ts), in the page's language; a state the portal does not know is shown as sent.
 */
export function DocumentStateBadge({ state }: { state: string }) {
  const t = useT();
  const style = leadDocumentStateStyle(state);
  return (
    <Badge {...style} data-palette={style.colorPalette} flexShrink={0}>
      {KNOWN_STATES.has(state) ? t(`state.${state}` as 'state.Pending') : state}
    </Badge>
  );
}
