import { useQuery } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type { BankLoanList } from 'shared-contracts';

/** Which bank loans: all of them (the Add Lead dropdown), one bank's, or one loan type's. */
export type BankLoanFilter = { all: true } | { bank: number } | { loan: number };

export function bankLoansQueryKey(filter: BankLoanFilter) {
  return ['catalogue', 'bank-loans', filter] as const;
}

export function bankLoansPath(filter: BankLoanFilter): string {
  if ('bank' in filter) return `/leads/bankloans/?bank=${filter.bank}`;
  if ('loan' in filter) return `/leads/bankloans/?loan=${filter.loan}`;
  return '/leads/bankloans/';
}

/** GET /leads/bankloans/ (unfiltered), ?bank={bankId} or ?loan={loanId} */
export async function fetchBankLoans(filter: BankLoanFilter): Promise<BankLoanList> {
  return (await httpClient.get<BankLoanList>(bankLoansPath(filter))).data;
}

/** Bank loans, cached in the one shared QueryClient; `enabled: false` waits (no id yet, dialog closed). */
export function useBankLoans(filter: BankLoanFilter, enabled = true) {
  return useQuery({ queryKey: bankLoansQueryKey(filter), queryFn: () => fetchBankLoans(filter), enabled }, queryClient);
}
