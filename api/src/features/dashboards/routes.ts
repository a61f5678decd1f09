import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BackOfficeDashboard, DASHBOARD_MONTHS, IDLE_LEAD_DAYS, TEAM_DASHBOARD_CONNECTORS, TeamDashboard } from 'shared-contracts';
import { errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { backOfficeDashboard, teamDashboard } from './dashboard-queries';

const MONTHS =
  `Months and days are India time (Asia/Kolkata), a month 'YYYY-MM'; \`monthly\` has exactly ${DASHBOARD_MONTHS} months, oldest first, the current ` +
  'month last, months with nothing as zeros. A lead is **approved in** the month its status last changed to approved (it is approved now). ';
const IDLE =
  `**Idle leads**: processing leads with no timeline entry (status change, document state change by an upload or a decision, branch move; else their creation) for ${IDLE_LEAD_DAYS} ` +
  'days (24-hour days) or more; `oldest`: at most 5, longest idle first (GET /leads/manage/leads/?idle_days=' + `${IDLE_LEAD_DAYS} lists them). `;

/** The role dashboards (docs/dashboards.md): one request answers a whole dashboard, computed by the database. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['dashboards'];

  app.get(
    '/dashboard/back-office/',
    {
      config: { access: { roles: ['admin', 'director'] } },
      schema: {
        tags,
        summary: "The back office's overview: what waits, how the pipeline moves, what is due (admin, director)",
        description:
          MONTHS +
          '`kyc_waiting`: submissions pending review (the KYC Review queue) and the oldest one\'s submission time. ' +
          "`leads_this_month`: leads whose current status was set this month (created, or moved to it), by that status (the lead list's " +
          '`status` + `changed_from`/`changed_to` of the month lists them); `changed_today`: the leads whose status was set today. ' +
          '`monthly`: leads created, approved, and the approved loan amount (rupees). `conversion_by_bank` / `conversion_by_territory`: ' +
          "leads created in those 12 months and how many of them are approved now, by the bank loan's bank and by the lead's territory " +
          '(the referrer\'s when it was created); none omitted but those with no leads, most leads first. `payouts_due`: unprocessed ' +
          'ledger credits (entries, sum, connectors owed, the oldest one\'s time). `onboarding`: active connectors; of them with a KYC ' +
          'submission ever, KYC verified, with a lead, with an approved lead. ' +
          IDLE,
        response: { 200: BackOfficeDashboard, ...errorResponses(401, 403) },
      },
    },
    async () => backOfficeDashboard(db, app.clock.now()),
  );

  app.get(
    '/dashboard/team/',
    {
      config: { access: { roles: ['rm', 'admin', 'director'] } },
      schema: {
        tags,
        summary: "My team's month, trend and idle leads (rm; admin and director for their own reportees)",
        description:
          'The connectors below the caller in the reporting line (direct and indirect, active or not: GET /leads/team/\'s team). ' +
          MONTHS +
          `\`connectors\`: at most ${TEAM_DASHBOARD_CONNECTORS}, most leads this month first, then by employee id, each with the leads they referred ` +
          'created this month, their leads approved this month and `payouts` = the credits of their ledger created this month (as ' +
          "GET /leads/team/'s `month_payouts`); `totals` over the whole team; `monthly`: the team's leads created, approved and ledger " +
          'credits (rupees) per month. ' +
          IDLE +
          'Connectors get 403.',
        response: { 200: TeamDashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) => teamDashboard(db, currentUser(request).id, app.clock.now()),
  );
};
