import { authAccess } from '../features/auth/access-table';
import { catalogueAccess } from '../features/catalogue/access-table';
import { consentAccess } from '../features/consent/access-table';
import { criteriaAccess } from '../features/criteria/access-table';
import { dashboardsAccess } from '../features/dashboards/access-table';
import { documentAccessAccess } from '../features/document-access/access-table';
import { eligibilityAccess } from '../features/eligibility/access-table';
import { employeesAccess } from '../features/employees/access-table';
import { healthAccess } from '../features/health/access-table';
import { kycAccess } from '../features/kyc/access-table';
import { leadDocumentsAccess } from '../features/lead-documents/access-table';
import { leadManagementAccess } from '../features/lead-management/access-table';
import { leadsAccess } from '../features/leads/access-table';
import { notificationsAccess } from '../features/notifications/access-table';
import { otpAccess } from '../features/otp/access-table';
import { payoutsAccess } from '../features/payouts/access-table';
import { privacyAccess } from '../features/privacy/access-table';
import { privacyRequestsAccess } from '../features/privacy-requests/access-table';
import { startUpAccess } from '../features/start-up/access-table';
import { taxProfileAccess } from '../features/tax-profile/access-table';
import { teamAccess } from '../features/team/access-table';
import { territoriesAccess } from '../features/territories/access-table';
import { apiDocsAccess } from '../http/access-table';
import type { AccessTable } from './access-expectations';

export * from './access-expectations';

/** Every feature's table, by the name the walk reports a duplicate under. */
export const FEATURE_ACCESS_TABLES: Readonly<Record<string, AccessTable>> = {
  'http/api-docs': apiDocsAccess,
  health: healthAccess,
  auth: authAccess,
  consent: consentAccess,
  otp: otpAccess,
  employees: employeesAccess,
  kyc: kycAccess,
  'document-access': documentAccessAccess,
  privacy: privacyAccess,
  'privacy-requests': privacyRequestsAccess,
  leads: leadsAccess,
  'lead-management': leadManagementAccess,
  'lead-documents': leadDocumentsAccess,
  payouts: payoutsAccess,
  'tax-profile': taxProfileAccess,
  catalogue: catalogueAccess,
  team: teamAccess,
  dashboards: dashboardsAccess,
  territories: territoriesAccess,
  criteria: criteriaAccess,
  eligibility: eligibilityAccess,
  notifications: notificationsAccess,
  'start-up': startUpAccess,
};

/**
 * The declared access table: every route of the API (but the Swagger UI's own /docs routes, and the
 * OPTIONS and HEAD routes Fastify and CORS add) with what each persona must get. Read only by
 * `api/test/access-table.test.ts` and `api/test/openapi-fuzz.test.ts`; the server never imports it.
 * A new route needs an entry in its feature's `access-table.ts` (docs/security.md#the-access-table).
 */
export const ACCESS_TABLE: AccessTable = Object.assign({}, ...Object.values(FEATURE_ACCESS_TABLES));

/** Keys declared by more than one feature table (the walk fails on any). */
export function duplicateAccessKeys(): string[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const [feature, table] of Object.entries(FEATURE_ACCESS_TABLES)) {
    for (const key of Object.keys(table)) {
      const first = seen.get(key);
      if (first) duplicates.push(`${key} (in ${first} and ${feature})`);
      else seen.set(key, feature);
    }
  }
  return duplicates;
}
