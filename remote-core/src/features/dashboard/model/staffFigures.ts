/**
 * The staff dashboards' figures as the screens show them (docs/dashboards.md): pure functions of the
 * API's answers (GET /dashboard/back-office/, GET /dashboard/team/).
 */
import type { BackOfficeDashboard, TeamDashboardConnector } from 'shared-contracts';
import { t as catalogueT, type DashboardMessageId, type DashboardT } from '../i18n';
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
export function oldestWaiting(oldest: string | null, generatedAt: string, t: DashboardT = catalogueT): string | undefined {
  if (!oldest) return undefined;
  const days = daysSince(oldest, new Date(generatedAt));
  return days === null ? undefined : t('staff.oldestWaiting', { days: formatDays(days, t) });
}

/** "idle 23 days" for a lead last changed at `lastChange`. */
export function idleFor(lastChange: string, generatedAt: string, t: DashboardT = catalogueT): string {
  const days = daysSince(lastChange, new Date(generatedAt));
  return days === null ? t('staff.idle') : t('staff.idleFor', { days: formatDays(days, t) });
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

/** Each step: its key, its label's id, and where its people are (the link's label an id too). */
const FUNNEL: readonly [FunnelStep['key'], DashboardMessageId, { to: string; label: DashboardMessageId }][] = [
  ['created', 'funnel.created', { to: CONNECTORS_LINK, label: 'funnel.connectorsInPeople' }],
  ['kyc_submitted', 'funnel.kycSubmitted', { to: KYC_QUEUE_LINK, label: 'funnel.kycQueue' }],
  ['kyc_verified', 'funnel.kycVerified', { to: CONNECTORS_LINK, label: 'funnel.connectorsInPeople' }],
  ['first_lead', 'funnel.firstLead', { to: CONNECTORS_LINK, label: 'funnel.connectorsInPeople' }],
  ['first_approval', 'funnel.firstApproval', { to: CONNECTORS_LINK, label: 'funnel.connectorsInPeople' }],
];

/** The connectors' onboarding funnel, created → first approval, each step as a share of those created. */
export function funnelSteps(onboarding: BackOfficeDashboard['onboarding'], t: DashboardT = catalogueT): FunnelStep[] {
  const created = onboarding.created;
  return FUNNEL.map(([key, label, link]) => {
    const count = onboarding[key];
    const percent = created > 0 ? Math.min(100, (count / created) * 100) : 0;
    return { key, label: t(label), count, share: created > 0 ? `${Math.round(percent)}%` : '—', percent, link: { to: link.to, label: t(link.label) } };
  });
}

/** A connector's KYC state: its label's id and its badge's colour. */
export const KYC_STATE_LABELS: Record<TeamDashboardConnector['kyc_state'], { label: DashboardMessageId; palette: string }> = {
  not_submitted: { label: 'kyc.not_submitted', palette: 'gray' },
  pending: { label: 'kyc.pending', palette: 'yellow' },
  rejected: { label: 'kyc.rejected', palette: 'red' },
  verified: { label: 'kyc.verified', palette: 'green' },
};
