import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { EligibilityAnswer, EligibilityRequest, EligibleBank, IneligibleBank } from 'shared-contracts';
import { EligibilityCheckRejected } from '../model/checkFailure';

export const CHECK_ELIGIBILITY_PATH = '/loan_eligibility/check-eligibility/';

/**
 * The check answers in its own envelope, 200 `{success: true, ...}` or 400 `{success: false, error}`
 * (docs/eligibility.md): both are read as answers here, so the screen can show the 400's `error`.
 * Every other status stays an error of the HTTP client (a 401 still goes through the token refresh).
 */
const isCheckAnswer = (status: number) => (status >= 200 && status < 300) || status === 400;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The answer with its lists present (a client that reads the spec's shape may see no `ineligible_banks`). */
function normalizeAnswer(body: Record<string, unknown>): EligibilityAnswer {
  return {
    success: true,
    error: null,
    eligible_banks: listOf<EligibleBank>(body.eligible_banks).map((bank) => ({
      ...bank,
      required_documents: listOf<string>(bank.required_documents),
      to_verify: listOf<string>(bank.to_verify),
    })),
    ineligible_banks: listOf<IneligibleBank>(body.ineligible_banks).map((bank) => ({ ...bank, reasons: listOf<string>(bank.reasons) })),
  };
}

/**
 * POST /loan_eligibility/check-eligibility/. Resolves with a successful answer; an answer that is
 * not a success rejects with `EligibilityCheckRejected` carrying its body (model/checkFailure.ts).
 */
export async function checkEligibility(request: EligibilityRequest): Promise<EligibilityAnswer> {
  const response = await httpClient.post<unknown>(CHECK_ELIGIBILITY_PATH, request, { validateStatus: isCheckAnswer });
  const body = response.data;
  if (isRecord(body) && body.success === true) return normalizeAnswer(body);
  throw new EligibilityCheckRejected(body);
}

/**
 * The check as a mutation of the portal's one QueryClient: idle, pending, then the answer or the
 * error; `reset()` is the screen's "Clear results". `variables` is the request the answer is for.
 */
export function useEligibilityCheck() {
  return useMutation({ mutationFn: checkEligibility }, queryClient);
}
