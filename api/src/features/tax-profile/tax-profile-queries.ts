import { sql } from 'drizzle-orm';
import type { TaxProfile, TaxProfilesToVerify } from 'shared-contracts';
import type { PayoutTaxSettings } from '../../config';
import { queryRows, type Executor } from '../../db/client';
import { isoTime } from '../leads/lead-queries';
import { maskedAccountNumber } from './tax-ids';

/** Why a connector's payouts are held (one source for the profile, the pending list and the run's refusal). */
export const HOLD_NO_ACCOUNT = 'No payout bank account on file.';
export const HOLD_UNVERIFIED_ACCOUNT = 'The payout bank account is waiting for the back office to verify it.';

/** The hold of a tax profile row `p` (null row: no profile), as SQL. */
export const payoutHoldSql = (alias: string) =>
  sql`case when ${sql.raw(alias)}.bank_account_object_id is null then ${HOLD_NO_ACCOUNT}::text
           when ${sql.raw(alias)}.bank_verified_at is null then ${HOLD_UNVERIFIED_ACCOUNT}::text end`;

interface ProfileRow {
  id: number;
  employee_id: string;
  username: string;
  pan: string | null;
  gstin: string | null;
  bank_account_last4: string | null;
  bank_ifsc: string | null;
  bank_account_holder: string | null;
  pan_verified: { verified_at: string; verified_by: { user_name: string; employee_id: string } | null } | null;
  gstin_verified: ProfileRow['pan_verified'];
  bank_verified: ProfileRow['pan_verified'];
  hold: string | null;
  updated_at: string | null;
}

const verification = (column: string, by: string) =>
  sql.raw(`case when p.${column} is null then null else json_build_object('verified_at', to_char(p.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'verified_by', (select json_build_object('user_name', v.username, 'employee_id', v.employee_id) from employees v where v.id = p.${by})) end`);

/** The tax profile of an employee (by numeric id), or null when there is no such employee. */
export async function loadTaxProfile(db: Executor, settings: PayoutTaxSettings, employeeId: number): Promise<TaxProfile | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select e.id, e.employee_id, e.username, p.pan, p.gstin, p.bank_account_last4, p.bank_ifsc, p.bank_account_holder,
               ${verification('pan_verified_at', 'pan_verified_by_id')} as pan_verified,
               ${verification('gstin_verified_at', 'gstin_verified_by_id')} as gstin_verified,
               ${verification('bank_verified_at', 'bank_verified_by_id')} as bank_verified,
               ${payoutHoldSql('p')} as hold,
               case when p.employee_id is null then null else ${isoTime('p.updated_at')} end as updated_at
        from employees e left join tax_profiles p on p.employee_id = e.id
        where e.id = ${employeeId}`,
  );
  if (!row) return null;
  return {
    employee_id: row.employee_id,
    username: row.username,
    pan: row.pan === null ? null : { value: row.pan, verification: row.pan_verified },
    gstin: row.gstin === null ? null : { value: row.gstin, verification: row.gstin_verified },
    bank_account:
      row.bank_account_last4 === null
        ? null
        : {
            account_number_masked: maskedAccountNumber(row.bank_account_last4),
            ifsc: row.bank_ifsc ?? '',
            holder_name: row.bank_account_holder ?? '',
            verification: row.bank_verified,
          },
    payout_hold: row.hold,
    tds_rate: row.pan_verified ? settings.tdsRate : settings.tdsNoPanRate,
    updated_at: row.updated_at,
  };
}

/** The most a verification queue answers at once: the oldest first, so none waits behind newer ones. */
export const TO_VERIFY_LIMIT = 200;

/** Profiles with a field on file not verified yet, oldest change first (the back office's queue). */
export async function taxProfilesToVerify(db: Executor): Promise<TaxProfilesToVerify> {
  const [row] = await queryRows<{ count: number; results: string }>(
    db,
    sql`with waiting as (
          select e.employee_id, e.username, p.updated_at,
                 array_remove(array[case when p.pan is not null and p.pan_verified_at is null then 'pan' end,
                                    case when p.gstin is not null and p.gstin_verified_at is null then 'gstin' end,
                                    case when p.bank_account_object_id is not null and p.bank_verified_at is null then 'bank_account' end], null) as unverified
          from tax_profiles p join employees e on e.id = p.employee_id
          where e.is_active and ((p.pan is not null and p.pan_verified_at is null) or (p.gstin is not null and p.gstin_verified_at is null)
             or (p.bank_account_object_id is not null and p.bank_verified_at is null))
        )
        select (select count(*) from waiting)::int as count,
               coalesce((select json_agg(json_build_object('employee_id', w.employee_id, 'username', w.username, 'unverified', w.unverified,
                                                           'updated_at', ${isoTime('w.updated_at')}) order by w.updated_at, w.employee_id)
                         from (select * from waiting order by updated_at, employee_id limit ${TO_VERIFY_LIMIT}) w), '[]')::text as results`,
  );
  return { count: Number(row?.count ?? 0), results: JSON.parse(row?.results ?? '[]') as TaxProfilesToVerify['results'] };
}
