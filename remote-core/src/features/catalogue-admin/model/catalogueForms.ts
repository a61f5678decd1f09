/**
 * The catalogue forms (docs: back-office catalogue edits): the fields of each request, their rules,
 * and the request each form sends. Form values are the inputs' texts, keyed by the API's field
 * names, so the server's `{field: [messages]}` lands under the right input as is.
 */
import type {
  Bank,
  BankBranch,
  BankLoan,
  BankLoanCreateRequest,
  BankLoanUpdateRequest,
  BankWriteRequest,
  BranchCreateRequest,
  BranchUpdateRequest,
  Spokesperson,
  SpokespersonCreateRequest,
  SpokespersonUpdateRequest,
} from 'shared-contracts';
import type { CatalogueAdminMessageId, CatalogueAdminT } from '../i18n';
import { EMAIL, EMPLOYEE_ID, MOBILE, PINCODE, numberOf, optionalRupees, percent, required, textLength, type Rule } from './fieldRules';

export interface FieldSpec<K extends string> {
  key: K;
  /** The field's label in the catalogue. */
  label: CatalogueAdminMessageId;
  rule: Rule;
  kind?: 'text' | 'textarea' | 'number' | 'email' | 'tel';
  /** The hint under the field, in the catalogue. */
  helper?: CatalogueAdminMessageId;
  required?: boolean;
  /** Spans both columns of the form. */
  wide?: boolean;
}

export type FormValues<K extends string> = Record<K, string>;

/** Every field's message (only fields whose rule fails). */
export function ruleErrors<K extends string>(fields: readonly FieldSpec<K>[], values: FormValues<K>, t: CatalogueAdminT): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = field.rule(values[field.key] ?? '', t);
    if (message !== undefined) errors[field.key] = message;
  }
  return errors;
}

/** The fields whose trimmed text differs from the original's (what a PATCH sends). */
export function changedKeys<K extends string>(keys: readonly K[], original: FormValues<K>, values: FormValues<K>): K[] {
  return keys.filter((key) => (values[key] ?? '').trim() !== (original[key] ?? '').trim());
}

const text = (value: string) => value.trim();
const idOf = (value: string) => Number(value.trim());
const amountOf = (value: string): number | null => (value.trim() === '' ? null : numberOf(value));
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

// ---------------------------------------------------------------------------------------------
// Banks

export type BankKey = keyof BankWriteRequest;
export const BANK_FIELDS: readonly FieldSpec<BankKey>[] = [{ key: 'name', label: 'fields.bankName', rule: textLength(2, 120), required: true }];

export function bankValues(bank?: Bank): FormValues<BankKey> {
  return { name: bank?.name ?? '' };
}

export function bankRequest(values: FormValues<BankKey>): BankWriteRequest {
  return { name: text(values.name) };
}

/** A new loan type (POST /leads/loans/), offered from the bank loan form. */
export const LOAN_TYPE_RULE = textLength(2, 80);

// ---------------------------------------------------------------------------------------------
// Bank loans

/** The loan type select's choice that opens the "New loan type" field. */
export const NEW_LOAN_TYPE = 'new';

export type BankLoanKey = keyof BankLoanCreateRequest;
export type BankLoanEditKey = Exclude<BankLoanKey, 'bank_id' | 'loan_type_id'>;

export const BANK_LOAN_EDIT_FIELDS: readonly FieldSpec<BankLoanEditKey>[] = [
  {
    key: 'required_documents',
    label: 'fields.requiredDocuments',
    rule: textLength(1, 2000),
    kind: 'textarea',
    required: true,
    wide: true,
    helper: 'fields.requiredDocumentsHelper',
  },
  { key: 'connectors_payout', label: 'fields.connectorPayout', rule: percent, kind: 'number', required: true },
  { key: 'cp_payout', label: 'fields.cpPayout', rule: percent, kind: 'number', required: true },
  { key: 'min_loan_amount', label: 'fields.minLoanAmount', rule: optionalRupees, kind: 'number', helper: 'fields.optional' },
  { key: 'max_loan_amount', label: 'fields.maxLoanAmount', rule: optionalRupees, kind: 'number', helper: 'fields.optional' },
];

export const BANK_LOAN_SELECT_RULES: Record<'bank_id' | 'loan_type_id', Rule> = {
  bank_id: required,
  loan_type_id: (value, t) => (value === NEW_LOAN_TYPE ? t('rules.createLoanTypeFirst') : required(value, t)),
};

/** The minimum must not exceed the maximum (the form says so under the maximum). */
export function amountRangeError(values: Pick<FormValues<BankLoanKey>, 'min_loan_amount' | 'max_loan_amount'>, t: CatalogueAdminT): string | undefined {
  const min = amountOf(values.min_loan_amount);
  const max = amountOf(values.max_loan_amount);
  return min !== null && max !== null && min > max ? t('rules.belowMinimum') : undefined;
}

export function bankLoanValues(bankLoan?: BankLoan, bankId = ''): FormValues<BankLoanKey> {
  return {
    bank_id: bankLoan ? String(bankLoan.bank.id) : bankId,
    loan_type_id: bankLoan ? String(bankLoan.loan.id) : '',
    required_documents: bankLoan?.required_documents ?? '',
    connectors_payout: numberText(bankLoan?.connectors_payout),
    cp_payout: numberText(bankLoan?.cp_payout),
    min_loan_amount: numberText(bankLoan?.min_loan_amount),
    max_loan_amount: numberText(bankLoan?.max_loan_amount),
  };
}

export function bankLoanCreateRequest(values: FormValues<BankLoanKey>): BankLoanCreateRequest {
  return {
    bank_id: idOf(values.bank_id),
    loan_type_id: idOf(values.loan_type_id),
    required_documents: text(values.required_documents),
    connectors_payout: numberOf(values.connectors_payout) ?? 0,
    cp_payout: numberOf(values.cp_payout) ?? 0,
    min_loan_amount: amountOf(values.min_loan_amount),
    max_loan_amount: amountOf(values.max_loan_amount),
  };
}

/** Only what changed; an emptied amount bound is sent as null (no bound). */
export function bankLoanUpdateRequest(original: FormValues<BankLoanKey>, values: FormValues<BankLoanKey>): BankLoanUpdateRequest {
  const full = bankLoanCreateRequest(values);
  const request: BankLoanUpdateRequest = {};
  for (const key of changedKeys(
    BANK_LOAN_EDIT_FIELDS.map((field) => field.key),
    original,
    values,
  )) {
    (request as Record<string, unknown>)[key] = full[key];
  }
  return request;
}

// ---------------------------------------------------------------------------------------------
// Branches

export type BranchKey = keyof BranchCreateRequest;
export type BranchEditKey = Exclude<BranchKey, 'bank_id'>;

export const BRANCH_FIELDS: readonly FieldSpec<BranchEditKey>[] = [
  { key: 'branch_name', label: 'fields.branchName', rule: textLength(2, 160), required: true, helper: 'fields.branchNameHelper' },
  { key: 'branch_type', label: 'fields.branchType', rule: textLength(2, 40), required: true, helper: 'fields.branchTypeHelper' },
  { key: 'cluster', label: 'fields.cluster', rule: textLength(2, 80), required: true },
  { key: 'state', label: 'fields.state', rule: textLength(2, 80), required: true },
  { key: 'address', label: 'fields.address', rule: textLength(5, 500), kind: 'textarea', required: true, wide: true },
  { key: 'pincode', label: 'fields.pincode', rule: PINCODE, kind: 'tel', required: true },
];

export function branchValues(branch?: BankBranch, bankId = ''): FormValues<BranchKey> {
  return {
    bank_id: branch ? String(branch.bank_id) : bankId,
    branch_name: branch?.branch_name ?? '',
    branch_type: branch?.branch_type ?? '',
    cluster: branch?.cluster ?? '',
    state: branch?.state ?? '',
    address: branch?.address ?? '',
    pincode: branch?.pincode ?? '',
  };
}

export function branchCreateRequest(values: FormValues<BranchKey>): BranchCreateRequest {
  return {
    bank_id: idOf(values.bank_id),
    branch_name: text(values.branch_name),
    state: text(values.state),
    cluster: text(values.cluster),
    branch_type: text(values.branch_type),
    address: text(values.address),
    pincode: text(values.pincode),
  };
}

export function branchUpdateRequest(original: FormValues<BranchKey>, values: FormValues<BranchKey>): BranchUpdateRequest {
  const request: BranchUpdateRequest = {};
  for (const key of changedKeys(
    BRANCH_FIELDS.map((field) => field.key),
    original,
    values,
  )) {
    request[key] = text(values[key]);
  }
  return request;
}

// ---------------------------------------------------------------------------------------------
// Spokespersons

export type SpokespersonKey = Exclude<keyof SpokespersonCreateRequest, 'bank_branch'>;

export const SPOKESPERSON_FIELDS: readonly FieldSpec<SpokespersonKey>[] = [
  { key: 'name', label: 'fields.name', rule: textLength(2, 120), required: true },
  { key: 'emp_id', label: 'fields.employeeId', rule: EMPLOYEE_ID, required: true, helper: 'fields.employeeIdHelper' },
  { key: 'role', label: 'fields.role', rule: textLength(2, 80), required: true, helper: 'fields.roleHelper' },
  { key: 'contact', label: 'fields.contact', rule: MOBILE, kind: 'tel', required: true },
  { key: 'email', label: 'fields.email', rule: EMAIL, kind: 'email', required: true, wide: true },
];

export function spokespersonValues(person?: Spokesperson): FormValues<SpokespersonKey> {
  return { name: person?.name ?? '', emp_id: person?.emp_id ?? '', role: person?.role ?? '', contact: person?.contact ?? '', email: person?.email ?? '' };
}

export function spokespersonCreateRequest(branchId: number, values: FormValues<SpokespersonKey>): SpokespersonCreateRequest {
  return {
    bank_branch: branchId,
    emp_id: text(values.emp_id),
    name: text(values.name),
    email: text(values.email),
    contact: text(values.contact),
    role: text(values.role),
  };
}

export function spokespersonUpdateRequest(original: FormValues<SpokespersonKey>, values: FormValues<SpokespersonKey>): SpokespersonUpdateRequest {
  const request: SpokespersonUpdateRequest = {};
  for (const key of changedKeys(
    SPOKESPERSON_FIELDS.map((field) => field.key),
    original,
    values,
  )) {
    request[key] = text(values[key]);
  }
  return request;
}
