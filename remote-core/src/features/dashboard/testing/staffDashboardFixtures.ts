/**
 * The staff dashboards' answers, shaped like GET /dashboard/back-office/ and GET /dashboard/team/
 * (shared-contracts/src/dashboards.ts). Fixed in time: generated at 10:00 on 15 March 2026 in India,
 * so the links' days are known.
 */
import type { BackOfficeDashboard, DashboardIdleLeads, TeamDashboard } from 'shared-contracts';

export const GENERATED_AT = '2026-03-15T04:30:00Z';
export const MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

export function idleLeads(): DashboardIdleLeads {
  return {
    idle_days: 14,
    count: 7,
    oldest: [
      { id: 31, customer_name: 'Farhan Ali', status: 'processing', connector_employee_id: 'CN1002', connector_name: 'Riya Patel', last_change_at: '2026-02-20T04:30:00Z' },
      { id: 17, customer_name: 'Lata Menon', status: 'processing', connector_employee_id: 'CN1001', connector_name: 'Aarav Sharma', last_change_at: '2026-02-27T04:30:00Z' },
    ],
  };
}

export function backOfficeFigures(): BackOfficeDashboard {
  return {
    generated_at: GENERATED_AT,
    kyc_waiting: { count: 4, oldest_submitted_at: '2026-03-12T04:00:00Z' },
    leads_this_month: { month: '2026-03', processing: 12, approved: 5, rejected: 3, changed_today: 2 },
    monthly: MONTHS.map((month, index) => ({ month, created: 10 + index, approved: index % 4, approved_amount: (index % 4) * 1250000 })),
    conversion_by_bank: [
      { bank_id: 2, bank_name: 'HDFC Bank', leads: 40, approved: 15 },
      { bank_id: 5, bank_name: 'Bank of Baroda', leads: 8, approved: 1 },
    ],
    conversion_by_territory: [
      { territory_id: 5, territory_name: 'Pune West', leads: 30, approved: 12 },
      { territory_id: 6, territory_name: 'Mumbai Central', leads: 18, approved: 3 },
    ],
    payouts_due: { entries: 6, amount: 87500, connectors: 3, oldest_created_at: '2026-03-05T04:30:00Z' },
    onboarding: { created: 8, kyc_submitted: 6, kyc_verified: 5, first_lead: 4, first_approval: 2 },
    idle_leads: idleLeads(),
  };
}

export function teamFigures(): TeamDashboard {
  return {
    generated_at: GENERATED_AT,
    month: '2026-03',
    connector_count: 3,
    connectors: [
      { id: 11, employee_id: 'CN1001', name: 'Aarav Sharma', kyc_state: 'verified', leads: 4, approved: 2, payouts: 25000 },
      { id: 12, employee_id: 'CN1002', name: 'Riya Patel', kyc_state: 'pending', leads: 1, approved: 0, payouts: 0 },
      { id: 13, employee_id: 'CN1003', name: 'Kabir Khan', kyc_state: 'not_submitted', leads: 0, approved: 0, payouts: 0 },
    ],
    totals: { leads: 5, approved: 2, payouts: 25000 },
    monthly: MONTHS.map((month, index) => ({ month, created: index, approved: index % 3, credits: (index % 3) * 12500 })),
    idle_leads: idleLeads(),
  };
}
