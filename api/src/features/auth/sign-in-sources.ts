import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * Where a request comes from, as far as telling the real user from an attacker goes
 * (docs/security.md#brute-force-without-lockout-as-a-weapon): the client address, and the device token
 * this API gave the browser at an earlier sign-in (OWASP's "device cookie", kept by shared-auth).
 */
export interface SignInSource {
  address: string;
  /** As the client sent it; null when it sent none. Only a token this API issued is ever trusted. */
  deviceToken: string | null;
}

/**
 * How an employee's earlier successful sign-ins vouch for a source: by its device token, by its address
 * (either, both or none); `known`: the id or number is an employee's at all (active or not).
 */
export interface SourceTrust {
  known: boolean;
  device: boolean;
  address: boolean;
}

/** Who a trust lookup is about: an employee id (password sign-in, reset) or a mobile number (code sign-in). */
export type EmployeeRef = { employeeId: string } | { mobileNumber: string };

/** A device stays trusted this long after its last successful sign-in; a browser in daily use never lapses. */
export const DEVICE_TRUST_DAYS = 90;
/** Addresses change more often (mobile networks, DHCP), and are shared (an office's NAT): a shorter memory. */
export const ADDRESS_TRUST_DAYS = 30;

const TOKEN_RANDOM_BYTES = 16;
const TOKEN_TAG_BYTES = 16;

/**
 * The sign-in sources each employee has used successfully, in `sign_in_sources`, as HMACs keyed with a
 * server secret (a database copy holds no address or token). Device tokens are self-authenticating
 * (random part and its HMAC tag), so a client cannot make one up.
 */
export class SignInSources {
  private readonly key: Buffer;

  constructor(
    private readonly db: Executor,
    jwtSecret: string,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'connector-portal', 'sign-in sources v1', 32));
  }

  private tag(random: Buffer): Buffer {
    return createHmac('sha256', this.key).update('device-token:').update(random).digest().subarray(0, TOKEN_TAG_BYTES);
  }

  /** A new device token for a browser that has none (or one this API did not issue). */
  newDeviceToken(): string {
    const random = randomBytes(TOKEN_RANDOM_BYTES);
    return Buffer.concat([random, this.tag(random)]).toString('base64url');
  }

  /** Whether this API issued the token (whoever it was issued to). */
  isIssuedToken(token: string | null): token is string {
    if (!token || token.length > 64) return false;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== TOKEN_RANDOM_BYTES + TOKEN_TAG_BYTES) return false;
    return timingSafeEqual(bytes.subarray(TOKEN_RANDOM_BYTES), this.tag(bytes.subarray(0, TOKEN_RANDOM_BYTES)));
  }

  private hash(kind: 'device' | 'address', value: string): string {
    return createHmac('sha256', this.key).update(`${kind}:${value}`).digest('hex');
  }

  /**
   * What the security log shows for an employee id typed at sign-in or reset that belongs to nobody: a
   * short keyed fingerprint, so attempts on one value can be followed without the log holding what was
   * typed (a mobile number or an e-mail typed into the wrong field is personal data).
   */
  typedIdFingerprint(typed: string): string {
    return createHmac('sha256', this.key).update(`typed-id:${typed}`).digest('hex').slice(0, 16);
  }

  /** An employee id as a security event may show it: as typed when it is an employee's, else only its fingerprint. */
  loggedEmployeeId(typed: string, known: boolean): { employeeId: string | null; typedId?: string } {
    return known ? { employeeId: typed } : { employeeId: null, typedId: this.typedIdFingerprint(typed) };
  }

  /** A short, stable, non-reversible name of a source for rate-limit keys (never the address or token itself). */
  sourceKey(source: SignInSource): string {
    return this.isIssuedToken(source.deviceToken) ? `device:${this.hash('device', source.deviceToken).slice(0, 32)}` : `address:${source.address}`;
  }

  /** How the employee's earlier successful sign-ins vouch for this source. An unknown or inactive employee trusts nothing. */
  async trustOf(employee: EmployeeRef, source: SignInSource): Promise<SourceTrust> {
    const device = this.isIssuedToken(source.deviceToken) ? this.hash('device', source.deviceToken) : '';
    const address = this.hash('address', source.address);
    const who = 'employeeId' in employee ? sql`e.employee_id = ${employee.employeeId}` : sql`e.mobile_number = ${employee.mobileNumber}`;
    const rows = await queryRows<{ kind: string | null }>(this.db, sql`
      select case when e.is_active then s.kind end as kind from employees e
      left join sign_in_sources s on s.employee_id = e.id
        and ((s.kind = 'device' and s.source_hash = ${device} and s.last_signed_in_at > now() - make_interval(days => ${DEVICE_TRUST_DAYS}))
          or (s.kind = 'address' and s.source_hash = ${address} and s.last_signed_in_at > now() - make_interval(days => ${ADDRESS_TRUST_DAYS})))
      where ${who}`);
    return { known: rows.length > 0, device: rows.some((row) => row.kind === 'device'), address: rows.some((row) => row.kind === 'address') };
  }

  /**
   * Remembers a successful sign-in's source for the employee, and answers the device token the browser
   * keeps: the one it sent when this API issued it (one token per browser, whoever signs in there), else a new one.
   */
  async remember(db: Executor, employeeId: number, source: SignInSource): Promise<string> {
    const deviceToken = this.isIssuedToken(source.deviceToken) ? source.deviceToken : this.newDeviceToken();
    await db.execute(sql`
      insert into sign_in_sources (employee_id, kind, source_hash, last_signed_in_at)
      values (${employeeId}, 'device', ${this.hash('device', deviceToken)}, now()), (${employeeId}, 'address', ${this.hash('address', source.address)}, now())
      on conflict (employee_id, kind, source_hash) do update set last_signed_in_at = excluded.last_signed_in_at`);
    return deviceToken;
  }
}

/** Deletes sources no longer trusted (the pruning job). */
export async function pruneSignInSources(db: Executor): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`
    with deleted as (
      delete from sign_in_sources
      where (kind = 'device' and last_signed_in_at < now() - make_interval(days => ${DEVICE_TRUST_DAYS}))
         or (kind = 'address' and last_signed_in_at < now() - make_interval(days => ${ADDRESS_TRUST_DAYS}))
      returning 1)
    select count(*)::int as count from deleted`);
  return Number(rows[0]?.count ?? 0);
}
