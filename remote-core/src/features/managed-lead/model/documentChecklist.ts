/** The back office's document checklist: a state per document, and what "Save documents" sends. */
import type { DocumentState } from 'shared-contracts';
import { formErrors, getErrorMessage } from 'shared-ui';

export const DOCUMENT_STATE_OPTIONS: readonly DocumentState[] = ['Pending', 'Submitted', 'Verified'];

export function isDocumentState(value: string): value is DocumentState {
  return (DOCUMENT_STATE_OPTIONS as readonly string[]).includes(value);
}

/** The choices of one document: the three states, and its current state first when it is another one. */
export function documentStateChoices(current: string): string[] {
  return isDocumentState(current) || current === '' ? [...DOCUMENT_STATE_OPTIONS] : [current, ...DOCUMENT_STATE_OPTIONS];
}

/** The documents whose state the form changed, as PATCH /leads/manage/leads/{id}/documents/ takes them. */
export function changedDocuments(original: Record<string, string>, draft: Record<string, string>): Record<string, DocumentState> {
  const changed: Record<string, DocumentState> = {};
  for (const [document, state] of Object.entries(draft)) {
    if (state !== original[document] && isDocumentState(state)) changed[document] = state;
  }
  return changed;
}

/** "2 of 5 verified" */
export function verifiedSummary(checklist: Record<string, string>): string {
  const states = Object.values(checklist);
  return `${states.filter((state) => state === 'Verified').length} of ${states.length} verified`;
}

/** Badge colour of a state: Verified green, Submitted blue, anything else gray. */
export function documentStatePalette(state: string): 'green' | 'blue' | 'gray' {
  if (state === 'Verified') return 'green';
  if (state === 'Submitted') return 'blue';
  return 'gray';
}

export const DOCUMENTS_SAVE_ERROR = 'The documents could not be saved.';

/** A failed save as one message (the server's message about `documents`, its detail, or the fallback). */
export function documentsSaveError(error: unknown): string {
  const { fields, other } = formErrors(error, ['documents']);
  return fields.documents ?? other ?? getErrorMessage(error, DOCUMENTS_SAVE_ERROR);
}
