import { and, eq, getTableColumns, getTableName, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CriteriaByKind, CriteriaInputByKind, CriteriaKind, CriteriaPatchByKind } from 'shared-contracts';
import type { Database, Executor } from '../../db/client';
import { banks } from '../../db/schema';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { recordAudit, type AuditEntry } from '../audit/record-audit';
import { apiSelection, columnValues, CRITERIA_TABLES, findCriteria } from './criteria-tables';

/*
 * Loan criteria writes of the back office (admin, director): docs/loan-criteria-api.md. Each change
 * is one transaction with its audit entry (old and new values). The request schema (shared-contracts)
 * checks types, bounds and option lists; this module checks what depends on several fields or on other
 * rows and answers 400 on the field concerned, never a 500:
 *   - at most 2 decimal places in decimal fields (they are stored as numeric(…, 2));
 *   - each range's minimum ≤ its maximum, reported on the maximum field (a PATCH is checked against
 *     the stored row merged with the patch);
 *   - `bank_name` names a bank of the catalogue (any case and spacing; the catalogue's spelling is
 *     stored), and a bank has at most one criteria row per kind. Race-safe twice: a transaction-scoped
 *     advisory lock on (kind, bank) serialises the writers of one bank, and a violation of the unique
 *     constraint or of the foreign key to `banks.name` that still happens answers the same 400.
 */

export const CRITERIA_NOT_FOUND = 'Loan criteria not found.';
export const BLANK = 'This field may not be blank.';
export const TWO_DECIMALS = 'Ensure that there are no more than 2 decimal places.';
export const UNKNOWN_FIELD = 'Unknown field.';
export const EMPTY_PATCH = 'Send at least one field to change.';
export const unknownBank = (name: string) => `No bank named "${name}" in the catalogue.`;
export const duplicateBank = (bank: string, kind: CriteriaKind) => `${bank} already has ${KIND_LABELS[kind]} criteria; edit them instead.`;
export const rangeMessage = (label: string, min: number) => `Ensure this value is greater than or equal to the ${label} (${min}).`;

const KIND_LABELS: Record<CriteriaKind, string> = {
  'personal-loan-criteria': 'personal loan',
  'business-loan-criteria': 'business loan',
  'home-loan-criteria': 'home loan',
  'loan-against-property-criteria': 'loan against property',
};

/** [minimum field, maximum field, how a message names the minimum]: the maximum must be ≥ the minimum. */
export const RANGES: readonly (readonly [string, string, string])[] = [
  ['min_age', 'max_age', 'minimum age'],
  ['min_loan_amount', 'max_loan_amount', 'minimum loan amount'],
  ['min_tenure', 'max_tenure', 'minimum tenure'],
  ['min_interest_rate', 'max_interest_rate', 'minimum interest rate'],
  ['min_processing_fee', 'max_processing_fee', 'minimum processing fee'],
];

/** Lists of names: split on commas, trimmed, empty entries dropped, repeats (any case) kept once. */
const NAME_LISTS = ['documentation_required', 'legal_requirements'];

type Fields = Record<string, unknown>;

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

/** Trimmed, inner white space collapsed to one space. */
const normalName = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Whether a number has at most 2 decimal places (exactly: the nearest double of its 2-place rounding). */
const atMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

function nameList(values: string[]): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of values.flatMap((value) => value.split(',')).map(normalName)) {
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** The body's fields as they will be stored (bank name and lists normalised); problems of single fields noted. */
function normalise(problems: Problems, body: Fields): Fields {
  const fields: Fields = { ...body };
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) delete fields[field];
    else if (field === 'bank_name' && typeof value === 'string') {
      fields.bank_name = normalName(value);
      if (fields.bank_name === '') problems.add('bank_name', BLANK);
    } else if (NAME_LISTS.includes(field) && Array.isArray(value)) fields[field] = nameList(value as string[]);
    else if (typeof value === 'number' && !atMostTwoDecimals(value)) problems.add(field, TWO_DECIMALS);
  }
  return fields;
}

/** min ≤ max for each range one of whose ends is in `touched`, on the merged row; reported on the maximum. */
function checkRanges(problems: Problems, merged: Fields, touched: Fields) {
  for (const [minField, maxField, label] of RANGES) {
    if (!(minField in touched) && !(maxField in touched)) continue;
    const min = merged[minField];
    const max = merged[maxField];
    if (typeof min !== 'number' || typeof max !== 'number' || problems.has(maxField) || problems.has(minField)) continue;
    if (min > max) problems.add(maxField, rangeMessage(label, min));
  }
}

/** The catalogue's spelling of a bank name given in any case, or null when the catalogue has no such bank. */
async function catalogueBank(tx: Executor, name: string): Promise<string | null> {
  const [bank] = await tx
    .select({ name: banks.name })
    .from(banks)
    .where(sql`lower(${banks.name}) = lower(${name})`)
    .limit(1);
  return bank?.name ?? null;
}

/** 400 on bank_name when another row of the kind has this bank; serialises the writers of (kind, bank). */
async function assertBankFree(tx: Executor, kind: CriteriaKind, bank: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`loan-criteria:${kind}:${bank.toLowerCase()}`}))`);
  const table = CRITERIA_TABLES[kind];
  const columns = getTableColumns(table);
  const [same] = await tx
    .select({ id: columns.id })
    .from(table as PgTable)
    .where(and(sql`lower(${columns.bankName}) = lower(${bank})`, exceptId === undefined ? undefined : ne(columns.id, exceptId)))
    .limit(1);
  if (same) throw fieldErrors({ bank_name: [duplicateBank(bank, kind)] });
}

/** The PostgreSQL integrity violation (code 23…, constraint) behind a driver or drizzle error, if any. */
function integrityViolation(error: unknown): { code: string; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^23/.test(code)) return { code, constraint: String(constraint ?? '') };
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs a write; the unique violation of a concurrent writer of the same bank (23505), or a bank renamed
 * or removed meanwhile (23503, the foreign key), answers the same 400 on bank_name as the checks do.
 */
async function asFieldErrors<T>(kind: CriteriaKind, bank: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const violation = integrityViolation(error);
    const table = getTableName(CRITERIA_TABLES[kind]);
    if (violation?.constraint === `${table}_bank_name_unique`) throw fieldErrors({ bank_name: [duplicateBank(bank(), kind)] });
    if (violation?.constraint === `${table}_bank_name_banks_name_fk`) throw fieldErrors({ bank_name: [unknownBank(bank())] });
    throw error;
  }
}

/** The audit trail names a criteria row by its table (e.g. `home_loan_criteria`) and id. */
async function audit(tx: Executor, actorId: number, kind: CriteriaKind, action: 'created' | 'updated', id: number, details: Fields) {
  await recordAudit(tx, {
    actorId,
    action: `loan_criteria.${action}`,
    // Each criteria table is an entity type of its own (listed in record-audit.ts).
    entityType: getTableName(CRITERIA_TABLES[kind]) as AuditEntry['entityType'],
    entityId: id,
    details: { kind, ...details },
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** POST /loan_eligibility/{kind}/: 201 with the created row. */
export async function createCriteria<K extends CriteriaKind>(db: Database, actorId: number, kind: K, body: CriteriaInputByKind[K]): Promise<CriteriaByKind[K]> {
  const problems = new Problems();
  const fields = normalise(problems, body as unknown as Fields);
  if (kind === 'loan-against-property-criteria') {
    fields.low_ltv_loan_amount ??= null;
    fields.min_insurance_percentage ??= 1;
  }
  checkRanges(problems, fields, fields);
  const given = String(fields.bank_name);
  return asFieldErrors(kind, () => String(fields.bank_name), () =>
    db.transaction(async (tx) => {
      const bank = problems.has('bank_name') ? null : await catalogueBank(tx, given);
      if (bank === null && !problems.has('bank_name')) problems.add('bank_name', unknownBank(given));
      problems.throwIfAny();
      fields.bank_name = bank;
      await assertBankFree(tx, kind, bank as string);
      const table = CRITERIA_TABLES[kind];
      const [created] = await tx
        .insert(table)
        .values(columnValues(table, fields) as never)
        .returning(apiSelection(table));
      if (!created) throw new Error('Criteria insert returned nothing');
      const { id, ...stored } = created as Fields & { id: number };
      await audit(tx, actorId, kind, 'created', id, { new: stored });
      return created as unknown as CriteriaByKind[K];
    }),
  );
}

/** PATCH /loan_eligibility/{kind}/{id}/: only the given fields change; 200 with the row. */
export async function updateCriteria<K extends CriteriaKind>(
  db: Database,
  actorId: number,
  kind: K,
  id: number,
  body: CriteriaPatchByKind[K],
): Promise<CriteriaByKind[K]> {
  const problems = new Problems();
  const patch = normalise(problems, body as unknown as Fields);
  return asFieldErrors(kind, () => String(patch.bank_name), () =>
    db.transaction(async (tx) => {
      const current = (await findCriteria(tx, kind, id, { forUpdate: true })) as Fields | null;
      if (!current) throw notFound(CRITERIA_NOT_FOUND);
      if (typeof patch.bank_name === 'string' && !problems.has('bank_name')) {
        const given = patch.bank_name;
        const bank = await catalogueBank(tx, given);
        if (bank === null) problems.add('bank_name', unknownBank(given));
        else patch.bank_name = bank;
      }
      checkRanges(problems, { ...current, ...patch }, patch);
      problems.throwIfAny();
      const changed = Object.keys(patch).filter((field) => !same(patch[field], current[field]));
      if (changed.length === 0) return current as unknown as CriteriaByKind[K];
      const before = Object.fromEntries(changed.map((field) => [field, current[field]]));
      const after = Object.fromEntries(changed.map((field) => [field, patch[field]]));
      if (typeof after.bank_name === 'string') await assertBankFree(tx, kind, after.bank_name, id);
      const table = CRITERIA_TABLES[kind];
      await tx
        .update(table)
        .set({ ...columnValues(table, after), updatedAt: sql`now()` } as never)
        .where(eq(getTableColumns(table).id, id));
      await audit(tx, actorId, kind, 'updated', id, { old: before, new: after });
      const updated = await findCriteria(tx, kind, id);
      if (!updated) throw notFound(CRITERIA_NOT_FOUND);
      return updated;
    }),
  );
}
