import { Type, type Static } from '@sinclair/typebox';
import { KYC_STATES } from './back-office';
import { Nullable, StringEnum } from './common';
import { LEAD_STATUSES } from './leads';

/*
 * The role dashboards (docs/dashboards.md): one request answers a whole dashboard, computed by the
 * database. Months and days are India time (Asia/Kolkata); a month is 'YYYY-MM'. Amounts are rupees.
 */

/**
 * A processing lead is idle when nothing has happened to it for this many days: no status change, no
 * document state change (an upload, a decision), no branch move (the newest entry of its timeline, or its creation). The dashboards
 * count them; `GET /leads/manage/leads/?idle_days=14` lists them.
 */
export const IDLE_LEAD_DAYS = 14;

/** How many months `monthly` covers: the current month and the eleven before it. */
export const DASHBOARD_MONTHS = 12;

/** One idle lead: `last_change_at` is its newest timeline entry (or its creation); the connector is its referrer. */
export const DashboardIdleLead = Type.Object({
  id: Type.Integer(),
  customer_name: Type.String(),
  status: StringEnum(LEAD_STATUSES),
  connector_employee_id: Nullable(Type.String()),
  connector_name: Nullable(Type.String()),
  last_change_at: Type.String(),
});
export type DashboardIdleLead = Static<typeof DashboardIdleLead>;

/** `count` idle leads (idle `idle_days` or longer); `oldest`: at most 5 of them, longest idle first. */
export const DashboardIdleLeads = Type.Object({
  idle_days: Type.Integer(),
  count: Type.Integer(),
  oldest: Type.Array(DashboardIdleLead),
});
export type DashboardIdleLeads = Static<typeof DashboardIdleLeads>;

/**
 * One month of the trend: leads created in it, leads approved in it (their status last changed to
 * approved in that month and they are approved now) and the sum of those approvals' loan amounts (rupees).
 */
export const DashboardMonth = Type.Object({
  month: Type.String(),
  created: Type.Integer(),
  approved: Type.Integer(),
  approved_amount: Type.Number(),
});
export type DashboardMonth = Static<typeof DashboardMonth>;

/** GET /dashboard/back-office/ (admin, director). */
export const BackOfficeDashboard = Type.Object({
  generated_at: Type.String(),
  /** KYC submissions waiting for review, and when the longest-waiting one was submitted. */
  kyc_waiting: Type.Object({ count: Type.Integer(), oldest_submitted_at: Nullable(Type.String()) }),
  /**
   * Leads whose current status was set this month (created, or moved to it), by that status; and the
   * leads whose status was set today.
   */
  leads_this_month: Type.Object({
    month: Type.String(),
    processing: Type.Integer(),
    approved: Type.Integer(),
    rejected: Type.Integer(),
    changed_today: Type.Integer(),
  }),
  /** Exactly 12 months, oldest first, the current month last; months with nothing are zeros. */
  monthly: Type.Array(DashboardMonth),
  /** Leads created in the 12 months of `monthly` and how many of them are approved, by bank; most leads first. */
  conversion_by_bank: Type.Array(
    Type.Object({ bank_id: Type.Integer(), bank_name: Type.String(), leads: Type.Integer(), approved: Type.Integer() }),
  ),
  /** The same by the lead's territory (the referrer's territory when the lead was created). */
  conversion_by_territory: Type.Array(
    Type.Object({ territory_id: Type.Integer(), territory_name: Type.String(), leads: Type.Integer(), approved: Type.Integer() }),
  ),
  /** Unprocessed ledger credits: how many, their sum, how many connectors they are owed to, the oldest one's time. */
  payouts_due: Type.Object({
    entries: Type.Integer(),
    amount: Type.Number(),
    connectors: Type.Integer(),
    oldest_created_at: Nullable(Type.String()),
  }),
  /** Active connectors; with a KYC submission ever; KYC verified; with a lead; with an approved lead. */
  onboarding: Type.Object({
    created: Type.Integer(),
    kyc_submitted: Type.Integer(),
    kyc_verified: Type.Integer(),
    first_lead: Type.Integer(),
    first_approval: Type.Integer(),
  }),
  idle_leads: DashboardIdleLeads,
});
export type BackOfficeDashboard = Static<typeof BackOfficeDashboard>;

/** One connector of the team this month: leads created, leads approved, ledger credits created. */
export const TeamDashboardConnector = Type.Object({
  id: Type.Integer(),
  employee_id: Type.String(),
  name: Type.String(),
  kyc_state: StringEnum(KYC_STATES),
  leads: Type.Integer(),
  approved: Type.Integer(),
  payouts: Type.Number(),
});
export type TeamDashboardConnector = Static<typeof TeamDashboardConnector>;

/** One month of the team's trend: leads created, leads approved, ledger credits (rupees). */
export const TeamDashboardMonth = Type.Object({
  month: Type.String(),
  created: Type.Integer(),
  approved: Type.Integer(),
  credits: Type.Number(),
});
export type TeamDashboardMonth = Static<typeof TeamDashboardMonth>;

/**
 * GET /dashboard/team/ (rm, admin, director): the connectors below the caller in the reporting line
 * (direct and indirect, active or not), as GET /leads/team/ counts them.
 */
export const TeamDashboard = Type.Object({
  generated_at: Type.String(),
  month: Type.String(),
  connector_count: Type.Integer(),
  /** At most 50: most leads this month first, then by employee id. */
  connectors: Type.Array(TeamDashboardConnector),
  /** Over the whole team this month (every connector, not only the 50 listed). */
  totals: Type.Object({ leads: Type.Integer(), approved: Type.Integer(), payouts: Type.Number() }),
  /** Exactly 12 months, oldest first, the current month last. */
  monthly: Type.Array(TeamDashboardMonth),
  idle_leads: DashboardIdleLeads,
});
export type TeamDashboard = Static<typeof TeamDashboard>;

/** How many connectors `TeamDashboard.connectors` lists at most. */
export const TEAM_DASHBOARD_CONNECTORS = 50;
/** How many idle leads `DashboardIdleLeads.oldest` lists at most. */
export const DASHBOARD_IDLE_OLDEST = 5;
