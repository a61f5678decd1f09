import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { EmployeeCreateRequest, EmployeeDetail, EmployeeList, Profile, ProfileUpdateRequest, type Language } from 'shared-contracts';
import { BACK_OFFICE_ROLES, isBackOffice, type StartUpReadPath } from 'shared-contracts';
import { employees } from '../../db/schema';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { verifyPassword } from '../auth/passwords';
import { notify } from '../notifications/notify';
import { createEmployee } from './employee-create';
import { findEmployeeIdByRef, listTeamMembers, loadEmployeeDetail, loadProfile, mobileTakenByOther, reportingLineOf } from './employee-queries';

const DUPLICATE_MOBILE = 'This mobile number is already in use.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your mobile number.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is incorrect.';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;

  app.get(
    '/leads/employees/me/' satisfies StartUpReadPath,
    {
      schema: {
        tags: ['employees'],
        summary: "The signed-in employee's own details with reporting managers and reportees",
        description:
          'What `GET /leads/employees/{id}/` answers for the caller\'s own id, without the page having to know it first: My Profile ' +
          'reads it when it opens, and a page opened directly gets it in the start-up read.',
        response: { 200: EmployeeDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const detail = await loadEmployeeDetail(db, currentUser(request).id);
      if (!detail) throw notFound('Employee not found.');
      return detail;
    },
  );

  app.get(
    '/leads/employees/:id/',
    {
      schema: {
        tags: ['employees'],
        summary: 'Employee details with reporting managers and reportees',
        description:
          '`id` is an employee id such as CN1001 or the numeric id. A user may read themselves and the people in their reporting ' +
          'line (managers above them, reportees below them); admin and director may read anyone. Only the back office (and the ' +
          "person themselves) sees a mobile number; in someone else's detail the team lists show only people in the reader's own line.",
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: EmployeeDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const targetId = await findEmployeeIdByRef(db, request.params.id);
      if (targetId === null) throw notFound('Employee not found.');
      const detail = await loadEmployeeDetail(db, targetId);
      if (!detail) throw notFound('Employee not found.');
      if (targetId === user.id || isBackOffice(user.role)) return detail;
      const line = await reportingLineOf(db, user.id);
      if (!line.has(targetId)) throw forbidden();
      const visible = (member: { id: number }) => member.id === user.id || line.has(member.id);
      return {
        ...detail,
        mobile_number: null,
        reporting_managers: detail.reporting_managers.filter(visible),
        reportees: detail.reportees.filter(visible),
      };
    },
  );

  app.get(
    '/auth/employee/fetch/',
    {
      schema: {
        tags: ['employees'],
        summary: 'The employees the signed-in user may see',
        description: 'The back office (admin, director) gets every active employee; anyone else the active people in their own reporting line.',
        response: { 200: EmployeeList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return isBackOffice(user.role) ? listTeamMembers(db) : listTeamMembers(db, await reportingLineOf(db, user.id));
    },
  );

  app.post(
    '/auth/employee/create/',
    {
      config: { access: { roles: BACK_OFFICE_ROLES } },
      schema: {
        tags: ['employees'],
        summary: 'Create an employee (admin, director)',
        description:
          'The employee id (stored upper case), e-mail and mobile number must be unused, the territory and the managers (employee ids ' +
          'of active employees) must exist, and only a director creates a director: each problem answers 400 on its field. The new ' +
          "employee has no usable password until they set one through the password reset (sign-in answers 401 as for a wrong " +
          "password); a connector's KYC starts not verified. In the same transaction: an audit entry `employee.created`, a " +
          '`welcome_message` notification "Welcome to Connector Portal" telling them to set their password with Forgot password, ' +
          'and for a connector an `rm_assign` notification per relationship manager among their managers.',
        body: EmployeeCreateRequest,
        response: { 201: EmployeeDetail, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const id = await createEmployee(db, actor, request.body);
      const detail = await loadEmployeeDetail(db, id);
      if (!detail) throw notFound('Employee not found.');
      logSecurityEvent(request, 'employee_created', { employeeId: actor.employeeId, createdEmployeeId: detail.employee_id, role: detail.role });
      return reply.code(201).send(detail);
    },
  );

  app.patch(
    '/auth/employees/update/',
    {
      config: {
        access: { kyc: 'exempt' },
        rateLimits: [{ name: 'profile-update', per: 'user', rule: config.requestLimits.profileUpdatePerUser }],
      },
      schema: {
        tags: ['employees'],
        summary: "Update the signed-in user's username, mobile number and/or language",
        description:
          'Changing the mobile number (the channel for OTP sign-in and password reset) needs `current_password` and notifies the user; ' +
          'a change of username or language alone does not. `language` is the portal language the user chose: it is kept with the ' +
          'account, so it follows them to another device.',
        body: ProfileUpdateRequest,
        response: { 200: Profile, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const changes: { username?: string; mobileNumber?: string | null; language?: Language; updatedAt?: Date } = {};
      const errors: Record<string, string[]> = {};
      if (request.body.username !== undefined) {
        const username = request.body.username.trim().replace(/\s+/g, ' ');
        if (username.length < 2) errors.username = ['Ensure this field has at least 2 characters.'];
        else changes.username = username;
      }
      if (request.body.language !== undefined) changes.language = request.body.language;
      const mobile = request.body.mobile_number;
      const mobileChanges = mobile !== undefined && mobile !== user.profile.mobile_number;
      if (mobileChanges) {
        // The password first: until it is right, a taken number and a free one get the same answer, so
        // no signed-in user can find out which numbers belong to employees (the one-time-code channel).
        const password = request.body.current_password;
        if (!password) errors.current_password = [CURRENT_PASSWORD_REQUIRED];
        else {
          const [row] = await db.select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.id, user.id)).limit(1);
          if (!row || !(await verifyPassword(row.passwordHash, password))) errors.current_password = [CURRENT_PASSWORD_WRONG];
          else if (mobile !== null && (await mobileTakenByOther(db, mobile, user.id))) errors.mobile_number = [DUPLICATE_MOBILE];
          else changes.mobileNumber = mobile;
        }
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      if (Object.keys(changes).length > 0) {
        changes.updatedAt = new Date();
        try {
          await db.transaction(async (tx) => {
            await tx.update(employees).set(changes).where(eq(employees.id, user.id));
            if (mobileChanges) {
              await notify(tx, {
                recipientId: user.id,
                title: 'Mobile number changed',
                message: mobile
                  ? `Your mobile number was changed to **${mobile.slice(0, 2)}******${mobile.slice(-2)}**.\nIf this was not you, contact support at once.`
                  : 'Your mobile number was removed from your profile.\nIf this was not you, contact support at once.',
                type: 'custom_alert',
                createdById: user.id,
              });
            }
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldErrors({ mobile_number: [DUPLICATE_MOBILE] });
          throw error;
        }
        if (mobileChanges) logSecurityEvent(request, 'mobile_number_changed', { employeeId: user.employeeId });
      }
      const profile = await loadProfile(db, user.id);
      if (!profile) throw notFound();
      return profile;
    },
  );
};
