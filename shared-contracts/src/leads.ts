import { Type, type Static } from '@sinclair/typebox';
import { MobileNumber, Nullable, NumericIdText, StringEnum } from './common';

export const PersonRef = Type.Object({ user_name: Type.String(), employee_id: Type.String() });
export type PersonRef = Static<typeof PersonRef>;

export const LEAD_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** GET /leads/leads/my-leads/ item. `loan` is the bank loan's id; `loan_type_name` its loan type (null when unknown). */
export const LeadListItem = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  customer_mobile: Type.String(),
  loan: Type.Integer(),
  loan_type_name: Nullable(Type.String()),
  loan_amount: Type.Number(),
  status: Type.String(),
  referred_by: Nullable(PersonRef),
  created_by: Nullable(PersonRef),
  created_at: Type.String(),
});
export type LeadListItem = Static<typeof LeadListItem>;
export const LeadList = Type.Array(LeadListItem);
export type LeadList = Static<typeof LeadList>;

export const TransactionType = Type.Union([Type.Literal('credit'), Type.Literal('debit')]);
export type TransactionType = Static<typeof TransactionType>;

/**
 * What a ledger entry is (docs/payout-taxes.md): commission (an approval's payout or its reversal), or
 * the TDS or GST computed on a commission entry.
 */
export const ENTRY_KINDS = ['commission', 'tds', 'gst'] as const;
export const EntryKind = StringEnum(ENTRY_KINDS);
export type EntryKind = Static<typeof EntryKind>;

export const Transaction = Type.Object({
  id: Type.Integer(),
  transaction_type: TransactionType,
  entry_kind: EntryKind,
  /** The payout run that paid it: its bank reference and when; null while pending. */
  payout: Nullable(Type.Object({ reference: Type.String(), paid_at: Type.String() })),
  amount: Type.Number(),
  description: Type.String(),
  created_at: Type.String(),
  is_processed: Type.Boolean(),
  lead_details: Nullable(Type.Object({ customer_name: Type.String(), loan_amount: Type.Number() })),
  loan_details: Nullable(
    Type.Object({
      bank_name: Type.String(),
      loan_type: Type.String(),
      connectors_payout: Type.Number(),
      cp_payout: Type.Number(),
    }),
  ),
});
export type Transaction = Static<typeof Transaction>;

/** GET /leads/transactions/ : transactions newest first. */
export const BonusResponse = Type.Object({ bonus_amount: Type.Number(), transactions: Type.Array(Transaction) });
export type BonusResponse = Static<typeof BonusResponse>;

/** A document of a lead's checklist is in one of these states. */
export const DOCUMENT_STATES = ['Pending', 'Submitted', 'Verified'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const LEAD_TIMELINE_EVENTS = ['created', 'status', 'document', 'branch'] as const;
export type LeadTimelineEvent = (typeof LEAD_TIMELINE_EVENTS)[number];

/** One checklist document a save moved to another state. */
export const TimelineDocumentChange = Type.Object({ document: Type.String(), document_state: Type.String() });
export type TimelineDocumentChange = Static<typeof TimelineDocumentChange>;

/**
 * A `branch` event's move: the bank branch names before and after, as they were named then (null:
 * no branch, shown as N/A).
 */
export const TimelineBranchChange = Type.Object({ from: Nullable(Type.String()), to: Nullable(Type.String()) });
export type TimelineBranchChange = Static<typeof TimelineBranchChange>;

/**
 * One event of a lead's timeline: its creation (`from_status` null), a change of status (with the
 * remark), one save of checklist documents, or the back office moving the lead to another bank
 * branch (`bank_branch_change`, with the remark if one was given). `to_status` is the lead's status
 * after it. A document event lists every document of that save in `documents` (in the order they
 * were written); `document` and `document_state` repeat the first of them for clients that read only
 * one. Other events have `documents` empty and `document`, `document_state` null;
 * `bank_branch_change` is null except on a branch event.
 */
export const LeadStatusChange = Type.Object({
  event: StringEnum(LEAD_TIMELINE_EVENTS),
  document: Nullable(Type.String()),
  document_state: Nullable(Type.String()),
  documents: Type.Array(TimelineDocumentChange),
  bank_branch_change: Nullable(TimelineBranchChange),
  from_status: Nullable(Type.String()),
  to_status: Type.String(),
  changed_by: Nullable(PersonRef),
  changed_at: Type.String(),
  remark: Nullable(Type.String()),
});
export type LeadStatusChange = Static<typeof LeadStatusChange>;

/** GET /leads/leads/{id}/ : the list fields plus the details and the status timeline (oldest first). */
export const LeadDetail = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  customer_mobile: Type.String(),
  customer_address: Type.String(),
  loan: Type.Integer(),
  loan_type: Nullable(Type.Object({ type: Type.String() })),
  loan_amount: Type.Number(),
  status: Type.String(),
  remarks: Nullable(Type.String()),
  documents_checklist: Type.Record(Type.String(), Type.String()),
  bank: Nullable(Type.String()),
  bank_branch: Nullable(Type.Object({ id: Type.Integer(), branch_name: Type.String(), state: Type.String() })),
  referred_by: Nullable(PersonRef),
  created_by: Nullable(PersonRef),
  created_at: Type.String(),
  status_history: Type.Array(LeadStatusChange),
});
export type LeadDetail = Static<typeof LeadDetail>;

/**
 * POST /leads/leads/ (spec section 3): `loan_type` is the bank loan's id, `branch` the referrer's
 * assigned territory id, `referred_by_employee_id` the referrer (the caller, unless the back office
 * creates for a connector). `bank_branch` (not in the spec's payload, optional) is the bank branch
 * the connector chose among the loan's bank's branches, or null for "no branch yet"; without it the
 * API assigns the branch by its rule (docs/leads.md, "Which bank branch a lead gets").
 */
export const LeadCreateRequest = Type.Object(
  {
    customer_name: Type.String({ minLength: 1, maxLength: 120 }),
    loan_type: Type.Integer({ minimum: 1 }),
    customer_mobile: MobileNumber,
    customer_address: Type.String({ minLength: 1, maxLength: 500 }),
    loan_amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }),
    referred_by_employee_id: Type.String({ minLength: 1, maxLength: 32 }),
    branch: Type.Integer({ minimum: 1 }),
    remarks: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    bank_branch: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false },
);
export type LeadCreateRequest = Static<typeof LeadCreateRequest>;

/**
 * Why a branch is offered for a lead, best first (docs/leads.md): the customer's PIN code is the
 * branch's, or in the same PIN district (the first three digits, nearest first); the branch's city is
 * named in the customer's address; the connector's cluster territory is named after the branch's city.
 */
export const BRANCH_EVIDENCE = ['pincode', 'pin_district', 'city', 'territory'] as const;
export type BranchEvidence = (typeof BRANCH_EVIDENCE)[number];

/** One branch a lead may go to, with what speaks for it (`evidence` and `reason` null: nothing does). */
export const BranchChoice = Type.Object({
  id: Type.Integer(),
  branch_name: Type.String(),
  state: Type.String(),
  cluster: Type.String(),
  pincode: Type.String(),
  evidence: Nullable(StringEnum(BRANCH_EVIDENCE)),
  /** "Same pincode", "Same PIN district", "In Pune", "Serves your territory" (or "Serves the connector's territory"). */
  reason: Nullable(Type.String()),
});
export type BranchChoice = Static<typeof BranchChoice>;

/**
 * GET /leads/leads/branch-choices/ and GET /leads/manage/leads/{id}/branch-choices/ : every branch of
 * the loan's bank, best first: those with evidence in the rule's order, then the others by city and
 * name. `suggested` is the branch the API assigns when none is named (the first, when it has
 * evidence), null when nothing speaks for any (the lead stays without a branch, N/A). `pincode` is
 * the PIN code read from the address, if any.
 */
export const BranchChoices = Type.Object({
  suggested: Nullable(Type.Integer()),
  pincode: Nullable(Type.String()),
  branches: Type.Array(BranchChoice),
});
export type BranchChoices = Static<typeof BranchChoices>;

/**
 * GET /leads/leads/branch-choices/?bank_loan=&address= : the branches for the Add Lead dialog.
 * `referred_by_employee_id` (admin and director only; others may name only themselves) ranks by that
 * connector's territory instead of the caller's.
 */
export const BranchChoicesQuery = Type.Object({
  bank_loan: NumericIdText({ description: 'The bank loan (the Add Lead dialog\'s Loan Type)' }),
  address: Type.Optional(Type.String({ maxLength: 500, description: "The customer's address as typed" })),
  referred_by_employee_id: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
});
export type BranchChoicesQuery = Static<typeof BranchChoicesQuery>;

/**
 * GET /leads/leads/open-by-mobile/?customer_mobile= : whether the customer already has an open
 * (processing) lead created in the last 90 days, anyone's; only the count and the latest date, so
 * no other connector's lead is revealed.
 */
export const OpenLeadsByMobile = Type.Object({ open_leads: Type.Integer(), latest_created_at: Nullable(Type.String()) });
export type OpenLeadsByMobile = Static<typeof OpenLeadsByMobile>;
export const OpenLeadsByMobileQuery = Type.Object({ customer_mobile: MobileNumber });
