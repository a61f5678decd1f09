import type { FastifyRequest } from 'fastify';

/**
 * Security events, logged as one JSON line each with `security: <event>`, the employee id and the
 * client address, so they can be filtered and alerted on. Never pass a password or a token here.
 */
export type SecurityEvent =
  | 'sign_in_succeeded'
  | 'sign_in_failed'
  | 'sign_in_locked'
  | 'sign_in_targeted'
  | 'refresh_token_reused'
  | 'session_revoked'
  | 'access_denied'
  | 'rate_limited'
  | 'kyc_approved'
  | 'kyc_rejected'
  | 'aadhaar_masked'
  | 'mobile_number_changed'
  | 'tax_profile_changed'
  | 'employee_created'
  | 'employee_deactivated'
  | 'employee_erased'
  | 'employee_activated'
  | 'otp_requested'
  | 'otp_verify_failed'
  | 'otp_delivery_failed'
  | 'otp_delivery_status'
  | 'otp_webhook_refused'
  | 'password_reset'
  | 'document_unreadable'
  | 'consent_withdrawn';

const WARNINGS = new Set<SecurityEvent>(['sign_in_failed', 'sign_in_locked', 'refresh_token_reused', 'access_denied', 'rate_limited', 'otp_verify_failed', 'otp_webhook_refused']);
/** Something is broken, or an account is under attack, not merely suspicious: alert on these. */
const ERRORS = new Set<SecurityEvent>(['otp_delivery_failed', 'sign_in_targeted', 'document_unreadable']);

export function logSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  fields: { employeeId?: string | null; [key: string]: string | number | boolean | null | undefined } = {},
): void {
  const entry = { security: event, ip: request.ip, method: request.method, route: request.routeOptions.url, ...fields };
  if (ERRORS.has(event)) request.log.error(entry, `security: ${event}`);
  else if (WARNINGS.has(event)) request.log.warn(entry, `security: ${event}`);
  else request.log.info(entry, `security: ${event}`);
}
