import { sql, type SQL } from 'drizzle-orm';
import type { EmployeeSummary, KycState, Role } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import { queryRows, type Database, type Executor } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { recordAudit } from '../audit/record-audit';
import { revokeAllSessions } from '../auth/sessions';
import { containsPattern, isoTimestamp, kycStateOf } from './list-filters';

/*
 * People (admin, director): the list of every employee and their (de)activation.
 */

export const EMPLOYEE_NOT_FOUND = 'Employee not found.';
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const ADMIN_CANNOT_CHANGE_DIRECTOR = 'Only a director can deactivate or activate a director.';
export const ALREADY_INACTIVE = 'This employee is already inactive.';
export const ALREADY_ACTIVE = 'This employee is already active.';
export const ERASED_ACCOUNT = 'This account was erased at the person\'s request; it cannot be activated again.';

interface SummaryRow {
  id: number;
  employee_id: string;
  username: string;
  role: string;
  email: string | null;
  mobile_number: string | null;
  territory_id: number | null;
  territory_name: string | null;
  territory_level: string | null;
  managers: { employee_id: string; username: string }[] | string | null;
  is_active: boolean;
  kyc_state: string | null;
  created_at: unknown;
}

/** The columns of an EmployeeSummary of the employees row `e` (territory `t` joined). */
const SUMMARY_COLUMNS = sql.join(
  [
    sql.raw(`e.id, e.employee_id, e.username, e.role, e.email, e.mobile_number, e.is_active, e.created_at,
    t.id as territory_id, t.name as territory_name, t.level as territory_level,
    coalesce((select json_agg(json_build_object('employee_id', m.employee_id, 'username', m.username) order by m.employee_id)
      from employee_managers em join employees m on m.id = em.manager_id where em.employee_id = e.id), '[]'::json) as managers,`),
    sql`${kycStateOf('e')} as kyc_state`,
  ],
  sql` `,
);

function toSummary(row: SummaryRow): EmployeeSummary {
  const managers = typeof row.managers === 'string' ? (JSON.parse(row.managers) as SummaryRow['managers']) : row.managers;
  return {
    id: Number(row.id),
    employee_id: row.employee_id,
    username: row.username,
    role: row.role as Role,
    email: row.email,
    mobile_number: row.mobile_number,
    assigned_territory:
      row.territory_id !== null && row.territory_name !== null
        ? { id: Number(row.territory_id), name: row.territory_name, level: row.territory_level ?? '' }
        : null,
    managers: Array.isArray(managers) ? managers : [],
    is_active: row.is_active,
    kyc_state: row.kyc_state as KycState | null,
    created_at: isoTimestamp(row.created_at),
  };
}

export interface EmployeeListFilter {
  role?: Role;
  isActive?: boolean;
  /** Employee id, name, e-mail or mobile (contains, any case). */
  search?: string;
  limit: number;
  offset: number;
}

/** A page of every employee (active or not), newest first, and how many match the filter. */
export async function listEmployees(db: Database, filter: EmployeeListFilter): Promise<{ count: number; results: EmployeeSummary[] }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(sql`e.role = ${filter.role}`);
  if (filter.isActive !== undefined) conditions.push(sql`e.is_active = ${filter.isActive}`);
  const pattern = containsPattern(filter.search);
  if (pattern !== null) {
    conditions.push(sql`(e.employee_id ilike ${pattern} or e.username ilike ${pattern} or e.email ilike ${pattern} or e.mobile_number ilike ${pattern})`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const [rows, [total]] = await Promise.all([
    queryRows<SummaryRow>(db, sql`
      select ${SUMMARY_COLUMNS}
      from employees e left join territories t on t.id = e.assigned_territory_id
      ${where}
      order by e.created_at desc, e.id desc
      limit ${filter.limit} offset ${filter.offset}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from employees e ${where}`),
  ]);
  return { count: Number(total?.n ?? 0), results: rows.map(toSummary) };
}

export async function loadEmployeeSummary(db: Executor, id: number): Promise<EmployeeSummary | null> {
  const [row] = await queryRows<SummaryRow>(db, sql`
    select ${SUMMARY_COLUMNS}
    from employees e left join territories t on t.id = e.assigned_territory_id
    where e.id = ${id}`);
  return row ? toSummary(row) : null;
}

/**
 * The row of `ref` (an employee id such as CN1001 in any case, or the numeric id), locked for the
 * rest of the transaction; null when there is none.
 */
async function lockEmployee(tx: Executor, ref: string) {
  const trimmed = ref.trim();
  let condition: SQL;
  if (/^\d+$/.test(trimmed)) {
    const numeric = Number(trimmed);
    if (!Number.isSafeInteger(numeric) || numeric < 1 || numeric > INT4_MAX) return null;
    condition = sql`id = ${numeric}`;
  } else {
    condition = sql`employee_id = ${trimmed.toUpperCase()}`;
  }
  const [row] = await queryRows<{ id: number; employee_id: string; role: string; is_active: boolean; erased: boolean }>(
    tx,
    sql`select id, employee_id, role, is_active, erased_at is not null as erased from employees where ${condition} for update`,
  );
  return row ? { id: Number(row.id), employeeId: row.employee_id, role: row.role as Role, isActive: row.is_active, erased: row.erased } : null;
}

/**
 * Deactivates or activates an employee, in one transaction with the audit entry. Deactivation also
 * ends every session of theirs, so their access and refresh tokens stop working on the next request.
 * 404 unknown; 400 deactivating oneself; 403 an admin acting on a director; 409 already in that state.
 */
export async function setEmployeeActive(
  db: Database,
  actor: AuthUser,
  ref: string,
  active: boolean,
): Promise<{ summary: EmployeeSummary; employeeId: string; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const target = await lockEmployee(tx, ref);
    if (!target) throw notFound(EMPLOYEE_NOT_FOUND);
    if (!active && target.id === actor.id) throw badRequest(CANNOT_DEACTIVATE_SELF);
    if (target.role === 'director' && actor.role !== 'director') throw forbidden(ADMIN_CANNOT_CHANGE_DIRECTOR);
    if (target.isActive === active) throw conflict(active ? ALREADY_ACTIVE : ALREADY_INACTIVE);
    if (active && target.erased) throw conflict(ERASED_ACCOUNT);
    await tx.execute(sql`update employees set is_active = ${active}, updated_at = now() where id = ${target.id}`);
    const sessionsEnded = active ? 0 : await revokeAllSessions(tx, target.id, 'deactivated');
    await recordAudit(tx, {
      actorId: actor.id,
      action: active ? 'employee.activated' : 'employee.deactivated',
      entityType: 'employee',
      entityId: target.id,
      details: {
        employee_id: target.employeeId,
        old: { is_active: !active },
        new: { is_active: active },
        ...(active ? {} : { sessions_ended: sessionsEnded }),
      },
    });
    const summary = await loadEmployeeSummary(tx, target.id);
    if (!summary) throw notFound(EMPLOYEE_NOT_FOUND);
    return { summary, employeeId: target.employeeId, sessionsEnded };
  });
}
