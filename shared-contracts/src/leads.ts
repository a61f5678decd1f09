import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

export const PersonRef = Type.Object({ user_name: Type.String(), employee_id: Type.String() });
export type PersonRef = Static<typeof PersonRef>;

export const LEAD_STATUSES = ['processing', 'approved', 'rejected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** GET /leads/leads/my-leads/ item */
export const LeadListItem = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  customer_mobile: Type.String(),
  loan: Type.Integer(),
  loan_type_name: Type.String(),
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

export const Transaction = Type.Object({
  id: Type.Integer(),
  transaction_type: TransactionType,
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
