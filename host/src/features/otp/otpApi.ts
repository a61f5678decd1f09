/**
 * The one-time-code calls (docs/otp.md). This module imports shared-auth, so it is reached only
 * through the lazily loaded pages, after loadSession() has configured the client (app/AppRoutes.tsx).
 */
import { acceptTokenPair, httpClient, withDeviceToken } from 'shared-auth';
import type {
  OtpLoginRequest,
  OtpRequestAccepted,
  OtpVerifyRequest,
  PasswordResetDone,
  PasswordResetOtpRequest,
  PasswordResetRequest,
  TokenPair,
} from 'shared-contracts';

export const LOGIN_OTP_PATH = '/auth/employees/login-otp/';
export const VERIFY_OTP_PATH = '/auth/connectors/verify-otp/';
export const SEND_RESET_OTP_PATH = '/auth/send-reset-otp/';
export const RESET_PASSWORD_PATH = '/auth/reset-password/';

// All four are public calls made while signed out: a 401 from them must never start a token refresh.
const PUBLIC_CALL = { skipAuthRefresh: true } as const;

/** POST /auth/employees/login-otp/: the same answer whether or not the number belongs to an account. */
export async function requestLoginCode(body: OtpLoginRequest): Promise<OtpRequestAccepted> {
  return (await httpClient.post<OtpRequestAccepted>(LOGIN_OTP_PATH, withDeviceToken(body), PUBLIC_CALL)).data;
}

/**
 * POST /auth/connectors/verify-otp/: answers the password sign-in's token pair, which is stored as
 * signIn() stores it (shared-auth's acceptTokenPair). Rejects with the axios error, or when the answer
 * holds no tokens.
 */
export async function signInWithCode(body: OtpVerifyRequest): Promise<void> {
  const { data } = await httpClient.post<TokenPair>(VERIFY_OTP_PATH, withDeviceToken(body), PUBLIC_CALL);
  acceptTokenPair(data);
}

/** POST /auth/send-reset-otp/: the same answer whether or not the employee id belongs to an account. */
export async function requestResetCode(body: PasswordResetOtpRequest): Promise<OtpRequestAccepted> {
  return (await httpClient.post<OtpRequestAccepted>(SEND_RESET_OTP_PATH, withDeviceToken(body), PUBLIC_CALL)).data;
}

/** POST /auth/reset-password/ */
export async function resetPassword(body: PasswordResetRequest): Promise<PasswordResetDone> {
  return (await httpClient.post<PasswordResetDone>(RESET_PASSWORD_PATH, withDeviceToken(body), PUBLIC_CALL)).data;
}

/** The code's lifetime from a request's answer, in whole seconds; `fallback` when the answer has none. */
export function lifetimeSeconds(answer: Partial<OtpRequestAccepted> | undefined, fallback: number): number {
  const seconds = answer?.expires_in;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : fallback;
}
