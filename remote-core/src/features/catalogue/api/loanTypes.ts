import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { LoanTypeList } from 'shared-contracts';

export const loanTypesQueryKey = ['catalogue', 'loan-types'] as const;

/** GET /leads/loans/ : the loan types (Personal Loan, Home Loan, ...). */
export async function fetchLoanTypes(): Promise<LoanTypeList> {
  return (await httpClient.get<LoanTypeList>('/leads/loans/')).data;
}

/** Every loan type, cached in the one shared QueryClient. */
export function useLoanTypes() {
  return useQuery({ queryKey: loanTypesQueryKey, queryFn: fetchLoanTypes }, queryClient);
}
