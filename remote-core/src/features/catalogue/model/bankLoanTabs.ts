/** The tabs of Bank & Loan Management (their labels: catalogue ids); the open one is kept in the URL (?tab=loans) for Back. */
export const BANK_LOAN_TABS = [
  { value: 'banks', label: 'tabs.banks' },
  { value: 'loans', label: 'tabs.loans' },
] as const;

export type BankLoanTab = (typeof BANK_LOAN_TABS)[number]['value'];

export const DEFAULT_BANK_LOAN_TAB: BankLoanTab = 'banks';

/** The tab a `?tab=` value names; the Banks tab for anything else. */
export function bankLoanTabOf(value: string | null): BankLoanTab {
  return BANK_LOAN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_BANK_LOAN_TAB;
}

/** The address of Bank & Loan Management with `tab` open: "Back to Loans" returns to the Loans tab. */
export function bankLoanPath(tab: BankLoanTab): string {
  return tab === DEFAULT_BANK_LOAN_TAB ? '/bank-loan' : `/bank-loan?tab=${tab}`;
}
