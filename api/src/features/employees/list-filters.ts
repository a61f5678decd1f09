import { sql, type SQL } from 'drizzle-orm';

/**
 * The `?search=` text of a back-office list as an ILIKE "contains" pattern: trimmed, inner spaces
 * collapsed, and LIKE's own wildcards (`%`, `_`, `\`) escaped so they match themselves. Null when
 * nothing is left to search for.
 */
export function containsPattern(search: string | undefined): string | null {
  const text = (search ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return null;
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A connector's KYC state, as the gate sees it (`kycStatusFor`): verified when `kyc_verified`;
 * otherwise their latest submission decides (pending, rejected); anything else is not submitted.
 * Staff get null (they are not gated). `alias` names the employees row of the surrounding query.
 */
export function kycStateOf(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`bad alias ${alias}`);
  return sql.raw(`case
    when ${alias}.role <> 'connector' then null
    when ${alias}.kyc_verified then 'verified'
    else coalesce((
      select case k.status when 'pending' then 'pending' when 'rejected' then 'rejected' end
      from kyc_submissions k where k.employee_id = ${alias}.id
      order by k.submitted_at desc, k.id desc limit 1), 'not_submitted')
  end`);
}

/** A timestamp from a raw query (a Date from either driver, or text) as ISO 8601. */
export const isoTimestamp = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();
