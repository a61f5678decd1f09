import type { LeadDocumentState } from 'shared-contracts';

/**
 * How a lead document's state badge looks (docs/lead-documents.md, "States"). The spec styles
 * Submitted as success and anything else as secondary; Verified and Rejected have their own: blue
 * (done, by the reviewer) and red (needs the connector). All subtle: dark text on a light tint keeps
 * small text at WCAG AA contrast, which white on Chakra's solid palettes does not reach.
 */
export const LEAD_DOCUMENT_STATE_STYLES: Record<LeadDocumentState, { colorPalette: 'gray' | 'green' | 'blue' | 'red'; variant: 'subtle' }> = {
  Pending: { colorPalette: 'gray', variant: 'subtle' },
  Submitted: { colorPalette: 'green', variant: 'subtle' },
  Verified: { colorPalette: 'blue', variant: 'subtle' },
  Rejected: { colorPalette: 'red', variant: 'subtle' },
};

/** A checklist value from the server as a known state (an unknown one shows as Pending's style). */
export function leadDocumentStateStyle(state: string | undefined) {
  return LEAD_DOCUMENT_STATE_STYLES[(state ?? 'Pending') as LeadDocumentState] ?? LEAD_DOCUMENT_STATE_STYLES.Pending;
}
