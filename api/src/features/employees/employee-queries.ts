import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmployeeDetail, Language, Profile, Role, TeamMember } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { employeeManagers, employees, territories } from '../../db/schema';

const INT4_MAX = 2147483647;

const profileColumns = {
  id: employees.id,
  username: employees.username,
  employeeId: employees.employeeId,
  email: employees.email,
  mobileNumber: employees.mobileNumber,
  role: employees.role,
  territoryId: territories.id,
  territoryName: territories.name,
  territoryLevel: territories.level,
  language: employees.language,
};

type ProfileRow = {
  id: number;
  username: string;
  employeeId: string;
  email: string | null;
  mobileNumber: string | null;
  role: string;
  territoryId: number | null;
  territoryName: string | null;
  territoryLevel: string | null;
  language: string;
};

/** A profile row (profileColumns, or the authentication query's) as the API answers it. */
export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    employee_id: row.employeeId,
    email: row.email,
    mobile_number: row.mobileNumber,
    role: row.role as Role,
    assigned_territory:
      row.territoryId !== null && row.territoryName !== null
        ? { id: row.territoryId, name: row.territoryName, level: row.territoryLevel ?? '' }
        : null,
    language: row.language as Language,
  };
}

export async function loadProfile(db: Database, id: number): Promise<Profile | null> {
  const [row] = await db
    .select(profileColumns)
    .from(employees)
    .leftJoin(territories, eq(territories.id, employees.assignedTerritoryId))
    .where(eq(employees.id, id))
    .limit(1);
  return row ? toProfile(row) : null;
}

/** `ref` is an employee id such as CN1001 (any case) or a numeric primary key. */
export async function findEmployeeIdByRef(db: Database, ref: string): Promise<number | null> {
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) {
    const numeric = Number(trimmed);
    if (!Number.isSafeInteger(numeric) || numeric < 1 || numeric > INT4_MAX) return null;
    const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, numeric)).limit(1);
    return row?.id ?? null;
  }
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.employeeId, trimmed.toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}

const memberColumns = {
  id: employees.id,
  username: employees.username,
  employeeId: employees.employeeId,
  role: employees.role,
  email: employees.email,
};

const toMember = (row: { id: number; username: string; employeeId: string; role: string; email: string | null }): TeamMember => ({
  id: row.id,
  username: row.username,
  employee_id: row.employeeId,
  role: row.role as Role,
  email: row.email,
});

export async function reportingManagersOf(db: Database, id: number): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(employeeManagers)
    .innerJoin(employees, eq(employees.id, employeeManagers.managerId))
    .where(eq(employeeManagers.employeeId, id))
    .orderBy(asc(employees.employeeId));
  return rows.map(toMember);
}

export async function reporteesOf(db: Database, id: number): Promise<TeamMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(employeeManagers)
    .innerJoin(employees, eq(employees.id, employeeManagers.employeeId))
    .where(eq(employeeManagers.managerId, id))
    .orderBy(asc(employees.employeeId));
  return rows.map(toMember);
}

export async function loadEmployeeDetail(db: Database, id: number): Promise<EmployeeDetail | null> {
  const profile = await loadProfile(db, id);
  if (!profile) return null;
  const [reportingManagers, reportees] = await Promise.all([reportingManagersOf(db, id), reporteesOf(db, id)]);
  return { ...profile, reporting_managers: reportingManagers, reportees };
}

/**
 * The people in an employee's reporting line: everyone above them (their managers, their
 * managers' managers, ...) and everyone below them (reportees, their reportees, ...).
 */
export async function reportingLineOf(db: Database, id: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive
      above(id) as (
        select manager_id from employee_managers where employee_id = ${id}
        union select m.manager_id from employee_managers m join above a on m.employee_id = a.id),
      below(id) as (
        select employee_id from employee_managers where manager_id = ${id}
        union select m.employee_id from employee_managers m join below b on m.manager_id = b.id)
    select id from above union select id from below`);
  const line = new Set(rows.map((row) => Number(row.id)));
  line.delete(id);
  return line;
}

/** Active employees, optionally only those with the given ids, by employee id. */
export async function listTeamMembers(db: Database, onlyIds?: ReadonlySet<number>): Promise<TeamMember[]> {
  if (onlyIds && onlyIds.size === 0) return [];
  const rows = await db
    .select(memberColumns)
    .from(employees)
    .where(and(eq(employees.isActive, true), onlyIds ? inArray(employees.id, [...onlyIds]) : undefined))
    .orderBy(asc(employees.employeeId));
  return rows.map(toMember);
}

export async function mobileTakenByOther(db: Database, mobile: string, selfId: number): Promise<boolean> {
  const rows = await db.select({ id: employees.id }).from(employees).where(eq(employees.mobileNumber, mobile));
  return rows.some((row) => row.id !== selfId);
}

/** Whether `employeeId` is below `managerId` in the hierarchy (a reportee, a reportee's reportee, ...). */
export async function isBelowInReportingLine(db: Pick<Database, 'execute'>, managerId: number, employeeId: number): Promise<boolean> {
  if (managerId === employeeId) return false;
  const rows = await queryRows<{ below: boolean }>(db, sql`
    with recursive above(id) as (
      select manager_id from employee_managers where employee_id = ${employeeId}
      union select m.manager_id from employee_managers m join above a on m.employee_id = a.id)
    select exists(select 1 from above where id = ${managerId}) as below`);
  return rows[0]?.below === true;
}
