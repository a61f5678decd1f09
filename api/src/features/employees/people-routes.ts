import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_SIZE, EmployeeActivationResponse, EmployeePage, EmployeeQuery, MAX_PAGE_SIZE } from 'shared-contracts';
import { BACK_OFFICE_ROLES } from 'shared-contracts';
import { pageRequest, pageResponse } from '../../http/paging';
import { errorResponses } from '../../http/schemas';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { listEmployees, setEmployeeActive } from './people';

const EmployeeRefParam = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'An employee id such as CN1001 (any case) or the numeric id' }),
});

/** People (admin, director): every employee, and (de)activation. */
export const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['people'];
  const config = { access: { roles: BACK_OFFICE_ROLES } };

  app.get(
    '/auth/employees/',
    {
      config,
      schema: {
        tags,
        summary: 'Every employee, active or not, newest first (admin/director)',
        description:
          'Filters: `role`, `is_active` (true/false), `search` (employee id, name, e-mail or mobile; contains, any case). ' +
          '`kyc_state` is the KYC state of a connector (verified, pending, rejected, not_submitted: their latest submission), null ' +
          `for staff. \`page_size\` is 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}); a page beyond the end answers no results with the count.`,
        querystring: EmployeeQuery,
        response: { 200: EmployeePage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query);
      const { role, is_active: isActive, search } = request.query;
      const { count, results } = await listEmployees(db, {
        role,
        isActive: isActive === undefined ? undefined : isActive === 'true',
        search,
        limit: paging.pageSize,
        offset: paging.offset,
      });
      return pageResponse(request, paging, count, results);
    },
  );

  app.post(
    '/auth/employees/:id/deactivate/',
    {
      config,
      schema: {
        tags,
        summary: 'Deactivate an employee: they cannot sign in, and every session of theirs ends at once',
        description:
          'Their access and refresh tokens stop working on the next request (the sessions are revoked in the same transaction, ' +
          'with an audit entry `employee.deactivated`). Nobody deactivates themselves (400); only a director deactivates a ' +
          'director (403); an inactive employee answers 409; an unknown id 404. Their leads, ledger and team stay as they are.',
        params: EmployeeRefParam,
        response: { 200: EmployeeActivationResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { summary, sessionsEnded } = await setEmployeeActive(db, actor, request.params.id, false);
      logSecurityEvent(request, 'employee_deactivated', { employeeId: actor.employeeId, deactivatedEmployeeId: summary.employee_id, sessionsEnded });
      return summary;
    },
  );

  app.post(
    '/auth/employees/:id/activate/',
    {
      config,
      schema: {
        tags,
        summary: 'Activate an employee again (they sign in anew)',
        description:
          'With an audit entry `employee.activated`. Only a director activates a director (403); an active employee answers 409; ' +
          'an unknown id 404. Ended sessions stay ended.',
        params: EmployeeRefParam,
        response: { 200: EmployeeActivationResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { summary } = await setEmployeeActive(db, actor, request.params.id, true);
      logSecurityEvent(request, 'employee_activated', { employeeId: actor.employeeId, activatedEmployeeId: summary.employee_id });
      return summary;
    },
  );
};
