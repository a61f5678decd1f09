import { eq, sql } from 'drizzle-orm';
import type { TaxProfileField, TaxProfileUpdateRequest } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { employees } from '../../db/schema';
import { conflict, fieldErrors, forbidden, HttpError } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import type { AuthUser } from '../auth/auth-user';
import { verifyPassword } from '../auth/passwords';
import { notify } from '../notifications/notify';
import type { DocumentVault } from '../vault/vault';
import {
  accountNumberProblem,
  gstinProblem,
  holderNameProblem,
  ifscProblem,
  maskedAccountNumber,
  normalisedId,
  panProblem,
} from './tax-ids';

export const TAX_PASSWORD_REQUIRED = 'Enter your current password to change your tax or bank details.';
export const TAX_PASSWORD_WRONG = 'Your current password is incorrect.';

const FIELD_NAMES: Record<TaxProfileField, string> = { pan: 'PAN', gstin: 'GSTIN', bank_account: 'payout bank account' };

interface CurrentRow {
  pan: string | null;
  gstin: string | null;
  bank_account_object_id: string | null;
  bank_account_last4: string | null;
  bank_ifsc: string | null;
  bank_account_holder: string | null;
}

const EMPTY: CurrentRow = { pan: null, gstin: null, bank_account_object_id: null, bank_account_last4: null, bank_ifsc: null, bank_account_holder: null };

async function currentRow(db: Pick<Database, 'execute'>, employeeId: number, lock: boolean): Promise<CurrentRow> {
  const [row] = await queryRows<CurrentRow>(
    db,
    sql`select pan, gstin, bank_account_object_id, bank_account_last4, bank_ifsc, bank_account_holder from tax_profiles
        where employee_id = ${employeeId} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? EMPTY;
}

/**
 * PUT /auth/tax-profile/ : checks the given fields' formats, then the password, then in one
 * transaction writes the changed ones (a new account number into the vault, the old one removed),
 * clears their verification, and records an audit entry and a notification to the user. Answers the
 * fields that changed (none when every value was already on file).
 */
export async function updateTaxProfile(db: Database, vault: DocumentVault, user: AuthUser, body: TaxProfileUpdateRequest): Promise<TaxProfileField[]> {
  const errors: Record<string, string[]> = {};
  const before = await currentRow(db, user.id, false);
  const pan = body.pan === undefined ? before.pan : body.pan === null ? null : normalisedId(body.pan);
  const gstin = body.gstin === undefined ? before.gstin : body.gstin === null ? null : normalisedId(body.gstin);
  if (body.pan !== undefined && pan !== null) {
    const problem = panProblem(pan);
    if (problem) errors.pan = [problem];
  }
  if (body.gstin !== undefined && gstin !== null) {
    const problem = gstinProblem(gstin, pan);
    if (problem) errors.gstin = [problem];
  } else if (body.pan !== undefined && gstin !== null && gstin.slice(2, 12) !== pan && !errors.pan) {
    errors.pan = [`Your GSTIN ${gstin} carries the PAN ${gstin.slice(2, 12)}: change or remove the GSTIN with the PAN.`];
  }
  let account: { number: string; ifsc: string; holder: string } | null | undefined;
  if (body.bank_account === null) account = null;
  else if (body.bank_account !== undefined) {
    const number = body.bank_account.account_number.replace(/[\s-]+/g, '');
    const ifsc = normalisedId(body.bank_account.ifsc);
    const holder = body.bank_account.holder_name.trim().replace(/\s+/g, ' ');
    for (const [field, problem] of [
      ['account_number', accountNumberProblem(number)],
      ['ifsc', ifscProblem(ifsc)],
      ['holder_name', holderNameProblem(holder)],
    ] as const) {
      if (problem) errors[field] = [problem];
    }
    account = { number, ifsc, holder };
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  const changed: TaxProfileField[] = [];
  if (body.pan !== undefined && pan !== before.pan) changed.push('pan');
  if (body.gstin !== undefined && gstin !== before.gstin) changed.push('gstin');
  // An account number cannot be compared without reading the vault: a given account always counts as a change.
  if (account !== undefined && !(account === null && before.bank_account_object_id === null)) changed.push('bank_account');
  if (changed.length === 0) return [];

  const password = body.current_password;
  if (!password) throw fieldErrors({ current_password: [TAX_PASSWORD_REQUIRED] });
  const [row] = await db.select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw fieldErrors({ current_password: [TAX_PASSWORD_WRONG] });

  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into tax_profiles (employee_id) values (${user.id}) on conflict (employee_id) do nothing`);
    const locked = await currentRow(tx, user.id, true);
    const sets = [sql`updated_at = now()`];
    if (changed.includes('pan')) sets.push(sql`pan = ${pan}, pan_verified_at = null, pan_verified_by_id = null`);
    if (changed.includes('gstin')) sets.push(sql`gstin = ${gstin}, gstin_verified_at = null, gstin_verified_by_id = null`);
    let stored: string | null = null;
    if (changed.includes('bank_account')) {
      if (account) {
        stored = (await vault.store(Buffer.from(account.number, 'utf8'), { purpose: 'payout', contentType: 'text/plain' }, tx)).id;
        sets.push(sql`bank_account_object_id = ${stored}::uuid, bank_account_last4 = ${account.number.slice(-4)}, bank_ifsc = ${account.ifsc},
                      bank_account_holder = ${account.holder}`);
      } else {
        sets.push(sql`bank_account_object_id = null, bank_account_last4 = null, bank_ifsc = null, bank_account_holder = null`);
      }
      sets.push(sql`bank_verified_at = null, bank_verified_by_id = null`);
    }
    await tx.execute(sql`update tax_profiles set ${sql.join(sets, sql`, `)} where employee_id = ${user.id}`);
    // The old account number goes, unless a payout run paid into it (its transfer file still names it).
    const old = locked.bank_account_object_id;
    if (changed.includes('bank_account') && old) {
      const [paidInto] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from payout_run_transfers where bank_account_object_id = ${old}::uuid`);
      if (Number(paidInto?.n ?? 0) === 0) await vault.remove([old], tx);
    }

    const what = changed.map((field) => (field === 'bank_account' && account ? `payout bank account (${maskedAccountNumber(account.number.slice(-4))})` : FIELD_NAMES[field]));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'tax_profile.changed',
      entityType: 'employee',
      entityId: user.id,
      details: { fields: changed, ...(account ? { bank_account: maskedAccountNumber(account.number.slice(-4)) } : {}) },
    });
    await notify(tx, {
      recipientId: user.id,
      type: 'custom_alert',
      createdById: user.id,
      title: 'Tax and payout details changed',
      message:
        `Your ${what.join(', ')} ${changed.length === 1 ? 'was' : 'were'} changed; the back office verifies ${changed.length === 1 ? 'it' : 'them'} before payouts use ${changed.length === 1 ? 'it' : 'them'}.\n` +
        'If this was not you, contact support at once.',
    });
  });
  return changed;
}

export const TAX_PROFILE_CHANGED_SINCE = 'These details were changed after you opened them: nothing was verified. Check them again.';

/**
 * POST /leads/payouts/tax-profiles/{employee_id}/verify/ : marks one field verified, for the profile as
 * the reviewer saw it (else 409), never the reviewer's own; audit entry and a notification.
 */
export async function verifyTaxProfileField(db: Database, reviewer: AuthUser, employeeId: number, field: TaxProfileField, seenUpdatedAt: string): Promise<void> {
  if (employeeId === reviewer.id) throw forbidden('Someone else in the back office verifies your own tax and bank details.');
  await db.transaction(async (tx) => {
    const [row] = await queryRows<CurrentRow & { updated_at: string; pan_verified_at: unknown; gstin_verified_at: unknown; bank_verified_at: unknown }>(
      tx,
      sql`select pan, gstin, bank_account_object_id, bank_account_last4, pan_verified_at, gstin_verified_at, bank_verified_at,
                 to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
          from tax_profiles where employee_id = ${employeeId} for update`,
    );
    const present = row && (field === 'pan' ? row.pan : field === 'gstin' ? row.gstin : row.bank_account_object_id);
    if (!row || !present) throw fieldErrors({ field: [`There is no ${FIELD_NAMES[field]} on this profile to verify.`] });
    if (row.updated_at !== seenUpdatedAt) {
      throw new HttpError(409, TAX_PROFILE_CHANGED_SINCE, { detail: TAX_PROFILE_CHANGED_SINCE });
    }
    const verifiedAt = field === 'pan' ? row.pan_verified_at : field === 'gstin' ? row.gstin_verified_at : row.bank_verified_at;
    if (verifiedAt) throw conflict(`This ${FIELD_NAMES[field]} is already verified.`);
    const column = field === 'bank_account' ? 'bank' : field;
    await tx.execute(
      sql`update tax_profiles set ${sql.raw(`${column}_verified_at`)} = now(), ${sql.raw(`${column}_verified_by_id`)} = ${reviewer.id}
          where employee_id = ${employeeId}`,
    );
    await recordAudit(tx, { actorId: reviewer.id, action: 'tax_profile.verified', entityType: 'employee', entityId: employeeId, details: { field } });
    const name = FIELD_NAMES[field];
    await notify(tx, {
      recipientId: employeeId,
      type: 'custom_alert',
      createdById: reviewer.id,
      title: `${name.charAt(0).toUpperCase()}${name.slice(1)} verified`,
      message:
        field === 'bank_account'
          ? `Your payout bank account **${maskedAccountNumber(row.bank_account_last4 ?? '')}** is verified: payouts go to it.`
          : field === 'pan'
            ? `Your PAN **${row.pan}** is verified: TDS on your commission is deducted at the PAN rate.`
            : `Your GSTIN **${row.gstin}** is verified: GST is added to your commission.`,
    });
  });
}
