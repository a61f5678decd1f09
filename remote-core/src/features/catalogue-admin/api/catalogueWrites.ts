import { useMutation } from '@tanstack/react-query';
import { httpClient, queryClient } from 'shared-auth';
import type {
  Bank,
  BankBranch,
  BankLoan,
  BankLoanCreateRequest,
  BankLoanUpdateRequest,
  BankWriteRequest,
  BranchCreateRequest,
  BranchUpdateRequest,
  LoanType,
  LoanTypeCreateRequest,
  Spokesperson,
  SpokespersonCreateRequest,
  SpokespersonUpdateRequest,
} from 'shared-contracts';
import { bankBranchQueryKey, bankBranchesQueryKey } from '../../catalogue/api/bankBranches';
import { bankLoansQueryKey } from '../../catalogue/api/bankLoans';
import { banksQueryKey } from '../../catalogue/api/banks';
import { loanTypesQueryKey } from '../../catalogue/api/loanTypes';
import { spokespersonsQueryKey } from '../../catalogue/api/spokespersons';

/*
 * Catalogue edits (admin, director). Every write refreshes the catalogue queries the connector
 * pages read (the `catalogue/api` keys), so Bank & Loans, a bank, a loan type and a branch show the
 * change at once. A 400 answers `{field: [messages]}`.
 */

// Prefixes of the catalogue's query keys (every filter of each list).
const BANK_LOANS = bankLoansQueryKey({ all: true }).slice(0, 2);
const BRANCHES = bankBranchesQueryKey(0).slice(0, 2);
const BRANCH = bankBranchQueryKey(0).slice(0, 2);
const SPOKESPERSONS = spokespersonsQueryKey(0).slice(0, 2);

function refresh(...keys: readonly (readonly unknown[])[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /leads/banks/ or PATCH /leads/banks/{id}/ (a name also shows in bank loans and branches). */
export async function saveBank(request: BankWriteRequest, bankId?: number): Promise<Bank> {
  const response = bankId === undefined ? await httpClient.post<Bank>('/leads/banks/', request) : await httpClient.patch<Bank>(`/leads/banks/${bankId}/`, request);
  return response.data;
}

export function useSaveBank() {
  return useMutation(
    {
      mutationFn: ({ request, bankId }: { request: BankWriteRequest; bankId?: number }) => saveBank(request, bankId),
      onSuccess: () => refresh(banksQueryKey, BANK_LOANS, BRANCHES, BRANCH),
    },
    queryClient,
  );
}

/** POST /leads/loans/ : a new loan type. */
export async function createLoanType(request: LoanTypeCreateRequest): Promise<LoanType> {
  return (await httpClient.post<LoanType>('/leads/loans/', request)).data;
}

export function useCreateLoanType() {
  return useMutation({ mutationFn: createLoanType, onSuccess: () => refresh(loanTypesQueryKey) }, queryClient);
}

/** POST /leads/bankloans/ or PATCH /leads/bankloans/{id}/ */
export async function saveBankLoan(request: BankLoanCreateRequest | BankLoanUpdateRequest, bankLoanId?: number): Promise<BankLoan> {
  const response =
    bankLoanId === undefined ? await httpClient.post<BankLoan>('/leads/bankloans/', request) : await httpClient.patch<BankLoan>(`/leads/bankloans/${bankLoanId}/`, request);
  return response.data;
}

export function useSaveBankLoan() {
  return useMutation(
    {
      mutationFn: ({ request, bankLoanId }: { request: BankLoanCreateRequest | BankLoanUpdateRequest; bankLoanId?: number }) => saveBankLoan(request, bankLoanId),
      onSuccess: () => refresh(BANK_LOANS),
    },
    queryClient,
  );
}

/** POST /leads/bankbranches/ or PATCH /leads/bankbranches/{id}/ */
export async function saveBranch(request: BranchCreateRequest | BranchUpdateRequest, branchId?: number): Promise<BankBranch> {
  const response =
    branchId === undefined ? await httpClient.post<BankBranch>('/leads/bankbranches/', request) : await httpClient.patch<BankBranch>(`/leads/bankbranches/${branchId}/`, request);
  return response.data;
}

export function useSaveBranch() {
  return useMutation(
    {
      mutationFn: ({ request, branchId }: { request: BranchCreateRequest | BranchUpdateRequest; branchId?: number }) => saveBranch(request, branchId),
      onSuccess: () => refresh(BRANCHES, BRANCH),
    },
    queryClient,
  );
}

/** POST /leads/spokespersons/ or PATCH /leads/spokespersons/{id}/ (also `status` to activate or deactivate). */
export async function saveSpokesperson(request: SpokespersonCreateRequest | SpokespersonUpdateRequest, spokespersonId?: number): Promise<Spokesperson> {
  const response =
    spokespersonId === undefined
      ? await httpClient.post<Spokesperson>('/leads/spokespersons/', request)
      : await httpClient.patch<Spokesperson>(`/leads/spokespersons/${spokespersonId}/`, request);
  return response.data;
}

export function useSaveSpokesperson() {
  return useMutation(
    {
      mutationFn: ({ request, spokespersonId }: { request: SpokespersonCreateRequest | SpokespersonUpdateRequest; spokespersonId?: number }) =>
        saveSpokesperson(request, spokespersonId),
      onSuccess: () => refresh(SPOKESPERSONS),
    },
    queryClient,
  );
}
