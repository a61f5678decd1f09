import type { Notification, NotificationSummary, Profile } from 'shared-contracts';
import { pageOf } from '../../../common/testing/pages';
import type { NotificationList } from '../api/notifications';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** created_at `ms` before now (the page measures relative times against the real clock). */
export function ago(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

/** Notifications shaped like the API's demo data (docs/demo-data.md). */
export function leadApproved(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 41,
    title: 'Lead approved',
    message: 'Your lead for **Ravi Kumar** was **approved**.\nPayout follows in the next cycle.',
    notification_type: 'lead_status',
    is_active: true,
    created_at: ago(5 * MINUTE),
    lead: 12,
    lead_info: { customer_name: 'Ravi Kumar', customer_mobile: '9812345678', loan_amount: 1250000, status: 'approved' },
    ...overrides,
  };
}

export function featureUpdate(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 40,
    title: 'New: eligibility check',
    message: 'Check which banks a customer qualifies for before you add the lead.',
    notification_type: 'feature_update',
    is_active: true,
    created_at: ago(3 * HOUR),
    lead: null,
    lead_info: null,
    ...overrides,
  };
}

export function weeklyReport(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 30,
    title: 'Your week',
    message: '3 leads added, 1 approved.',
    notification_type: 'weekly_report',
    is_active: false,
    created_at: ago(26 * HOUR),
    lead: null,
    lead_info: null,
    ...overrides,
  };
}

export function idleLead(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 20,
    title: 'Lead idle for 7 days',
    message: 'Nothing has happened on **Sunita Rao** for a week.',
    notification_type: 'idle_lead',
    is_active: false,
    // Midday in India: 15 Jan in any browser time zone from UTC-6 to UTC+17.
    created_at: '2026-01-15T12:00:00+05:30',
    lead: 9,
    lead_info: { customer_name: 'Sunita Rao', customer_mobile: '9898989898', loan_amount: 550000.5, status: 'processing' },
    ...overrides,
  };
}

export const SUMMARY: NotificationSummary = { total_notifications: 4, active_notifications: 2, read_notifications: 2 };

export function notificationPage(
  results: Notification[],
  { summary = SUMMARY, page = 1, count = results.length }: { summary?: NotificationSummary; page?: number; count?: number } = {},
): NotificationList {
  return { ...pageOf(results, { page, count }), summary };
}

export const connectorProfile: Profile = {
  id: 1,
  username: 'Aarav Sharma',
  employee_id: 'CN1001',
  email: 'aarav.sharma@connectorportal.in',
  mobile_number: '9876500001',
  role: 'connector',
  assigned_territory: { id: 7, name: 'Pune West', level: 'cluster' },
  language: 'en',
};

export const adminProfile: Profile = {
  id: 6,
  username: 'Anjali Desai',
  employee_id: 'AD3001',
  email: 'anjali.desai@connectorportal.in',
  mobile_number: '9876500031',
  role: 'admin',
  assigned_territory: { id: 1, name: 'West Zone', level: 'zone' },
  language: 'en',
};
