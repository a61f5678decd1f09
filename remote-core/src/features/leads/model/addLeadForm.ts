/**
 * The Add Lead dialog's rules (spec §5): when Create Lead is enabled, the payload it sends
 * (LeadCreateRequest), the loan type choices, and how a failed create is shown.
 */
import type { BankLoan, BranchChoices, LeadCreateRequest, Profile } from 'shared-contracts';
import { formErrors, formatRupees, getErrorMessage } from 'shared-ui';
import type { ComboboxOption, SelectItems, SelectOption, SelectOptionGroup } from 'shared-ui/widgets';
import type { LeadsT } from '../i18n';

/** Spec §8: the create service's fallback text, as it is logged (the dialog shows the catalogue's addLead.createError). */
export const CREATE_LEAD_ERROR = 'Failed to create lead';

export interface AddLeadValues {
  customerName: string;
  mobile: string;
  address: string;
  /** The chosen bank loan's id, as the select holds it ("" until chosen). */
  bankLoanId: string;
  loanAmount: string;
  remarks: string;
  /**
   * The Bank Branch select: "" while the user has not touched it (the lead gets the server's
   * suggestion), NO_BRANCH for "No branch yet (N/A)", else the chosen branch's id.
   */
  bankBranch: string;
}

export type AddLeadInput = keyof AddLeadValues;

/** The Bank Branch select's value for "No branch yet (N/A)" (addLead.noBranch). */
export const NO_BRANCH = 'none';

export const EMPTY_ADD_LEAD_VALUES: AddLeadValues = {
  customerName: '',
  mobile: '',
  address: '',
  bankLoanId: '',
  loanAmount: '',
  remarks: '',
  bankBranch: '',
};

/** One input changed. Another loan type means another bank: a branch chosen for the last one goes back to the suggestion. */
export function changeAddLeadValue(values: AddLeadValues, field: AddLeadInput, value: string): AddLeadValues {
  if (field === 'bankLoanId' && value !== values.bankLoanId) return { ...values, bankLoanId: value, bankBranch: '' };
  return { ...values, [field]: value };
}

/** The referrer and branch of a new lead: the signed-in user's employee id and assigned territory. */
export interface LeadReferrer {
  employeeId: string;
  branchId: number;
}

export function referrerOf(profile: Pick<Profile, 'employee_id' | 'assigned_territory'> | undefined): LeadReferrer {
  return { employeeId: profile?.employee_id.trim() ?? '', branchId: profile?.assigned_territory?.id ?? 0 };
}

function positiveNumber(text: string): number {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Spec §5: Create Lead stays disabled until customer name, mobile, address, loan type, loan amount,
 * branch and referrer employee id are all filled and non-zero. No format check on the mobile.
 */
export function canCreateLead(values: AddLeadValues, referrer: LeadReferrer): boolean {
  return (
    values.customerName.trim() !== '' &&
    values.mobile.trim() !== '' &&
    values.address.trim() !== '' &&
    positiveNumber(values.bankLoanId) > 0 &&
    positiveNumber(values.loanAmount) > 0 &&
    referrer.branchId > 0 &&
    referrer.employeeId !== ''
  );
}

/** The `bank_branch` of the payload: absent when untouched (the server applies its rule), null for none, else the id. */
function chosenBankBranch(bankBranch: string): Pick<LeadCreateRequest, 'bank_branch'> {
  if (bankBranch === '') return {};
  if (bankBranch === NO_BRANCH) return { bank_branch: null };
  const id = positiveNumber(bankBranch);
  return id > 0 ? { bank_branch: id } : {};
}

/** The POST /leads/leads/ body; remarks only when some were written, bank_branch only when the user chose. */
export function leadCreatePayload(values: AddLeadValues, referrer: LeadReferrer): LeadCreateRequest {
  const remarks = values.remarks.trim();
  return {
    customer_name: values.customerName.trim(),
    loan_type: positiveNumber(values.bankLoanId),
    customer_mobile: values.mobile.trim(),
    customer_address: values.address.trim(),
    loan_amount: positiveNumber(values.loanAmount),
    referred_by_employee_id: referrer.employeeId,
    branch: referrer.branchId,
    ...(remarks === '' ? {} : { remarks }),
    ...chosenBankBranch(values.bankBranch),
  };
}

/**
 * The Bank Branch choices: the branches something speaks for, best first, each with why ("Pune -
 * Aundh · Same PIN district"); "No branch yet (N/A)"; then the bank's other branches by city and name,
 * for a connector who knows better.
 */
export function branchSelectItems(choices: BranchChoices | undefined, bankName: string | undefined, t: LeadsT): SelectItems {
  const branches = choices?.branches ?? [];
  const label = (branch: BranchChoices['branches'][number]) => `${branch.branch_name}${branch.reason ? ` · ${branch.reason}` : ''}`;
  const matching: SelectOption[] = branches.filter((branch) => branch.reason !== null).map((branch) => ({ value: String(branch.id), label: label(branch) }));
  const others: SelectOption[] = branches.filter((branch) => branch.reason === null).map((branch) => ({ value: String(branch.id), label: label(branch) }));
  const othersLabel =
    matching.length > 0
      ? bankName
        ? t('addLead.otherBranchesOf', { bank: bankName })
        : t('addLead.otherBranchesOfTheBank')
      : bankName
        ? t('addLead.branchesOf', { bank: bankName })
        : t('addLead.branchesOfTheBank');
  return [...matching, { value: NO_BRANCH, label: t('addLead.noBranch') }, ...(others.length > 0 ? [{ label: othersLabel, options: others }] : [])];
}

/** What the select shows: the user's choice, else the server's suggestion, else "No branch yet (N/A)". */
export function shownBankBranch(bankBranch: string, choices: BranchChoices | undefined): string {
  if (bankBranch !== '') return bankBranch;
  return choices?.suggested != null ? String(choices.suggested) : NO_BRANCH;
}

/** Under the select: why the shown branch is suggested, or what "no branch yet" means. */
export function bankBranchHint(bankBranch: string, choices: BranchChoices | undefined, t: LeadsT): string | undefined {
  if (!choices) return undefined;
  const shown = shownBankBranch(bankBranch, choices);
  if (shown === NO_BRANCH) {
    return choices.suggested === null ? t('addLead.noMatchingBranch') : t('addLead.backOfficeAssigns');
  }
  const branch = choices.branches.find((candidate) => String(candidate.id) === shown);
  if (!branch) return undefined;
  const place = `${branch.cluster}, ${branch.state} ${branch.pincode}`.trim();
  return branch.id === choices.suggested && branch.reason ? t('addLead.suggestedBranch', { reason: branch.reason, place }) : place;
}

/** A mobile number worth asking about open leads: complete, 10 digits as the API accepts them. */
export function completeMobile(mobile: string): string | null {
  const trimmed = mobile.trim();
  return /^[6-9][0-9]{9}$/.test(trimmed) ? trimmed : null;
}

/** What the Loan Type field lists of a bank loan ("Unknown" / "N/A" when the catalogue lacks a name). */
function loanTypeName(bankLoan: BankLoan, t: LeadsT): string {
  return bankLoan.loan?.type || bankLoan.type || t('addLead.unknownLoanType');
}

function bankName(bankLoan: BankLoan, t: LeadsT): string {
  return bankLoan.bank?.name || t('addLead.unknownBank');
}

/**
 * The Loan Type choices: every bank loan, named "{loan type} — {bank}", grouped by loan type and
 * sorted by it, each group's banks sorted by name (the row under the group heading shows just the
 * bank). Grouped by loan type because that is what a connector starts from: the customer asks for
 * a home loan, and the connector then compares the banks that offer one. Typing a bank's name
 * still finds it in every group (the search reads the whole name).
 */
export function loanTypeGroups(bankLoans: readonly BankLoan[], t: LeadsT): SelectOptionGroup<ComboboxOption>[] {
  const byType = new Map<string, BankLoan[]>();
  for (const bankLoan of bankLoans) {
    const type = loanTypeName(bankLoan, t);
    byType.set(type, [...(byType.get(type) ?? []), bankLoan]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en-IN'))
    .map(([type, loans]) => ({
      label: type,
      options: loans
        .map((bankLoan) => ({ value: String(bankLoan.id), label: `${type} — ${bankName(bankLoan, t)}`, listLabel: bankName(bankLoan, t) }))
        .sort((a, b) => a.listLabel.localeCompare(b.listLabel, 'en-IN')),
    }));
}

/** The bank loan's amount bounds: "₹50,000 to ₹40,00,000 for this loan"; undefined without bounds. */
export function amountBoundsText(bankLoan: Pick<BankLoan, 'min_loan_amount' | 'max_loan_amount'> | undefined, t: LeadsT): string | undefined {
  const min = bankLoan?.min_loan_amount ?? null;
  const max = bankLoan?.max_loan_amount ?? null;
  if (min !== null && max !== null) return t('addLead.amountBetween', { min: formatRupees(min), max: formatRupees(max) });
  if (max !== null) return t('addLead.amountAtMost', { max: formatRupees(max) });
  if (min !== null) return t('addLead.amountAtLeast', { min: formatRupees(min) });
  return undefined;
}

/** Under Loan Amount: the typed amount in rupees and the chosen bank loan's bounds (the API enforces them). */
export function loanAmountHint(loanAmount: string, bankLoan: Pick<BankLoan, 'min_loan_amount' | 'max_loan_amount'> | undefined, t: LeadsT): string | undefined {
  const amount = positiveNumber(loanAmount);
  const parts = [amount > 0 ? formatRupees(amount) : undefined, amountBoundsText(bankLoan, t)].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Which input shows the API's message about each field of the payload. */
export const ADD_LEAD_ERROR_FIELDS = {
  customer_name: 'customerName',
  customer_mobile: 'mobile',
  customer_address: 'address',
  loan_type: 'bankLoanId',
  loan_amount: 'loanAmount',
  remarks: 'remarks',
  bank_branch: 'bankBranch',
} as const satisfies Partial<Record<keyof LeadCreateRequest, AddLeadInput>>;

type ApiField = keyof typeof ADD_LEAD_ERROR_FIELDS;
const API_FIELDS = Object.keys(ADD_LEAD_ERROR_FIELDS) as ApiField[];

export interface AddLeadErrors {
  /** The server's first message per input. */
  fields: Partial<Record<AddLeadInput, string>>;
  /** One message above the buttons: the server's detail, a message about a field the form does not show (branch, referrer), or the fallback. */
  general: string | undefined;
}

export const NO_ADD_LEAD_ERRORS: AddLeadErrors = { fields: {}, general: undefined };

/** A failed create, split into messages under the inputs and one general message. */
export function addLeadErrors(error: unknown, t: LeadsT): AddLeadErrors {
  const { fields: apiFields, other } = formErrors(error, API_FIELDS);
  const fields: Partial<Record<AddLeadInput, string>> = {};
  for (const field of API_FIELDS) {
    const message = apiFields[field];
    if (message !== undefined) fields[ADD_LEAD_ERROR_FIELDS[field]] = message;
  }
  const general = other ?? (Object.keys(fields).length === 0 ? getErrorMessage(error, t('addLead.createError')) : undefined);
  return { fields, general };
}
