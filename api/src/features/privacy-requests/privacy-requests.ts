import { sql, type SQL } from 'drizzle-orm';
import type {
  ErasurePlan,
  PrivacyHold,
  PrivacyRequest,
  PrivacyRequestAdmin,
  PrivacyRequestKind,
  PrivacyRequestStatus,
  Role,
} from 'shared-contracts';
import { BACK_OFFICE_ROLES, PRIVACY_DETAILS_MIN_LENGTH } from 'shared-contracts';
import type { VaultSettings } from '../../config';
import { queryRows, type Database, type Executor } from '../../db/client';
import { privacyRequests } from '../../db/schema';
import { conflict, fieldErrors, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import type { AuthUser } from '../auth/auth-user';
import { notify } from '../notifications/notify';
import { erasePerson, planErasure, type ErasureOutcome } from './erasure';

/*
 * Requests to correct or erase one's data (DPDP Act 2023 s.12; docs/privacy.md#correction-and-erasure):
 * made by the person from My Profile, completed or declined by the back office in the People area.
 */

export const REQUEST_NOT_FOUND = 'Privacy request not found.';
export const ALREADY_OPEN: Record<PrivacyRequestKind, string> = {
  correction: 'You already have an open correction request. Wait for the answer, or cancel it and ask again.',
  erasure: 'You already have an open erasure request. Wait for the answer, or cancel it and ask again.',
};
export const NOT_OPEN = 'This request has already been handled.';
export const OWN_REQUEST = 'Someone else in the back office must handle your own request.';

/** The longest the back office may take to answer (DPDP Rules 2025 set 90 days as the outer limit). */
export const ANSWER_WITHIN_DAYS = 90;

export const RECEIVED_TITLE: Record<PrivacyRequestKind, string> = {
  correction: 'Correction request received',
  erasure: 'Erasure request received',
};

function receivedMessage(kind: PrivacyRequestKind, settings: VaultSettings): string {
  if (kind === 'correction') {
    return (
      'We have your request to correct your data. The back office will make the correction or tell you why not, ' +
      `within ${ANSWER_WITHIN_DAYS} days at the latest. You will get a notification here with the answer.`
    );
  }
  return (
    `We have your request to erase your data. The back office will answer within ${ANSWER_WITHIN_DAYS} days at the latest.\n` +
    'When your data is erased, you can no longer sign in and you will not see a notification about it. ' +
    'Your name, e-mail, mobile number and your notifications are removed, and your account shows as "Erased user" with your employee ID.\n' +
    `The law makes us keep some records: your verified KYC documents for ${settings.deactivatedKycRetentionYears} years after your account is closed, ` +
    'and your commission, TDS and payout records for eight financial years. They are deleted when that time is up.\n' +
    'You can still download your data from My Profile until then, and cancel the request while it is open.'
  );
}

interface RequestRow {
  id: number;
  employee_id: number;
  kind: PrivacyRequestKind;
  details: string;
  status: PrivacyRequestStatus;
  created_at: Date | string;
  handled_at: Date | string | null;
  resolution: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toRequest = (row: RequestRow): PrivacyRequest => ({
  id: Number(row.id),
  kind: row.kind,
  details: row.details,
  status: row.status,
  created_at: iso(row.created_at) as string,
  handled_at: iso(row.handled_at),
  resolution: row.resolution,
});

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

/** Text fields must say something: at least a few characters once the spaces around them are gone. */
function meaningfulText(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length < PRIVACY_DETAILS_MIN_LENGTH) throw fieldErrors({ [field]: [`Ensure this field has at least ${PRIVACY_DETAILS_MIN_LENGTH} characters.`] });
  return trimmed;
}

/** A new request of the signed-in person, with its audit entry and the confirmation notification; 409 when one of the kind is open. */
export async function createPrivacyRequest(db: Database, user: AuthUser, kind: PrivacyRequestKind, rawDetails: string, settings: VaultSettings): Promise<PrivacyRequest> {
  const details = meaningfulText('details', rawDetails);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<RequestRow>(
        tx,
        sql`insert into ${privacyRequests} (employee_id, kind, details) values (${user.id}, ${kind}, ${details}) returning *`,
      );
      if (!row) throw new Error('the request was not stored');
      await recordAudit(tx, {
        actorId: user.id,
        action: 'privacy_request.created',
        entityType: 'privacy_request',
        entityId: row.id,
        // The person's own words stay out of the audit log (an erasure could not reach them there).
        details: { employee_id: user.employeeId, kind },
      });
      await notify(tx, { recipientId: user.id, title: RECEIVED_TITLE[kind], message: receivedMessage(kind, settings), type: 'custom_alert', createdById: user.id });
      // The back office hears of it at once: the answer has a deadline.
      const staff = await queryRows<{ id: number }>(
        tx,
        sql`select id from employees where is_active and role in (${sql.join(BACK_OFFICE_ROLES.map((role) => sql`${role}`), sql`, `)}) and id <> ${user.id}`,
      );
      for (const member of staff) {
        await notify(tx, {
          recipientId: Number(member.id),
          title: kind === 'correction' ? 'New correction request' : 'New erasure request',
          message: `${user.employeeId} asked for ${kind === 'correction' ? 'a correction of' : 'the erasure of'} their data. Handle it in People → Privacy requests.`,
          type: 'custom_alert',
          createdById: user.id,
        });
      }
      return toRequest(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_OPEN[kind]);
    throw error;
  }
}

/** The signed-in person's requests, newest first. */
export async function listOwnRequests(db: Executor, user: AuthUser): Promise<PrivacyRequest[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`select id, employee_id, kind, details, status, created_at, handled_at, resolution from privacy_requests where employee_id = ${user.id} order by created_at desc, id desc limit 100`,
  );
  return rows.map(toRequest);
}

/** Cancels an open request of the signed-in person (404 for anyone else's, 409 once handled). */
export async function cancelOwnRequest(db: Database, user: AuthUser, id: number): Promise<PrivacyRequest> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<RequestRow>(tx, sql`select * from privacy_requests where id = ${id} and employee_id = ${user.id} for update`);
    if (!row) throw notFound(REQUEST_NOT_FOUND);
    if (row.status !== 'open') throw conflict(NOT_OPEN);
    const [updated] = await queryRows<RequestRow>(
      tx,
      sql`update privacy_requests set status = 'cancelled', handled_at = now(), handled_by_id = ${user.id} where id = ${id} returning *`,
    );
    await recordAudit(tx, { actorId: user.id, action: 'privacy_request.cancelled', entityType: 'privacy_request', entityId: id, details: { employee_id: user.employeeId, kind: row.kind } });
    return toRequest(updated as RequestRow);
  });
}

interface AdminRow extends RequestRow {
  person_employee_id: string;
  person_username: string;
  person_role: Role;
  person_active: boolean;
  handler_employee_id: string | null;
  handler_username: string | null;
}

/** Completed erasures: what they held (the holds) and did (the audit entry's counts). */
async function erasureRecord(db: Executor, requestId: number, anonymised: string): Promise<ErasurePlan> {
  const holds = await queryRows<{ record: PrivacyHold['record']; count: number; reason: string; held_until: string | Date }>(
    db,
    sql`select record, count, reason, held_until::text as held_until from privacy_holds where request_id = ${requestId} order by id`,
  );
  const [entry] = await queryRows<{ details: Record<string, unknown> | string }>(
    db,
    sql`select details from audit_log where action = 'employee.erased' and (details->>'privacy_request_id')::int = ${requestId} limit 1`,
  );
  const details = (typeof entry?.details === 'string' ? JSON.parse(entry.details) : (entry?.details ?? {})) as Record<string, unknown>;
  return {
    anonymised_name: anonymised,
    documents_deleted_now: Number(details.documents_deleted ?? 0),
    notifications_deleted: Number(details.notifications_deleted ?? 0),
    holds: holds.map((hold) => ({ record: hold.record, count: Number(hold.count), reason: hold.reason, held_until: String(hold.held_until).slice(0, 10) })),
  };
}

/**
 * A page of every request (admin, director): open ones first, oldest first (the deadline runs from
 * the asking), then the handled ones, latest handled first. An open erasure carries what completing
 * it would do; a completed one what it held.
 */
export async function listRequests(
  db: Database,
  filter: { status?: PrivacyRequestStatus; limit: number; offset: number },
  settings: VaultSettings,
  now: Date,
): Promise<{ count: number; open: number; results: PrivacyRequestAdmin[] }> {
  const where: SQL = filter.status ? sql`where r.status = ${filter.status}` : sql``;
  const [rows, [total], [open]] = await Promise.all([
    queryRows<AdminRow>(
      db,
      sql`
        select r.*, p.employee_id as person_employee_id, p.username as person_username, p.role as person_role, p.is_active as person_active,
          h.employee_id as handler_employee_id, h.username as handler_username
        from privacy_requests r
        join employees p on p.id = r.employee_id
        left join employees h on h.id = r.handled_by_id
        ${where}
        order by (r.status = 'open') desc, case when r.status = 'open' then r.created_at end asc, r.handled_at desc, r.id desc
        limit ${filter.limit} offset ${filter.offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from privacy_requests r ${where}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from privacy_requests where status = 'open'`),
  ]);
  const results: PrivacyRequestAdmin[] = [];
  for (const row of rows) {
    let erasure: ErasurePlan | null = null;
    if (row.kind === 'erasure' && row.status === 'open') {
      erasure = (
        await planErasure(db, { id: Number(row.employee_id), employeeId: row.person_employee_id, username: row.person_username, isActive: row.person_active }, settings, now)
      ).plan;
    } else if (row.kind === 'erasure' && row.status === 'completed') {
      erasure = await erasureRecord(db, Number(row.id), row.person_username);
    }
    results.push({
      ...toRequest(row),
      person: { id: Number(row.employee_id), employee_id: row.person_employee_id, username: row.person_username, role: row.person_role, is_active: row.person_active },
      handled_by: row.handler_employee_id && row.handler_username ? { employee_id: row.handler_employee_id, username: row.handler_username } : null,
      erasure,
    });
  }
  return { count: Number(total?.n ?? 0), open: Number(open?.n ?? 0), results };
}

async function loadForHandling(tx: Executor, actor: AuthUser, id: number) {
  const [row] = await queryRows<RequestRow>(tx, sql`select * from privacy_requests where id = ${id} for update`);
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (Number(row.employee_id) === actor.id) throw forbidden(OWN_REQUEST);
  if (row.status !== 'open') throw conflict(NOT_OPEN);
  const [person] = await queryRows<{ id: number; employee_id: string; username: string; is_active: boolean; role: Role }>(
    tx,
    sql`select id, employee_id, username, is_active, role from employees where id = ${row.employee_id} for update`,
  );
  if (!person) throw notFound(REQUEST_NOT_FOUND);
  return { row, person: { id: Number(person.id), employeeId: person.employee_id, username: person.username, isActive: person.is_active } };
}

async function loadAdminRequest(db: Executor, id: number, settings: VaultSettings, now: Date): Promise<PrivacyRequestAdmin> {
  const [row] = await queryRows<AdminRow>(
    db,
    sql`
      select r.*, p.employee_id as person_employee_id, p.username as person_username, p.role as person_role, p.is_active as person_active,
        h.employee_id as handler_employee_id, h.username as handler_username
      from privacy_requests r join employees p on p.id = r.employee_id left join employees h on h.id = r.handled_by_id
      where r.id = ${id}`,
  );
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  const erasure =
    row.kind === 'erasure' && row.status === 'completed'
      ? await erasureRecord(db, id, row.person_username)
      : row.kind === 'erasure' && row.status === 'open'
        ? (await planErasure(db, { id: Number(row.employee_id), employeeId: row.person_employee_id, username: row.person_username, isActive: row.person_active }, settings, now)).plan
        : null;
  return {
    ...toRequest(row),
    person: { id: Number(row.employee_id), employee_id: row.person_employee_id, username: row.person_username, role: row.person_role, is_active: row.person_active },
    handled_by: row.handler_employee_id && row.handler_username ? { employee_id: row.handler_employee_id, username: row.handler_username } : null,
    erasure,
  };
}

/**
 * Completes a request: a correction (the back office made it with the People screens) with a note of
 * what changed, notified to the person; an erasure by erasing the person in the same transaction.
 */
export async function completeRequest(
  db: Database,
  actor: AuthUser,
  id: number,
  rawNote: string,
  settings: VaultSettings,
  now: Date,
): Promise<{ request: PrivacyRequestAdmin; erasure: ErasureOutcome | null }> {
  const note = meaningfulText('note', rawNote);
  const erasure = await db.transaction(async (tx) => {
    const { row, person } = await loadForHandling(tx, actor, id);
    await tx.execute(sql`update privacy_requests set status = 'completed', handled_by_id = ${actor.id}, handled_at = ${now}, resolution = ${note} where id = ${id}`);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'privacy_request.completed',
      entityType: 'privacy_request',
      entityId: id,
      details: { employee_id: person.employeeId, kind: row.kind },
    });
    if (row.kind === 'erasure') return erasePerson(tx, actor.id, id, person, settings, now);
    await notify(tx, {
      recipientId: person.id,
      title: 'Your data was corrected',
      message: `The back office completed your correction request.\nWhat changed: ${note}`,
      type: 'custom_alert',
      createdById: actor.id,
    });
    return null;
  });
  return { request: await loadAdminRequest(db, id, settings, now), erasure };
}

/** Declines a request with the reason the person reads in their notification. */
export async function declineRequest(db: Database, actor: AuthUser, id: number, rawReason: string, settings: VaultSettings, now: Date): Promise<PrivacyRequestAdmin> {
  const reason = meaningfulText('reason', rawReason);
  await db.transaction(async (tx) => {
    const { row, person } = await loadForHandling(tx, actor, id);
    await tx.execute(sql`update privacy_requests set status = 'declined', handled_by_id = ${actor.id}, handled_at = ${now}, resolution = ${reason} where id = ${id}`);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'privacy_request.declined',
      entityType: 'privacy_request',
      entityId: id,
      details: { employee_id: person.employeeId, kind: row.kind },
    });
    await notify(tx, {
      recipientId: person.id,
      title: row.kind === 'correction' ? 'Your correction request was declined' : 'Your erasure request was declined',
      message: `The back office declined your ${row.kind} request.\nReason: ${reason}\nIf you disagree, you can complain to the grievance officer or ask again.`,
      type: 'custom_alert',
      createdById: actor.id,
    });
  });
  return loadAdminRequest(db, id, settings, now);
}
