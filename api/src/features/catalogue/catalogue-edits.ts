import { and, eq, ne, sql } from 'drizzle-orm';
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
import type { Database, Executor } from '../../db/client';
import { bankBranches, bankLoans, banks, loanTypes, spokespersons } from '../../db/schema';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { recordAudit, type AuditEntry } from '../audit/record-audit';
import { findBankBranch, findBankLoan, findSpokesperson } from './catalogue-queries';

/*
 * Catalogue edits of the back office (admin, director). Each change is one transaction with its
 * audit entry (old and new values). Problems answer 400 on their field; the checks that depend on
 * other rows (unique names, one bank loan per bank and loan type) are made race-safe twice: a
 * transaction-scoped advisory lock on the normalised value serialises writers of the same value, and
 * a unique violation that still happens (e.g. a writer outside this code) answers the same 400.
 */

export const BANK_NOT_FOUND = 'Bank not found.';
export const BANK_LOAN_NOT_FOUND = 'Bank loan not found.';
export const BRANCH_NOT_FOUND = 'Bank branch not found.';
export const SPOKESPERSON_NOT_FOUND = 'Spokesperson not found.';

export const DUPLICATE_BANK = 'A bank with this name already exists.';
export const DUPLICATE_LOAN_TYPE = 'A loan type with this name already exists.';
export const DUPLICATE_BANK_LOAN = 'This bank already offers this loan type.';
export const DUPLICATE_SPOKESPERSON = 'A spokesperson with this employee ID already exists.';
export const UNKNOWN_BANK = 'Select a valid bank.';
export const UNKNOWN_LOAN_TYPE = 'Select a valid loan type.';
export const UNKNOWN_BRANCH = 'Select a valid bank branch.';
export const MIN_ABOVE_MAX = 'Ensure this amount is at least the minimum loan amount.';
export const TWO_DECIMALS = 'Ensure that there are no more than 2 decimal places.';
export const NO_DOCUMENTS = 'Enter at least one document.';
export const DOCUMENT_TOO_LONG = 'Ensure each document name has no more than 120 characters.';

/** Constraint name -> the field and message a violation of it answers. */
const CONSTRAINT_FIELDS: Record<string, [string, string]> = {
  banks_name_unique: ['name', DUPLICATE_BANK],
  loan_types_type_unique: ['type', DUPLICATE_LOAN_TYPE],
  bank_loans_bank_loan_type_unique: ['loan_type_id', DUPLICATE_BANK_LOAN],
  spokespersons_emp_id_unique: ['emp_id', DUPLICATE_SPOKESPERSON],
  bank_loans_amount_bounds_check: ['max_loan_amount', MIN_ABOVE_MAX],
  bank_loans_bank_id_banks_id_fk: ['bank_id', UNKNOWN_BANK],
  bank_loans_loan_type_id_loan_types_id_fk: ['loan_type_id', UNKNOWN_LOAN_TYPE],
  bank_branches_bank_id_banks_id_fk: ['bank_id', UNKNOWN_BANK],
  spokespersons_bank_branch_id_bank_branches_id_fk: ['bank_branch', UNKNOWN_BRANCH],
};

/** The PostgreSQL error (code and constraint) behind a driver or drizzle error, if any. */
function postgresError(error: unknown): { code: string; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^23/.test(code)) return { code, constraint: String(constraint ?? '') };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Runs a change; a constraint violation of a known constraint answers 400 on its field, never a 500. */
async function asFieldErrors<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const violation = postgresError(error);
    const field = violation ? CONSTRAINT_FIELDS[violation.constraint] : undefined;
    if (field) throw fieldErrors({ [field[0]]: [field[1]] });
    throw error;
  }
}

/** Serialises the transactions that write the same unique value (released at commit or rollback). */
async function lockValue(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Trimmed, inner white space collapsed to one space. */
export const normalName = (text: string) => text.trim().replace(/\s+/g, ' ');

const atMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** 400s collected field by field, thrown together. */
class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.fields[field] ??= []).push(message);
  }
  has(field: string) {
    return field in this.fields;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length > 0) throw fieldErrors(this.fields);
  }
}

function checkName(problems: Problems, field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const name = normalName(value);
  if (name.length < 2) problems.add(field, 'Ensure this field has at least 2 characters.');
  return name;
}

function checkDecimals(problems: Problems, fields: Record<string, number | null | undefined>) {
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value === 'number' && !atMostTwoDecimals(value)) problems.add(field, TWO_DECIMALS);
  }
}

/** "PAN Card,  aadhaar card , PAN card" -> "PAN Card, aadhaar card" (the checklist's names, each once). */
function checkDocuments(problems: Problems, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of value.split(',')) {
    const name = normalName(raw);
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  if (names.length === 0) problems.add('required_documents', NO_DOCUMENTS);
  else if (names.some((name) => name.length > 120)) problems.add('required_documents', DOCUMENT_TOO_LONG);
  return names.join(', ');
}

/** Whether a row with this id exists (ids beyond int4 cannot). */
async function exists(tx: Executor, table: typeof banks | typeof loanTypes | typeof bankBranches, id: number): Promise<boolean> {
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return false;
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return row !== undefined;
}

/** The fields whose value changes, with their old and new values (the audit entry of an update). */
function changesOf<T extends Record<string, unknown>>(before: T, after: Partial<T>): { old: Partial<T>; new: Partial<T> } | null {
  const changed = (Object.keys(after) as (keyof T)[]).filter((key) => after[key] !== undefined && after[key] !== before[key]);
  if (changed.length === 0) return null;
  return {
    old: Object.fromEntries(changed.map((key) => [key, before[key]])) as Partial<T>,
    new: Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<T>,
  };
}

type Entity = AuditEntry['entityType'];
const audit = (tx: Executor, actorId: number, action: string, entityType: Entity, entityId: number, details: Record<string, unknown>) =>
  recordAudit(tx, { actorId, action, entityType, entityId, details });

// ---------------------------------------------------------------------------------------------
// Banks and loan types

async function assertBankNameFree(tx: Executor, name: string, exceptId?: number) {
  await lockValue(tx, `bank-name:${name.toLowerCase()}`);
  const [same] = await tx
    .select({ id: banks.id })
    .from(banks)
    .where(and(sql`lower(${banks.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(banks.id, exceptId)))
    .limit(1);
  if (same) throw fieldErrors({ name: [DUPLICATE_BANK] });
}

export async function createBank(db: Database, actorId: number, body: BankWriteRequest): Promise<Bank> {
  const problems = new Problems();
  const name = checkName(problems, 'name', body.name) ?? '';
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      await assertBankNameFree(tx, name);
      const [bank] = await tx.insert(banks).values({ name }).returning({ id: banks.id, name: banks.name });
      if (!bank) throw new Error('Bank insert returned nothing');
      await audit(tx, actorId, 'bank.created', 'bank', bank.id, { new: { name } });
      return bank;
    }),
  );
}

export async function updateBank(db: Database, actorId: number, id: number, body: BankWriteRequest): Promise<Bank> {
  const problems = new Problems();
  const name = checkName(problems, 'name', body.name) ?? '';
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select({ id: banks.id, name: banks.name }).from(banks).where(eq(banks.id, id)).for('update');
      if (!current) throw notFound(BANK_NOT_FOUND);
      const changes = changesOf(current, { name });
      if (!changes) return current;
      await assertBankNameFree(tx, name, id);
      await tx.update(banks).set({ name }).where(eq(banks.id, id));
      await audit(tx, actorId, 'bank.updated', 'bank', id, changes);
      return { id, name };
    }),
  );
}

export async function createLoanType(db: Database, actorId: number, body: LoanTypeCreateRequest): Promise<LoanType> {
  const problems = new Problems();
  const type = checkName(problems, 'type', body.type) ?? '';
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      await lockValue(tx, `loan-type:${type.toLowerCase()}`);
      const [same] = await tx.select({ id: loanTypes.id }).from(loanTypes).where(sql`lower(${loanTypes.type}) = lower(${type})`).limit(1);
      if (same) throw fieldErrors({ type: [DUPLICATE_LOAN_TYPE] });
      const [loanType] = await tx.insert(loanTypes).values({ type }).returning({ id: loanTypes.id, type: loanTypes.type });
      if (!loanType) throw new Error('Loan type insert returned nothing');
      await audit(tx, actorId, 'loan_type.created', 'loan_type', loanType.id, { new: { type } });
      return loanType;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Bank loans

type BankLoanFields = {
  required_documents: string;
  connectors_payout: number;
  cp_payout: number;
  min_loan_amount: number | null;
  max_loan_amount: number | null;
};

function checkBounds(problems: Problems, min: number | null, max: number | null) {
  if (min !== null && max !== null && min > max && !problems.has('max_loan_amount')) problems.add('max_loan_amount', MIN_ABOVE_MAX);
}

export async function createBankLoan(db: Database, actorId: number, body: BankLoanCreateRequest): Promise<BankLoan> {
  const problems = new Problems();
  const requiredDocuments = checkDocuments(problems, body.required_documents) ?? '';
  const min = body.min_loan_amount ?? null;
  const max = body.max_loan_amount ?? null;
  checkDecimals(problems, { connectors_payout: body.connectors_payout, cp_payout: body.cp_payout, min_loan_amount: min, max_loan_amount: max });
  checkBounds(problems, min, max);
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      if (!(await exists(tx, banks, body.bank_id))) problems.add('bank_id', UNKNOWN_BANK);
      if (!(await exists(tx, loanTypes, body.loan_type_id))) problems.add('loan_type_id', UNKNOWN_LOAN_TYPE);
      problems.throwIfAny();
      await lockValue(tx, `bank-loan:${body.bank_id}:${body.loan_type_id}`);
      const [same] = await tx
        .select({ id: bankLoans.id })
        .from(bankLoans)
        .where(and(eq(bankLoans.bankId, body.bank_id), eq(bankLoans.loanTypeId, body.loan_type_id)))
        .limit(1);
      if (same) throw fieldErrors({ loan_type_id: [DUPLICATE_BANK_LOAN] });
      const [created] = await tx
        .insert(bankLoans)
        .values({
          bankId: body.bank_id,
          loanTypeId: body.loan_type_id,
          requiredDocuments,
          connectorsPayout: body.connectors_payout,
          cpPayout: body.cp_payout,
          minLoanAmount: min,
          maxLoanAmount: max,
        })
        .returning({ id: bankLoans.id });
      if (!created) throw new Error('Bank loan insert returned nothing');
      const fields: BankLoanFields = {
        required_documents: requiredDocuments,
        connectors_payout: body.connectors_payout,
        cp_payout: body.cp_payout,
        min_loan_amount: min,
        max_loan_amount: max,
      };
      await audit(tx, actorId, 'bank_loan.created', 'bank_loan', created.id, { new: { bank_id: body.bank_id, loan_type_id: body.loan_type_id, ...fields } });
      const bankLoan = await findBankLoan(tx, created.id);
      if (!bankLoan) throw new Error('Bank loan vanished');
      return bankLoan;
    }),
  );
}

/** A changed payout applies to approvals made after the change (the payout is computed when a lead is approved). */
export async function updateBankLoan(db: Database, actorId: number, id: number, body: BankLoanUpdateRequest): Promise<BankLoan> {
  const problems = new Problems();
  const requiredDocuments = checkDocuments(problems, body.required_documents);
  checkDecimals(problems, {
    connectors_payout: body.connectors_payout,
    cp_payout: body.cp_payout,
    min_loan_amount: body.min_loan_amount,
    max_loan_amount: body.max_loan_amount,
  });
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          required_documents: bankLoans.requiredDocuments,
          connectors_payout: bankLoans.connectorsPayout,
          cp_payout: bankLoans.cpPayout,
          min_loan_amount: bankLoans.minLoanAmount,
          max_loan_amount: bankLoans.maxLoanAmount,
        })
        .from(bankLoans)
        .where(eq(bankLoans.id, id))
        .for('update');
      if (!row) throw notFound(BANK_LOAN_NOT_FOUND);
      const current: BankLoanFields = {
        ...row,
        connectors_payout: Number(row.connectors_payout),
        cp_payout: Number(row.cp_payout),
        min_loan_amount: row.min_loan_amount === null ? null : Number(row.min_loan_amount),
        max_loan_amount: row.max_loan_amount === null ? null : Number(row.max_loan_amount),
      };
      const next: Partial<BankLoanFields> = {
        required_documents: requiredDocuments,
        connectors_payout: body.connectors_payout,
        cp_payout: body.cp_payout,
        min_loan_amount: body.min_loan_amount,
        max_loan_amount: body.max_loan_amount,
      };
      // The bounds after the change: the new ones where given, else the stored ones.
      const min = next.min_loan_amount !== undefined ? next.min_loan_amount : current.min_loan_amount;
      const max = next.max_loan_amount !== undefined ? next.max_loan_amount : current.max_loan_amount;
      checkBounds(problems, min, max);
      problems.throwIfAny();
      const changes = changesOf(current, next);
      if (changes) {
        const set = changes.new;
        await tx
          .update(bankLoans)
          .set({
            requiredDocuments: set.required_documents,
            connectorsPayout: set.connectors_payout,
            cpPayout: set.cp_payout,
            minLoanAmount: set.min_loan_amount,
            maxLoanAmount: set.max_loan_amount,
          })
          .where(eq(bankLoans.id, id));
        await audit(tx, actorId, 'bank_loan.updated', 'bank_loan', id, changes);
      }
      const bankLoan = await findBankLoan(tx, id);
      if (!bankLoan) throw notFound(BANK_LOAN_NOT_FOUND);
      return bankLoan;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Branches

type BranchFields = { branch_name: string; state: string; cluster: string; branch_type: string; address: string; pincode: string };

function checkBranchFields(problems: Problems, body: Partial<BranchFields>): Partial<BranchFields> {
  const address = body.address === undefined ? undefined : body.address.trim().replace(/[ \t]+/g, ' ');
  if (address !== undefined && address.length < 5) problems.add('address', 'Ensure this field has at least 5 characters.');
  return {
    branch_name: checkName(problems, 'branch_name', body.branch_name),
    state: checkName(problems, 'state', body.state),
    cluster: checkName(problems, 'cluster', body.cluster),
    branch_type: checkName(problems, 'branch_type', body.branch_type),
    address,
    pincode: body.pincode,
  };
}

const branchColumns = (fields: Partial<BranchFields>) => ({
  branchName: fields.branch_name,
  state: fields.state,
  cluster: fields.cluster,
  branchType: fields.branch_type,
  address: fields.address,
  pincode: fields.pincode,
});

export async function createBranch(db: Database, actorId: number, body: BranchCreateRequest): Promise<BankBranch> {
  const problems = new Problems();
  const fields = checkBranchFields(problems, body) as BranchFields;
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      if (!(await exists(tx, banks, body.bank_id))) problems.add('bank_id', UNKNOWN_BANK);
      problems.throwIfAny();
      const [created] = await tx
        .insert(bankBranches)
        .values({ bankId: body.bank_id, ...branchColumns(fields) } as typeof bankBranches.$inferInsert)
        .returning({ id: bankBranches.id });
      if (!created) throw new Error('Branch insert returned nothing');
      await audit(tx, actorId, 'branch.created', 'branch', created.id, { new: { bank_id: body.bank_id, ...fields } });
      const branch = await findBankBranch(tx, created.id);
      if (!branch) throw new Error('Branch vanished');
      return branch;
    }),
  );
}

export async function updateBranch(db: Database, actorId: number, id: number, body: BranchUpdateRequest): Promise<BankBranch> {
  const problems = new Problems();
  const next = checkBranchFields(problems, body);
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          branch_name: bankBranches.branchName,
          state: bankBranches.state,
          cluster: bankBranches.cluster,
          branch_type: bankBranches.branchType,
          address: bankBranches.address,
          pincode: bankBranches.pincode,
        })
        .from(bankBranches)
        .where(eq(bankBranches.id, id))
        .for('update');
      if (!current) throw notFound(BRANCH_NOT_FOUND);
      const changes = changesOf(current, next);
      if (changes) {
        await tx.update(bankBranches).set(branchColumns(changes.new)).where(eq(bankBranches.id, id));
        await audit(tx, actorId, 'branch.updated', 'branch', id, changes);
      }
      const branch = await findBankBranch(tx, id);
      if (!branch) throw notFound(BRANCH_NOT_FOUND);
      return branch;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Spokespersons

type SpokespersonFields = { emp_id: string; name: string; email: string; contact: string; role: string; status: string };

function checkSpokespersonFields(problems: Problems, body: Partial<SpokespersonFields>): Partial<SpokespersonFields> {
  return {
    emp_id: body.emp_id?.trim().toUpperCase(),
    name: checkName(problems, 'name', body.name),
    email: body.email?.trim().toLowerCase(),
    contact: body.contact,
    role: checkName(problems, 'role', body.role),
    status: body.status,
  };
}

/** Employee ids of spokespersons are stored upper case and unique in any case. */
async function assertEmpIdFree(tx: Executor, empId: string, exceptId?: number) {
  await lockValue(tx, `spokesperson-emp-id:${empId}`);
  const [same] = await tx
    .select({ id: spokespersons.id })
    .from(spokespersons)
    .where(and(sql`upper(${spokespersons.empId}) = ${empId}`, exceptId === undefined ? undefined : ne(spokespersons.id, exceptId)))
    .limit(1);
  if (same) throw fieldErrors({ emp_id: [DUPLICATE_SPOKESPERSON] });
}

const spokespersonColumns = (fields: Partial<SpokespersonFields>) => ({
  empId: fields.emp_id,
  name: fields.name,
  email: fields.email,
  contact: fields.contact,
  role: fields.role,
  status: fields.status,
});

export async function createSpokesperson(db: Database, actorId: number, body: SpokespersonCreateRequest): Promise<Spokesperson> {
  const problems = new Problems();
  const fields = { ...checkSpokespersonFields(problems, body), status: 'active' } as SpokespersonFields;
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      if (!(await exists(tx, bankBranches, body.bank_branch))) problems.add('bank_branch', UNKNOWN_BRANCH);
      problems.throwIfAny();
      await assertEmpIdFree(tx, fields.emp_id);
      const [created] = await tx
        .insert(spokespersons)
        .values({ bankBranchId: body.bank_branch, ...spokespersonColumns(fields) } as typeof spokespersons.$inferInsert)
        .returning({ id: spokespersons.id });
      if (!created) throw new Error('Spokesperson insert returned nothing');
      await audit(tx, actorId, 'spokesperson.created', 'spokesperson', created.id, { new: { bank_branch: body.bank_branch, ...fields } });
      const spokesperson = await findSpokesperson(tx, created.id);
      if (!spokesperson) throw new Error('Spokesperson vanished');
      return spokesperson;
    }),
  );
}

/** Also (de)activates with `status`; the branch stays. */
export async function updateSpokesperson(db: Database, actorId: number, id: number, body: SpokespersonUpdateRequest): Promise<Spokesperson> {
  const problems = new Problems();
  const next = checkSpokespersonFields(problems, body);
  problems.throwIfAny();
  return asFieldErrors(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          emp_id: spokespersons.empId,
          name: spokespersons.name,
          email: spokespersons.email,
          contact: spokespersons.contact,
          role: spokespersons.role,
          status: spokespersons.status,
        })
        .from(spokespersons)
        .where(eq(spokespersons.id, id))
        .for('update');
      if (!current) throw notFound(SPOKESPERSON_NOT_FOUND);
      const changes = changesOf(current, next);
      if (changes) {
        if (changes.new.emp_id !== undefined) await assertEmpIdFree(tx, changes.new.emp_id, id);
        await tx.update(spokespersons).set(spokespersonColumns(changes.new)).where(eq(spokespersons.id, id));
        // A change of status alone is an activation or deactivation; anything else an update.
        const statusOnly = changes.new.status !== undefined && Object.keys(changes.new).length === 1;
        const action = statusOnly ? `spokesperson.${changes.new.status === 'active' ? 'activated' : 'deactivated'}` : 'spokesperson.updated';
        await audit(tx, actorId, action, 'spokesperson', id, changes);
      }
      const spokesperson = await findSpokesperson(tx, id);
      if (!spokesperson) throw notFound(SPOKESPERSON_NOT_FOUND);
      return spokesperson;
    }),
  );
}
