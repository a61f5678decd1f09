/**
 * The staff dashboards' figures as the screens show them (docs/dashboards.md): pure functions of the
 * API's answers (GET /dashboard/back-office/, GET /dashboard/team/).
 */
import type { BackOfficeDashboard, TeamDashboardConnector } from 'shared-contracts';
import { CONNECTORS_LINK, KYC_QUEUE_LINK } from './dashboardLinks';
import { daysSince, formatDays, indiaDayOf } from './indiaCalendar';

/** "today" as the answer's own clock counts it (India time): the links' day filters match its figures. */
export function answerDay(generatedAt: string): string {
  return indiaDayOf(generatedAt) ?? (indiaDayOf(new Date()) as string);
}

/** "37.5%" of leads approved; "—" for no leads (no rate, rather than a misleading 0.0%). */
export function conversionRate(approved: number, leads: number): string {
  return leads > 0 ? `${((approved / leads) * 100).toFixed(1)}%` : '—';
}

/** "oldest waiting 3 days" (from the answer's time); undefined when nothing waits. */
export function oldestWaiting(oldest: string | null, generatedAt: string): string | undefined {
  if (!oldest) return undefined;
  const days = daysSince(oldest, new Date(generatedAt));
  return days === null ? undefined : `oldest waiting ${formatDays(days)}`;
}

/** "idle 23 days" for a lead last changed at `lastChange`. */
export function idleFor(lastChange: string, generatedAt: string): string {
  const days = daysSince(lastChange, new Date(generatedAt));
  return days === null ? 'idle' : `idle ${formatDays(days)}`;
}

export interface FunnelStep {
  key: keyof BackOfficeDashboard['onboarding'];
  label: string;
  count: number;
  /** Of the connectors created, as a whole percent ("62%"); "—" with none created. */
  share: string;
  /** 0–100, the bar's length. */
  percent: number;
  link: { to: string; label: string };
}

const FUNNEL: readonly [FunnelStep['key'], string, FunnelStep['link']][] = [
  ['created', 'Created', { to: CONNECTORS_LINK, label: 'Connectors in People' }],
  ['kyc_submitted', 'KYC submitted', { to: KYC_QUEUE_LINK, label: 'KYC queue' }],
  ['kyc_verified', 'KYC verified', { to: CONNECTORS_LINK, label: 'Connectors in People' }],
  ['first_lead', 'First lead', { to: CONNECTORS_LINK, label: 'Connectors in People' }],
  ['first_approval', 'First approval', { to: CONNECTORS_LINK, label: 'Connectors in People' }],
];

/** The connectors' onboarding funnel, created → first approval, each step as a share of those created. */
export function funnelSteps(onboarding: BackOfficeDashboard['onboarding']): FunnelStep[] {
  const created = onboarding.created;
  return FUNNEL.map(([key, label, link]) => {
    const count = onboarding[key];
    const percent = created > 0 ? Math.min(100, (count / created) * 100) : 0;
    return { key, label, count, share: created > 0 ? `${Math.round(percent)}%` : '—', percent, link };
  });
}

export const KYC_STATE_LABELS: Record<TeamDashboardConnector['kyc_state'], { label: string; palette: string }> = {
  not_submitted: { label: 'Not submitted', palette: 'gray' },
  pending: { label: 'Pending', palette: 'yellow' },
  rejected: { label: 'Rejected', palette: 'red' },
  verified: { label: 'Verified', palette: 'green' },
};
