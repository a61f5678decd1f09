import type { LeadStatus } from 'shared-contracts';

/**
 * The lead pipeline's state machine (docs/back-office-api.md):
 *   processing -> approved    approval: the referrer is credited the payout (a new payout cycle)
 *   processing -> rejected
 *   approved   -> rejected    reversal: the payout of the current cycle is debited
 *   rejected   -> processing  reopen
 */
export const TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  processing: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['processing'],
};

export const allowedTransitions = (status: LeadStatus): LeadStatus[] => [...(TRANSITIONS[status] ?? [])];

/** Why a move is not allowed (400 on `status`); null when it is. A move to the same status is a 409, not this. */
export function disallowedMoveMessage(from: LeadStatus, to: LeadStatus): string | null {
  if (from === to || TRANSITIONS[from]?.includes(to)) return null;
  if (from === 'approved') return 'An approved lead can only be rejected (which reverses its payout).';
  if (from === 'rejected') return 'A rejected lead must be reopened (moved to processing) before it can be approved.';
  return `A ${from} lead cannot be moved to ${to}.`;
}

/** 409 detail when the lead already has the requested status. */
export const alreadyMessage = (status: LeadStatus) => `This lead is already ${status}.`;

const STATUS_WORD: Readonly<Record<LeadStatus, string>> = { processing: 'Processing', approved: 'Approved', rejected: 'Rejected' };

/** 409 detail when the lead has moved since the reviewer saw it (`seen`): nothing was changed. */
export const movedSinceMessage = (seen: LeadStatus, now: LeadStatus) =>
  `This lead was ${STATUS_WORD[seen]} when you opened it and is ${STATUS_WORD[now]} now: nothing was changed. Check it again before deciding.`;
