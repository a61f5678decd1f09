/** GET /leads/leads/branch-choices/ answers for HDFC Bank's Personal Loan (bank loan 11) and a customer in Pune 411005. */
import type { BranchChoice, BranchChoices } from 'shared-contracts';

function choice(overrides: Partial<BranchChoice> & Pick<BranchChoice, 'id' | 'branch_name'>): BranchChoice {
  return { state: 'Maharashtra', cluster: 'Pune', pincode: '411007', evidence: null, reason: null, ...overrides };
}

export const PUNE_AUNDH = choice({ id: 41, branch_name: 'Pune - Aundh', pincode: '411007', evidence: 'pin_district', reason: 'Same PIN district' });
export const PUNE_HINJEWADI = choice({ id: 45, branch_name: 'Pune - Hinjewadi', pincode: '411057', evidence: 'pin_district', reason: 'Same PIN district' });
export const BENGALURU = choice({ id: 17, branch_name: 'Bengaluru - Indiranagar', state: 'Karnataka', cluster: 'Bengaluru', pincode: '560038' });
export const MUMBAI_ANDHERI = choice({ id: 16, branch_name: 'Mumbai - Andheri East', cluster: 'Mumbai', pincode: '400069' });

/** Two Pune branches in the customer's PIN district (Aundh suggested), then the rest by city. */
export function puneChoices(): BranchChoices {
  return { suggested: PUNE_AUNDH.id, pincode: '411005', branches: [PUNE_AUNDH, PUNE_HINJEWADI, BENGALURU, MUMBAI_ANDHERI] };
}

/** Nothing speaks for any branch: no suggestion. */
export function unmatchedChoices(): BranchChoices {
  return { suggested: null, pincode: null, branches: [BENGALURU, MUMBAI_ANDHERI] };
}
