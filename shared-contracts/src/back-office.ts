import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { KycSubmission, Role, ROLES } from './auth';
import { EmailAddress, MobileNumber, Nullable, NumericIdText, PatternText, StringEnum } from './common';
import { DOCUMENT_STATES, EntryKind, LEAD_STATUSES, LeadDetail, PersonRef, TransactionType } from './leads';

/*
 * The back office (docs/back-office.md): KYC review, lead management, payouts, catalogue edits,
 * people and My Team. Every list pages on the server.
 */

// ---------------------------------------------------------------------------------------------
// Paging

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `?page=` (from 1) and `?page_size=` (1–100, default 20) of every back-office list. */
export const PageQuery = {
  page: Type.Optional(PatternText('^[0-9]{1,6}$', { description: 'Page number, from 1' })),
  page_size: Type.Optional(PatternText('^[0-9]{1,3}$', { description: `Items per page, 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` })),
};

/** A page of a list, DRF style: `next` / `previous` are the query strings of the neighbouring pages (or null). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no extra fields by default
export const Page = <T extends TSchema, E extends TProperties = {}>(item: T, extra: E = {} as E) =>
  Type.Object({
    count: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
    ...extra,
  });

/** `YYYY-MM-DD`, a calendar day in India (Asia/Kolkata). */
export const DateOnly = PatternText('^[0-9]{4}-[0-9]{2}-[0-9]{2}$', { description: 'YYYY-MM-DD (India time)' });
const QueryId = NumericIdText();

// ---------------------------------------------------------------------------------------------
// KYC review

/** GET /channel_partner/kyc/submissions/ : pending first (oldest first, a queue), then the rest newest first. */
export const KycSubmissionQuery = Type.Object({
  status: Type.Optional(StringEnum(['pending', 'approved', 'rejected'] as const)),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Employee id or name of the connector' })),
  ...PageQuery,
});
export type KycSubmissionQuery = Static<typeof KycSubmissionQuery>;

export const KycStatusCounts = Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() });
export type KycStatusCounts = Static<typeof KycStatusCounts>;

/** `counts` are over every submission (whatever the status filter), for the tabs. */
export const KycSubmissionPage = Page(KycSubmission, { counts: KycStatusCounts });
export type KycSubmissionPage = Static<typeof KycSubmissionPage>;

/**
 * The boxes a reviewer may draw over an Aadhaar side: at most this many, each at least `MIN_SIDE` of
 * the image's width and of its height (a box smaller than that covers no digit and is a slip).
 */
export const MASK_BOX_LIMITS = { maxBoxes: 8, minSide: 0.01 } as const;

/** A box as fractions (0–1) of the image as displayed, i.e. after its EXIF orientation is applied. */
export const MaskBox = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 1, description: 'Left edge, a fraction of the width' }),
  y: Type.Number({ minimum: 0, maximum: 1, description: 'Top edge, a fraction of the height' }),
  width: Type.Number({ minimum: 0, maximum: 1 }),
  height: Type.Number({ minimum: 0, maximum: 1 }),
});
export type MaskBox = Static<typeof MaskBox>;

/**
 * POST /channel_partner/kyc/submissions/:id/documents/:kind/mask/ : either `boxes` to burn into the
 * image, or `already_masked: true` to confirm the upload shows no more than the last four digits.
 */
export const KycMaskRequest = Type.Object({
  boxes: Type.Optional(Type.Array(MaskBox, { maxItems: MASK_BOX_LIMITS.maxBoxes })),
  already_masked: Type.Optional(Type.Boolean()),
});
export type KycMaskRequest = Static<typeof KycMaskRequest>;

// ---------------------------------------------------------------------------------------------
// Lead management

/** `?idle_days=` of the lead list: from one day to a year. */
export const MIN_IDLE_DAYS = 1;
export const MAX_IDLE_DAYS = 365;

export const LEAD_ORDERINGS = ['-created_at', 'created_at', '-loan_amount', 'loan_amount', '-updated_at'] as const;

/**
 * GET /leads/manage/leads/ (and its CSV export): admin and director every lead, an rm their team's.
 * `changed_from` / `changed_to`: the day (India time) the lead's current status was set, i.e. its last
 * status change, or its creation when it never moved (with `status=approved`: the month's approvals as
 * the dashboards count them).
 */
export const ManagedLeadQuery = Type.Object({
  status: Type.Optional(StringEnum(LEAD_STATUSES)),
  connector: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: 'Employee id of the referrer, e.g. CN1001' })),
  bank: Type.Optional(QueryId),
  loan_type: Type.Optional(NumericIdText({ description: 'Loan type id (GET /leads/loans/)' })),
  created_from: Type.Optional(DateOnly),
  created_to: Type.Optional(DateOnly),
  territory: Type.Optional(NumericIdText({ description: "Territory id: the lead's territory (the referrer's when the lead was created)" })),
  idle_days: Type.Optional(
    PatternText('^[0-9]{1,10}$', {
      description: `Processing leads with no timeline entry (status, document, branch) for at least this many days, ${MIN_IDLE_DAYS}–${MAX_IDLE_DAYS}`,
    }),
  ),
  changed_from: Type.Optional(DateOnly),
  changed_to: Type.Optional(DateOnly),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Customer name (contains) or mobile (starts with)' })),
  ordering: Type.Optional(StringEnum(LEAD_ORDERINGS)),
  ...PageQuery,
});
export type ManagedLeadQuery = Static<typeof ManagedLeadQuery>;

/** `documents`: how many checklist documents there are and how many are Verified. */
export const ManagedLead = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  customer_mobile: Type.String(),
  bank: Type.Object({ id: Type.Integer(), name: Type.String() }),
  loan_type: Type.Object({ id: Type.Integer(), type: Type.String() }),
  loan_amount: Type.Number(),
  status: StringEnum(LEAD_STATUSES),
  referred_by: Nullable(PersonRef),
  documents: Type.Object({ total: Type.Integer(), verified: Type.Integer() }),
  payout_amount: Type.Number(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type ManagedLead = Static<typeof ManagedLead>;

export const ManagedLeadPage = Page(ManagedLead);
export type ManagedLeadPage = Static<typeof ManagedLeadPage>;

/** One entry of a lead's payout ledger (credits of approvals, debits of reversals). */
export const LeadLedgerEntry = Type.Object({
  id: Type.Integer(),
  transaction_type: TransactionType,
  amount: Type.Number(),
  payout_cycle: Type.Integer(),
  is_processed: Type.Boolean(),
  payout_reference: Nullable(Type.String()),
  created_at: Type.String(),
});
export type LeadLedgerEntry = Static<typeof LeadLedgerEntry>;

/**
 * GET /leads/manage/leads/{id}/ : the lead detail plus what the back office needs. `allowed_transitions`
 * is empty for a reader who may not change the lead (an rm); `payout_amount` = loan amount ×
 * `connectors_payout` % (rounded to the paisa).
 */
export const ManagedLeadDetail = Type.Intersect([
  LeadDetail,
  Type.Object({
    bank_id: Type.Integer(),
    connectors_payout: Type.Number(),
    payout_amount: Type.Number(),
    ledger: Type.Array(LeadLedgerEntry),
    allowed_transitions: Type.Array(StringEnum(LEAD_STATUSES)),
    can_edit: Type.Boolean(),
  }),
]);
export type ManagedLeadDetail = Static<typeof ManagedLeadDetail>;

/**
 * POST /leads/manage/leads/{id}/status/ (admin, director). processing → approved | rejected;
 * approved → rejected (a reversal: the payout is debited); rejected → processing (reopen).
 * `from_status` is the status the reviewer saw: when the lead has moved since (someone else
 * approved it a moment before this reject, say), the answer is 409 LeadStatusConflict and nothing
 * changes, so no money moves on a stale view. 400 on `status` for any other move.
 */
export const LeadStatusChangeRequest = Type.Object(
  {
    from_status: StringEnum(LEAD_STATUSES),
    status: StringEnum(LEAD_STATUSES),
    remark: Type.String({ minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type LeadStatusChangeRequest = Static<typeof LeadStatusChangeRequest>;

/** 409 of a status change: the lead is no longer in `from_status`; `status` is the one it has now. */
export const LeadStatusConflict = Type.Object({ detail: Type.String(), status: StringEnum(LEAD_STATUSES) });
export type LeadStatusConflict = Static<typeof LeadStatusConflict>;

/**
 * POST /leads/manage/leads/{id}/branch/ (admin, director): moves the lead to another branch of its
 * bank (`bank_branch`), or leaves it without one (null). `from_bank_branch` is the branch id the
 * reviewer saw (null: none): when the lead has another branch by now, the answer is 409
 * LeadBranchConflict and nothing changes. `remark` (optional) is shown in the lead's timeline.
 */
export const LeadBranchChangeRequest = Type.Object(
  {
    from_bank_branch: Nullable(Type.Integer({ minimum: 1 })),
    bank_branch: Nullable(Type.Integer({ minimum: 1 })),
    remark: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type LeadBranchChangeRequest = Static<typeof LeadBranchChangeRequest>;

/** 409 of a branch change: the lead's branch is no longer `from_bank_branch`; `bank_branch` is the one it has now. */
export const LeadBranchConflict = Type.Object({
  detail: Type.String(),
  bank_branch: Nullable(Type.Object({ id: Type.Integer(), branch_name: Type.String(), state: Type.String() })),
});
export type LeadBranchConflict = Static<typeof LeadBranchConflict>;

/** PATCH /leads/manage/leads/{id}/documents/ (admin, director): new states of some checklist documents. */
export const LeadDocumentsRequest = Type.Object(
  {
    documents: Type.Record(Type.String({ minLength: 1, maxLength: 120 }), StringEnum(DOCUMENT_STATES), { minProperties: 1, maxProperties: 50 }),
  },
  { additionalProperties: false },
);
export type LeadDocumentsRequest = Static<typeof LeadDocumentsRequest>;

// ---------------------------------------------------------------------------------------------
// Payouts

export const ConnectorRef = Type.Object({ id: Type.Integer(), employee_id: Type.String(), username: Type.String() });
export type ConnectorRef = Static<typeof ConnectorRef>;

export const PayoutEntry = Type.Object({
  id: Type.Integer(),
  transaction_type: TransactionType,
  entry_kind: EntryKind,
  /** A TDS or GST entry: the commission entry it was computed on, with which it is paid (else null). */
  tax_source_id: Nullable(Type.Integer()),
  amount: Type.Number(),
  description: Type.String(),
  created_at: Type.String(),
  lead: Nullable(Type.Object({ id: Type.Integer(), customer_name: Type.String() })),
});
export type PayoutEntry = Static<typeof PayoutEntry>;

/**
 * One connector's entries; `net_total` = credits − debits, which is also `commission_total` − `tds_total`
 * + `gst_total` (commission net of reversals, TDS net of what was given back, GST net of reversals).
 */
export const ConnectorPayouts = Type.Object({
  connector: ConnectorRef,
  entries: Type.Array(PayoutEntry),
  credit_total: Type.Number(),
  debit_total: Type.Number(),
  net_total: Type.Number(),
  commission_total: Type.Number(),
  tds_total: Type.Number(),
  gst_total: Type.Number(),
  /** Why this connector's payouts are held (no verified bank account), or null. A run cannot include a held connector. */
  payout_hold: Nullable(Type.String()),
});
export type ConnectorPayouts = Static<typeof ConnectorPayouts>;

/** GET /leads/payouts/pending/ : unprocessed entries grouped by connector, paged by connector; totals over all. */
export const PendingPayoutsQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Employee id or name of the connector' })),
  ...PageQuery,
});
export type PendingPayoutsQuery = Static<typeof PendingPayoutsQuery>;
export const PendingPayoutsPage = Page(ConnectorPayouts, {
  totals: Type.Object({ connectors: Type.Integer(), entries: Type.Integer(), net_total: Type.Number() }),
});
export type PendingPayoutsPage = Static<typeof PendingPayoutsPage>;

/**
 * POST /leads/payouts/runs/ : marks the chosen unprocessed entries processed under one payment
 * reference. 400 on `transaction_ids` when one is unknown or already processed, or when the choice
 * leaves a connector with a negative total; 400 on `reference` when it was used before.
 */
export const PayoutRunRequest = Type.Object(
  {
    transaction_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 1000, uniqueItems: true }),
    /**
     * Every unprocessed entry of the chosen connectors as the reviewer's list showed them (the chosen
     * ones among them). When such a connector has an unprocessed entry that is not here (a reversal
     * after the list was loaded, say), the run is refused with 409 and nothing is paid.
     */
    shown_entry_ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { minItems: 1, maxItems: 5000, uniqueItems: true }),
    reference: Type.String({ minLength: 3, maxLength: 64, pattern: '^[A-Za-z0-9][A-Za-z0-9 ._/-]*$' }),
  },
  { additionalProperties: false },
);
export type PayoutRunRequest = Static<typeof PayoutRunRequest>;

export const PayoutRunSummary = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  created_at: Type.String(),
  created_by: Nullable(PersonRef),
  entry_count: Type.Integer(),
  connector_count: Type.Integer(),
  net_total: Type.Number(),
});
export type PayoutRunSummary = Static<typeof PayoutRunSummary>;

/** GET /leads/payouts/runs/?page= newest first; GET /leads/payouts/runs/{id}/ with its entries by connector. */
export const PayoutRunPage = Page(PayoutRunSummary);
export type PayoutRunPage = Static<typeof PayoutRunPage>;
export const PayoutRun = Type.Intersect([PayoutRunSummary, Type.Object({ connectors: Type.Array(ConnectorPayouts) })]);
export type PayoutRun = Static<typeof PayoutRun>;

// ---------------------------------------------------------------------------------------------
// Catalogue edits (admin, director). Answers are the catalogue shapes of ./catalogue.

const Name = (max: number) => Type.String({ minLength: 2, maxLength: max });
// At most 2 decimal places, checked by the API (400 on the field): ajv's `multipleOf: 0.01` refuses
// valid values such as 0.29 or 1.15 (binary floating point).
const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'Percent of the loan amount, at most 2 decimal places' });
const Rupees = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 });

/** POST /leads/banks/ and PATCH /leads/banks/{id}/ : bank names are unique (case-insensitive). */
export const BankWriteRequest = Type.Object({ name: Name(120) }, { additionalProperties: false });
export type BankWriteRequest = Static<typeof BankWriteRequest>;

/** POST /leads/loans/ : a new loan type (unique, case-insensitive). */
export const LoanTypeCreateRequest = Type.Object({ type: Name(80) }, { additionalProperties: false });
export type LoanTypeCreateRequest = Static<typeof LoanTypeCreateRequest>;

/**
 * POST /leads/bankloans/ : one loan type per bank (400 on `loan_type_id` when the bank already offers it).
 * `required_documents` is comma-separated text, as the list shows it.
 */
export const BankLoanCreateRequest = Type.Object(
  {
    bank_id: Type.Integer({ minimum: 1 }),
    loan_type_id: Type.Integer({ minimum: 1 }),
    required_documents: Type.String({ minLength: 1, maxLength: 2000 }),
    connectors_payout: Percent,
    cp_payout: Percent,
    min_loan_amount: Type.Optional(Nullable(Rupees)),
    max_loan_amount: Type.Optional(Nullable(Rupees)),
  },
  { additionalProperties: false },
);
export type BankLoanCreateRequest = Static<typeof BankLoanCreateRequest>;

/** PATCH /leads/bankloans/{id}/ : the bank and loan type stay; a changed payout applies to later approvals only. */
export const BankLoanUpdateRequest = Type.Partial(
  Type.Object(
    {
      required_documents: Type.String({ minLength: 1, maxLength: 2000 }),
      connectors_payout: Percent,
      cp_payout: Percent,
      min_loan_amount: Nullable(Rupees),
      max_loan_amount: Nullable(Rupees),
    },
    { additionalProperties: false },
  ),
  { additionalProperties: false, minProperties: 1 },
);
export type BankLoanUpdateRequest = Static<typeof BankLoanUpdateRequest>;

const BranchFields = {
  branch_name: Name(160),
  state: Name(80),
  cluster: Name(80),
  branch_type: Name(40),
  address: Type.String({ minLength: 5, maxLength: 500 }),
  pincode: PatternText('^[1-9][0-9]{5}$'),
};

/** POST /leads/bankbranches/ ; PATCH /leads/bankbranches/{id}/ (the bank stays). */
export const BranchCreateRequest = Type.Object({ bank_id: Type.Integer({ minimum: 1 }), ...BranchFields }, { additionalProperties: false });
export type BranchCreateRequest = Static<typeof BranchCreateRequest>;
export const BranchUpdateRequest = Type.Partial(Type.Object(BranchFields, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type BranchUpdateRequest = Static<typeof BranchUpdateRequest>;

export const SPOKESPERSON_STATUSES = ['active', 'inactive'] as const;

const SpokespersonFields = {
  emp_id: Type.String({ minLength: 2, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' }),
  name: Name(120),
  email: EmailAddress,
  contact: MobileNumber,
  role: Name(80),
};

/** POST /leads/spokespersons/ (active); PATCH /leads/spokespersons/{id}/ also (de)activates with `status`. */
export const SpokespersonCreateRequest = Type.Object(
  { bank_branch: Type.Integer({ minimum: 1 }), ...SpokespersonFields },
  { additionalProperties: false },
);
export type SpokespersonCreateRequest = Static<typeof SpokespersonCreateRequest>;
export const SpokespersonUpdateRequest = Type.Partial(
  Type.Object({ ...SpokespersonFields, status: StringEnum(SPOKESPERSON_STATUSES) }, { additionalProperties: false }),
  { additionalProperties: false, minProperties: 1 },
);
export type SpokespersonUpdateRequest = Static<typeof SpokespersonUpdateRequest>;

// ---------------------------------------------------------------------------------------------
// People (admin, director)

export const KYC_STATES = ['not_submitted', 'pending', 'rejected', 'verified'] as const;
export type KycState = (typeof KYC_STATES)[number];

/** GET /auth/employees/ : everyone, active and not, filtered; newest first. */
export const EmployeeQuery = Type.Object({
  role: Type.Optional(StringEnum(ROLES)),
  is_active: Type.Optional(StringEnum(['true', 'false'] as const)),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Employee id, name, e-mail or mobile' })),
  ...PageQuery,
});
export type EmployeeQuery = Static<typeof EmployeeQuery>;

/** `kyc_state` is null for staff (they are not gated). */
export const EmployeeSummary = Type.Object({
  id: Type.Integer(),
  employee_id: Type.String(),
  username: Type.String(),
  role: Role,
  email: Nullable(Type.String()),
  mobile_number: Nullable(Type.String()),
  assigned_territory: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), level: Type.String() })),
  managers: Type.Array(Type.Object({ employee_id: Type.String(), username: Type.String() })),
  is_active: Type.Boolean(),
  kyc_state: Nullable(StringEnum(KYC_STATES)),
  created_at: Type.String(),
});
export type EmployeeSummary = Static<typeof EmployeeSummary>;
export const EmployeePage = Page(EmployeeSummary);
export type EmployeePage = Static<typeof EmployeePage>;

/**
 * POST /auth/employees/{id}/deactivate/ and /activate/ (`id` numeric or an employee id). Deactivating
 * ends every session at once. Nobody deactivates themselves (400); an admin does not deactivate a director (403).
 */
export const EmployeeActivationResponse = EmployeeSummary;

// ---------------------------------------------------------------------------------------------
// My Team (rm; admin and director see their own reportees the same way)

/** GET /leads/team/ : the connectors below me in the reporting line. `month_payouts` = credits this month (India time). */
export const TeamConnector = Type.Object({
  id: Type.Integer(),
  employee_id: Type.String(),
  username: Type.String(),
  email: Nullable(Type.String()),
  is_active: Type.Boolean(),
  kyc_state: StringEnum(KYC_STATES),
  leads: Type.Object({ processing: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer(), total: Type.Integer() }),
  month_payouts: Type.Number(),
});
export type TeamConnector = Static<typeof TeamConnector>;
export const TeamQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })), ...PageQuery });
export type TeamQuery = Static<typeof TeamQuery>;
export const TeamPage = Page(TeamConnector, {
  totals: Type.Object({ connectors: Type.Integer(), processing: Type.Integer(), approved: Type.Integer(), month_payouts: Type.Number() }),
});
export type TeamPage = Static<typeof TeamPage>;
