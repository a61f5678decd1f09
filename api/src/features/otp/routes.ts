import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  OtpLoginRequest,
  OtpOutbox,
  OtpOutboxQuery,
  OtpRequestAccepted,
  OtpVerifyRequest,
  PasswordResetDone,
  PasswordResetOtpRequest,
  PasswordResetRequest,
  TokenPair,
  type OtpChannelMedium,
  type OtpPurpose,
} from 'shared-contracts';
import type { RateLimitRule } from '../../config';
import { otpOutbox } from '../../db/schema';
import { fieldErrors, serviceUnavailable } from '../../http/errors';
import { languageOf } from '../../http/error-handler';
import { errorResponses } from '../../http/schemas';
import { localise } from '../../i18n';
import { minutesText, tooManyRequestsFor } from '../../security/rate-limiter';
import { logSecurityEvent } from '../../security/security-log';
import { newPasswordProblems } from '../auth/passwords';
import type { SignInSource } from '../auth/sign-in-sources';
import { SignInThrottle } from '../auth/sign-in-throttle';
import { mediumOf } from './channels/config';
import { otpWebhookRoutes } from './channels/webhooks';
import { maskedMobile } from './codes';
import { issueCode, resetPasswordWithCode, signInWithCode, ttlSecondsOf, type CheckOutcome, type CodeCaller, type Recipient } from './otp-service';

export const OTP_REQUEST_ACCEPTED = 'If the details match an account, a one-time code has been sent to its registered mobile number.';
export const OTP_INVALID = 'The code is invalid or has expired.';
export const OTP_UNAVAILABLE = 'One-time codes cannot be sent at the moment. Please contact support.';
export const OTP_CHANNEL_NOT_AVAILABLE = 'This channel is not available.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.';
const TOO_MANY_CODE_REQUESTS = 'Too many code requests.';
const TOO_MANY_WRONG_CODES = 'Too many wrong codes.';

/** The employee id as sign-in reads it: trimmed, upper case. */
const normalisedEmployeeId = (value: string) => value.trim().toUpperCase();

export const otpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, rateLimiter } = app;
  const limits = config.requestLimits;
  const { signInSources } = app;
  const throttle = new SignInThrottle(app.db, rateLimiter, config.signInLimits, signInSources);
  const lifetimes = { refreshTokenTtlSeconds: config.refreshTokenTtlSeconds, sessionMaxAgeSeconds: config.sessionMaxAgeSeconds };
  const loginMinutes = minutesText(config.otp.loginTtlSeconds * 1000);
  const resetMinutes = minutesText(config.otp.resetTtlSeconds * 1000);
  const requestLimitsText = (recipient: string) =>
    `Limited to ${limits.otpRequestsPerRecipient.max} requests per ${minutesText(limits.otpRequestsPerRecipient.windowMs)} per ${recipient} ` +
    `(counted whether or not it belongs to an account; the employee's own browser, by its \`device_token\`, or address has a budget of its own) ` +
    `and ${limits.otpRequestsPerAddress.max} per ${minutesText(limits.otpRequestsPerAddress.windowMs)} ` +
    'per client address (both code requests together): 429 with Retry-After. A request from elsewhere than the employee\'s own browser or ' +
    'address never replaces a code the employee can still use: that code is sent again; from their own, a new code replaces it. Answers 503 to everyone when no sender is configured ' +
    '(production without a channel) or OTP_ENABLED=false. Optional `channel` (`whatsapp` or `sms`): the medium of a configured channel to send by ' +
    '(else 400); the answer names the medium it goes out by first (`channel`, the configured primary unless asked) and the other configured one ' +
    '(`other_channel`), from the configuration alone.';
  const entryText =
    `Every failure (unknown, wrong, expired, used, superseded or locked code, inactive account) answers the same 400 {"otp": ["${OTP_INVALID}"]}; ` +
    `a code is locked after ${config.otp.maxAttempts} wrong entries (counted apart for the employee's own browser or address and for everyone ` +
    'else, so wrong guesses from elsewhere never lock the employee out of their code). Failed entries are limited per address ' +
    `(${limits.otpFailedEntriesPerAddress.max} per ${minutesText(limits.otpFailedEntriesPerAddress.windowMs)}), 429 with Retry-After.`;

  /** Counts one hit and answers 429 (logged) beyond the rule's maximum. */
  async function limit(request: FastifyRequest, name: string, key: string, rule: RateLimitRule, detail: string): Promise<void> {
    const state = await rateLimiter.hit(key, rule);
    if (state.hits > rule.max) {
      logSecurityEvent(request, 'rate_limited', { limit: name });
      throw tooManyRequestsFor(state.retryAfterMs, detail);
    }
  }

  /** Whether the employee the recipient names signed in before from this request's browser or address. */
  async function callerOf(request: FastifyRequest, recipient: Recipient, deviceToken: string | undefined): Promise<CodeCaller & { source: SignInSource }> {
    const source: SignInSource = { address: request.ip, deviceToken: deviceToken ?? null };
    const employee = recipient.purpose === 'login' ? { mobileNumber: recipient.mobileNumber } : { employeeId: recipient.employeeId };
    const trust = await signInSources.trustOf(employee, source);
    return { trusted: trust.device || trust.address, source };
  }

  /** 503 to everyone while nothing can deliver a code (no channel in production) or the feature is off (OTP_ENABLED=false). */
  function refuseWhenUnavailable(request: FastifyRequest, purpose: OtpPurpose): void {
    const { sender } = app.otp.deliveries;
    if (sender.available) return;
    logSecurityEvent(request, 'otp_delivery_failed', { purpose, sender: sender.name, reason: sender.name === 'disabled' ? 'otp_disabled' : 'no_sender_configured' });
    throw serviceUnavailable(OTP_UNAVAILABLE);
  }

  /**
   * The medium the code goes out by first (the one asked for, else the primary channel's) and the other
   * configured medium: from the configuration alone, never from the account (docs/otp.md#screens).
   * A medium no configured channel has is a 400.
   */
  function channelsFor(asked: OtpChannelMedium | undefined): { channel?: OtpChannelMedium; other_channel?: OtpChannelMedium } {
    const media = [...new Set((app.otp.deliveries.sender.channels ?? []).map(mediumOf))];
    if (asked !== undefined && !media.includes(asked)) throw fieldErrors({ channel: [OTP_CHANNEL_NOT_AVAILABLE] });
    const first = asked ?? media[0];
    if (first === undefined) return {};
    const other = media.find((medium) => medium !== first);
    return other === undefined ? { channel: first } : { channel: first, other_channel: other };
  }

  /** The same answer whether or not the recipient is an account; the message goes out off the answer path. */
  async function requestCode(request: FastifyRequest, recipient: Recipient, deviceToken: string | undefined, asked: OtpChannelMedium | undefined) {
    const { deliveries } = app.otp;
    refuseWhenUnavailable(request, recipient.purpose);
    const channels = channelsFor(asked);
    await limit(request, 'otp-request-address', `otp-request:address:${request.ip}`, limits.otpRequestsPerAddress, TOO_MANY_CODE_REQUESTS);
    const caller = await callerOf(request, recipient, deviceToken);
    const recipientKey = recipient.purpose === 'login' ? `otp-request:mobile:${recipient.mobileNumber}` : `otp-request:employee:${recipient.employeeId}`;
    // The employee's own browser or address has a budget of its own: requests from elsewhere cannot use it up.
    const budgetKey = caller.trusted ? `${recipientKey}|${signInSources.sourceKey(caller.source)}` : recipientKey;
    await limit(request, 'otp-request-recipient', budgetKey, limits.otpRequestsPerRecipient, TOO_MANY_CODE_REQUESTS);

    const outcome = await issueCode(app, recipient, caller);
    logSecurityEvent(request, 'otp_requested', {
      purpose: recipient.purpose,
      ...(recipient.purpose === 'password_reset'
        ? signInSources.loggedEmployeeId(outcome.employee?.employeeId ?? recipient.employeeId, outcome.employee !== null)
        : { employeeId: outcome.employee?.employeeId ?? null }),
      mobile: recipient.purpose === 'login' ? maskedMobile(recipient.mobileNumber) : undefined,
      outcome: outcome.issued ? (outcome.resent ? 'resent' : 'sent') : outcome.reason,
      trustedSource: caller.trusted,
    });
    if (outcome.issued) deliveries.dispatch({ ...outcome.message, medium: asked }, request.log);
    return { detail: localise(languageOf(request), OTP_REQUEST_ACCEPTED), expires_in: ttlSecondsOf(app, recipient.purpose), ...channels };
  }

  /** 429 once this address has failed too many code entries (checked before anything else). */
  async function checkEntryLimit(request: FastifyRequest): Promise<void> {
    const state = await rateLimiter.peek(`otp-failed:address:${request.ip}`);
    if (state.hits >= limits.otpFailedEntriesPerAddress.max) {
      logSecurityEvent(request, 'rate_limited', { limit: 'otp-failed-address' });
      throw tooManyRequestsFor(state.retryAfterMs, TOO_MANY_WRONG_CODES);
    }
  }

  /**
   * Counts and logs a refused code, and answers the one generic 400. `typedEmployeeId`: what a reset named
   * that belongs to nobody (logged as its fingerprint only).
   */
  async function refused(
    request: FastifyRequest,
    purpose: OtpPurpose,
    employeeId: string | null,
    refusal: CheckOutcome & { ok: false },
    { mobile, typedEmployeeId }: { mobile?: string; typedEmployeeId?: string } = {},
  ) {
    await rateLimiter.hit(`otp-failed:address:${request.ip}`, limits.otpFailedEntriesPerAddress);
    logSecurityEvent(request, 'otp_verify_failed', {
      purpose,
      employeeId,
      ...(employeeId === null && typedEmployeeId ? signInSources.loggedEmployeeId(typedEmployeeId, false) : {}),
      mobile: mobile ? maskedMobile(mobile) : undefined,
      reason: refusal.reason,
      locked: refusal.locked,
    });
    return fieldErrors({ otp: [OTP_INVALID] });
  }

  app.post(
    '/auth/employees/login-otp/',
    {
      config: { access: 'public', limitedInHandler: true },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a sign-in code by mobile number',
        description:
          'Any active employee (every role) with this mobile number gets a 6-digit code by the configured sender, valid for ' +
          `${loginMinutes}. The answer is the same 200 whether or not the number ` +
          `belongs to an account. ${requestLimitsText('mobile number')}`,
        body: OtpLoginRequest,
        response: { 200: OtpRequestAccepted, ...errorResponses(400, 429, 503) },
      },
    },
    (request) => requestCode(request, { purpose: 'login', mobileNumber: request.body.mobile_number }, request.body.device_token, request.body.channel),
  );

  app.post(
    '/auth/connectors/verify-otp/',
    {
      config: { access: 'public', limitedInHandler: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a mobile number and its code',
        description:
          'Answers what the password sign-in answers ({access, refresh}: a new session) and uses the code up. The KYC gate still ' +
          `applies to a connector afterwards. ${entryText}`,
        body: OtpVerifyRequest,
        response: { 200: TokenPair, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { mobile_number: mobileNumber, otp } = request.body;
      await checkEntryLimit(request);
      const caller = await callerOf(request, { purpose: 'login', mobileNumber }, request.body.device_token);
      const outcome = await signInWithCode(app, mobileNumber, otp, lifetimes, caller);
      if (!outcome.ok) throw await refused(request, 'login', outcome.employee?.employeeId ?? null, outcome.refusal, { mobile: mobileNumber });
      const { employee, sessionId } = outcome;
      const deviceToken = await signInSources.remember(app.db, employee.id, caller.source);
      logSecurityEvent(request, 'sign_in_succeeded', { employeeId: employee.employeeId, sessionId, method: 'otp' });
      const access = app.accessTokens.sign({ id: employee.id, employeeId: employee.employeeId, role: employee.role, sessionId });
      return { access, refresh: outcome.refreshToken, device_token: deviceToken };
    },
  );

  app.post(
    '/auth/send-reset-otp/',
    {
      config: { access: 'public', limitedInHandler: true },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset code by employee id',
        description:
          'An active employee with a mobile number gets a 6-digit code there, valid for ' +
          `${resetMinutes}. The employee id is case-insensitive. The answer is the ` +
          `same 200 whether or not the employee id belongs to an account. ${requestLimitsText('employee id')}`,
        body: PasswordResetOtpRequest,
        response: { 200: OtpRequestAccepted, ...errorResponses(400, 429, 503) },
      },
    },
    (request) =>
      requestCode(request, { purpose: 'password_reset', employeeId: normalisedEmployeeId(request.body.employee_id) }, request.body.device_token, request.body.channel),
  );

  app.post(
    '/auth/reset-password/',
    {
      config: { access: 'public', limitedInHandler: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset code',
        description:
          'In one transaction: the new password (argon2id), the code used up, every session of the employee ended (their access and ' +
          'refresh tokens stop working at once) and an audit entry `employee.password_reset`. `new_password`: at least 8 characters ' +
          '(12 for admin and director) with letters and digits, not the published demo password, not containing the employee id: ' +
          `each problem answers 400 on new_password. ${entryText}`,
        body: PasswordResetRequest,
        response: { 200: PasswordResetDone, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const employeeId = normalisedEmployeeId(request.body.employee_id);
      const { otp, new_password: newPassword } = request.body;
      // The rules that hold for every account are answered first; they say nothing about the account.
      const problems = newPasswordProblems(newPassword);
      if (problems.length > 0) throw fieldErrors({ new_password: problems });
      await checkEntryLimit(request);
      const caller = await callerOf(request, { purpose: 'password_reset', employeeId }, request.body.device_token);
      const outcome = await resetPasswordWithCode(app, employeeId, otp, newPassword, caller);
      if ('passwordProblems' in outcome) throw fieldErrors({ new_password: outcome.passwordProblems });
      if (!outcome.ok) throw await refused(request, 'password_reset', outcome.employee?.employeeId ?? null, outcome.refusal, { typedEmployeeId: employeeId });
      // A forgotten password often follows failed sign-ins: the new one must not wait out their delay.
      await throttle.succeeded(employeeId, caller.source, null);
      logSecurityEvent(request, 'password_reset', { employeeId, sessionsEnded: outcome.sessionsEnded });
      return { detail: localise(languageOf(request), PASSWORD_RESET_DONE) };
    },
  );

  // The channel providers' delivery-status webhooks, in a context of their own (raw bodies for the signatures).
  await app.register(otpWebhookRoutes);
};

/**
 * GET /dev/outbox/: what the development sender "sent", newest first. Registered only when NODE_ENV is
 * not production (app.ts); public, because it serves the development and test tooling that plays the
 * phone. It waits for deliveries in flight, so a message is there as soon as its request was answered.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: the one-time-code messages the development sender wrote',
        description:
          'Not registered when NODE_ENV=production (404). Newest first; filters: mobile_number, employee_id (any case), purpose, ' +
          'limit (1–100, default 50). Messages are kept for a day.',
        querystring: OtpOutboxQuery,
        response: { 200: OtpOutbox, ...errorResponses(400) },
      },
    },
    async (request) => {
      await app.otp.deliveries.settled();
      const { mobile_number: mobileNumber, employee_id: employeeId, purpose, limit = 50 } = request.query;
      const conditions: SQL[] = [];
      if (mobileNumber) conditions.push(eq(otpOutbox.mobileNumber, mobileNumber));
      if (employeeId) conditions.push(eq(otpOutbox.employeeId, normalisedEmployeeId(employeeId)));
      if (purpose) conditions.push(eq(otpOutbox.purpose, purpose));
      const rows = await app.db
        .select()
        .from(otpOutbox)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(otpOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        employee_id: row.employeeId,
        mobile_number: row.mobileNumber,
        purpose: row.purpose as OtpPurpose,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};
