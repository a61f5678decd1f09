import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, TeamPage, TeamQuery } from 'shared-contracts';
import { pageRequest, pageResponse } from '../../http/paging';
import { errorResponses } from '../../http/schemas';
import { currentUser } from '../auth/authenticate';
import { listTeam } from './team-queries';

/** My Team: the connectors below the signed-in rm (or admin, director) in the reporting line. */
export const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/leads/team/',
    {
      config: { access: { roles: ['rm', 'admin', 'director'] } },
      schema: {
        tags: ['team'],
        summary: 'My Team: the connectors below me in the reporting line (rm, admin, director)',
        description:
          'Active and inactive connectors below the caller (direct and indirect reportees; an admin or director sees their own ' +
          'reportees the same way, not everyone), by employee id, with their KYC state, the leads they referred by status and ' +
          '`month_payouts`: the credits of their ledger created in the current calendar month, India time (Asia/Kolkata). ' +
          '`search` matches employee id, name or e-mail (contains, any case); `count` is the matching connectors, `totals` are over ' +
          `the whole team whatever the search. \`page_size\` is 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}). Connectors get 403.`,
        querystring: TeamQuery,
        response: { 200: TeamPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      const { count, results, totals } = await listTeam(db, currentUser(request).id, {
        search: request.query.search,
        limit: paging.pageSize,
        offset: paging.offset,
      });
      return pageResponse(request, paging, count, results, { totals });
    },
  );
};
