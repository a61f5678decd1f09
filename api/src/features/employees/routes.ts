import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { EmployeeDetail, EmployeeList, Profile, ProfileUpdateRequest } from 'shared-contracts';
import { isBackOffice } from '../../context';
import { employees } from '../../db/schema';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { currentUser, requireUser, requireVerifiedUser } from '../auth/authenticate';
import {
  findEmployeeIdByRef,
  isDirectlyLinked,
  listTeamMembers,
  loadEmployeeDetail,
  loadProfile,
  mobileTakenByOther,
} from './employee-queries';

const DUPLICATE_MOBILE = 'This mobile number is already in use.';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

export const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/leads/employees/:id/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags: ['employees'],
        summary: 'Employee details with reporting managers and reportees',
        description:
          '`id` is an employee id such as CN1001 or the numeric id. A user may read themselves, their direct reporting managers and reportees; admin and director may read anyone.',
        security,
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: EmployeeDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const targetId = await findEmployeeIdByRef(db, request.params.id);
      if (targetId === null) throw notFound('Employee not found.');
      const allowed = targetId === user.id || isBackOffice(user.role) || (await isDirectlyLinked(db, user.id, targetId));
      if (!allowed) throw forbidden();
      const detail = await loadEmployeeDetail(db, targetId);
      if (!detail) throw notFound('Employee not found.');
      return detail;
    },
  );

  app.get(
    '/auth/employee/fetch/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags: ['employees'],
        summary: 'All active employees',
        security,
        response: { 200: EmployeeList, ...errorResponses(401, 403) },
      },
    },
    async () => listTeamMembers(db),
  );

  app.patch(
    '/auth/employees/update/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['employees'],
        summary: "Update the signed-in user's username and/or mobile number",
        security,
        body: ProfileUpdateRequest,
        response: { 200: Profile, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const changes: { username?: string; mobileNumber?: string | null; updatedAt?: Date } = {};
      const errors: Record<string, string[]> = {};
      if (request.body.username !== undefined) {
        const username = request.body.username.trim().replace(/\s+/g, ' ');
        if (username.length < 2) errors.username = ['Ensure this field has at least 2 characters.'];
        else changes.username = username;
      }
      if (request.body.mobile_number !== undefined) {
        const mobile = request.body.mobile_number;
        if (mobile !== null && (await mobileTakenByOther(db, mobile, user.id))) errors.mobile_number = [DUPLICATE_MOBILE];
        else changes.mobileNumber = mobile;
      }
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      if (Object.keys(changes).length > 0) {
        changes.updatedAt = new Date();
        try {
          await db.update(employees).set(changes).where(eq(employees.id, user.id));
        } catch (error) {
          if (isUniqueViolation(error)) throw fieldErrors({ mobile_number: [DUPLICATE_MOBILE] });
          throw error;
        }
      }
      const profile = await loadProfile(db, user.id);
      if (!profile) throw notFound();
      return profile;
    },
  );
};
