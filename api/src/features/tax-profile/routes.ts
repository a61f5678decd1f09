import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BACK_OFFICE_ROLES, TaxProfile, TaxProfilesToVerify, TaxProfileUpdateRequest, TaxProfileVerifyRequest } from 'shared-contracts';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser } from '../auth/authenticate';
import { findEmployeeIdByRef } from '../employees/employee-queries';
import { updateTaxProfile, verifyTaxProfileField } from './tax-profile-edits';
import { loadTaxProfile, taxProfilesToVerify } from './tax-profile-queries';

const EMPLOYEE_NOT_FOUND = 'Employee not found.';

/**
 * Tax and payout details (docs/payout-taxes.md): each person reads and changes their own; the back
 * office reads anyone's and verifies each field. Account numbers leave the vault only in the payout
 * export.
 */
export const taxProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, vault, config } = app;
  const tags = ['tax profile'];

  app.get(
    '/auth/tax-profile/',
    {
      schema: {
        tags,
        summary: "The signed-in user's PAN, GSTIN and payout bank account (masked), with their verification and any payout hold",
        response: { 200: TaxProfile, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const profile = await loadTaxProfile(db, config.payoutTax, currentUser(request).id);
      if (!profile) throw notFound(EMPLOYEE_NOT_FOUND);
      return profile;
    },
  );

  app.put(
    '/auth/tax-profile/',
    {
      config: { rateLimits: [{ name: 'tax-profile-update', per: 'user', rule: config.requestLimits.profileUpdatePerUser }] },
      schema: {
        tags,
        summary: "Change the signed-in user's PAN, GSTIN or payout bank account",
        description:
          'Fields present change (null removes one); spaces and case are forgiven. Formats: PAN `AAAAA9999A` whose fourth letter is a ' +
          'holder type; GSTIN of 15 with a valid check character carrying the PAN; IFSC of 11 with `0` fifth; account number 9 to 18 ' +
          'digits. Each message is on its field (`pan`, `gstin`, `account_number`, `ifsc`, `holder_name`). A change needs ' +
          '`current_password` (400 on it), clears that field\'s verification, notifies the user and is audited; a request that ' +
          'changes nothing needs no password.',
        body: TaxProfileUpdateRequest,
        response: { 200: TaxProfile, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const changed = await updateTaxProfile(db, vault, user, request.body);
      if (changed.length > 0) logSecurityEvent(request, 'tax_profile_changed', { employeeId: user.employeeId, fields: changed.join(',') });
      const profile = await loadTaxProfile(db, config.payoutTax, user.id);
      if (!profile) throw notFound(EMPLOYEE_NOT_FOUND);
      return profile;
    },
  );

  const backOffice = { access: { roles: BACK_OFFICE_ROLES } };
  const EmployeeRef = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

  app.get(
    '/leads/payouts/tax-profiles/',
    {
      config: backOffice,
      schema: {
        tags,
        summary: 'Tax and payout details awaiting verification (the oldest change first, at most 200; `count` is all of them)',
        response: { 200: TaxProfilesToVerify, ...errorResponses(401, 403) },
      },
    },
    async () => taxProfilesToVerify(db),
  );

  app.get(
    '/leads/payouts/tax-profiles/:id/',
    {
      config: backOffice,
      schema: {
        tags,
        summary: "A person's tax and payout details, for the back office to verify",
        description: '`id` is an employee id such as CN1001, or the numeric id. The account number is masked.',
        params: EmployeeRef,
        response: { 200: TaxProfile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const id = await findEmployeeIdByRef(db, request.params.id);
      const profile = id === null ? null : await loadTaxProfile(db, config.payoutTax, id);
      if (!profile) throw notFound(EMPLOYEE_NOT_FOUND);
      return profile;
    },
  );

  app.post(
    '/leads/payouts/tax-profiles/:id/verify/',
    {
      config: backOffice,
      schema: {
        tags,
        summary: 'Mark one of a person\'s PAN, GSTIN or payout bank account verified',
        description:
          '`seen_updated_at` is the profile\'s `updated_at` as the reviewer saw it: a profile changed since answers 409 and nothing ' +
          'is verified. 400 on `field` when that field is empty; 409 when it is already verified; 403 for one\'s own profile. ' +
          'Audited; the person is notified.',
        params: EmployeeRef,
        body: TaxProfileVerifyRequest,
        response: { 200: TaxProfile, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = await findEmployeeIdByRef(db, request.params.id);
      if (id === null) throw notFound(EMPLOYEE_NOT_FOUND);
      await verifyTaxProfileField(db, currentUser(request), id, request.body.field, request.body.seen_updated_at);
      const profile = await loadTaxProfile(db, config.payoutTax, id);
      if (!profile) throw notFound(EMPLOYEE_NOT_FOUND);
      return profile;
    },
  );
};
