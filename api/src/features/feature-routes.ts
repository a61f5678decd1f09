import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/routes';
import { catalogueAdminRoutes } from './catalogue/admin-routes';
import { catalogueRoutes } from './catalogue/routes';
import { consentRoutes } from './consent/routes';
import { criteriaRoutes } from './criteria/routes';
import { dashboardRoutes } from './dashboards/routes';
import { documentAccessRoutes } from './document-access/routes';
import { eligibilityRoutes } from './eligibility/routes';
import { peopleRoutes } from './employees/people-routes';
import { employeeRoutes } from './employees/routes';
import { healthRoutes } from './health/routes';
import { kycRoutes } from './kyc/routes';
import { leadDocumentRoutes } from './lead-documents/routes';
import { leadManagementRoutes } from './lead-management/routes';
import { leadRoutes } from './leads/routes';
import { notificationStreamRoutes } from './notifications/live/stream-routes';
import { notificationRoutes } from './notifications/routes';
import { devOutboxRoutes, otpRoutes } from './otp/routes';
import { payoutRoutes } from './payouts/routes';
import { privacyRoutes } from './privacy/routes';
import { privacyRequestRoutes } from './privacy-requests/routes';
import { startUpRoutes } from './start-up/routes';
import { taxProfileRoutes } from './tax-profile/routes';
import { teamRoutes } from './team/routes';
import { territoryRoutes } from './territories/routes';

export interface FeatureRoutes {
  /** What the routes are about (the feature's folder). */
  feature: string;
  routes: FastifyPluginAsync;
  /** Development tooling: never registered when NODE_ENV=production. */
  developmentOnly?: true;
}

/**
 * Every feature's routes, registered in this order by buildApp once the services are there. A new
 * feature adds its routes here; each route declares who may call it (security/route-access.ts).
 */
export const FEATURE_ROUTES: readonly FeatureRoutes[] = [
  { feature: 'health', routes: healthRoutes },
  { feature: 'auth', routes: authRoutes },
  { feature: 'consent', routes: consentRoutes },
  { feature: 'otp', routes: otpRoutes },
  // The messages of the development OTP sender.
  { feature: 'otp', routes: devOutboxRoutes, developmentOnly: true },
  { feature: 'employees', routes: employeeRoutes },
  { feature: 'kyc', routes: kycRoutes },
  { feature: 'document-access', routes: documentAccessRoutes },
  { feature: 'privacy', routes: privacyRoutes },
  { feature: 'privacy-requests', routes: privacyRequestRoutes },
  { feature: 'leads', routes: leadRoutes },
  { feature: 'lead-management', routes: leadManagementRoutes },
  { feature: 'lead-documents', routes: leadDocumentRoutes },
  { feature: 'payouts', routes: payoutRoutes },
  { feature: 'tax-profile', routes: taxProfileRoutes },
  { feature: 'catalogue', routes: catalogueRoutes },
  { feature: 'catalogue', routes: catalogueAdminRoutes },
  { feature: 'employees', routes: peopleRoutes },
  { feature: 'team', routes: teamRoutes },
  { feature: 'dashboards', routes: dashboardRoutes },
  { feature: 'territories', routes: territoryRoutes },
  { feature: 'criteria', routes: criteriaRoutes },
  { feature: 'eligibility', routes: eligibilityRoutes },
  { feature: 'notifications', routes: notificationRoutes },
  { feature: 'notifications', routes: notificationStreamRoutes },
  { feature: 'start-up', routes: startUpRoutes },
];
