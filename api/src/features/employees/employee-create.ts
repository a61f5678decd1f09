import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EmployeeCreateRequest } from 'shared-contracts';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../../db/client';
import { employeeManagers, employees, territories } from '../../db/schema';
import { fieldErrors } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { recordAudit } from '../audit/record-audit';
import { NO_PASSWORD_SET } from '../auth/passwords';
import { notify } from '../notifications/notify';

export const WELCOME_TITLE = 'Welcome to Connector Portal';
export const RM_ASSIGNED_TITLE = 'Relationship manager assigned';

/** The new employee's first notification: how to get a password (they have none yet). */
export const welcomeMessage = (username: string, employeeId: string) =>
  `Welcome, **${username}**! Your employee ID is **${employeeId}**.\n` +
  'To sign in, set your password with **Forgot password** on the sign-in page, using your employee ID and your registered mobile number.';

export const DUPLICATE_EMPLOYEE_ID = 'An employee with this employee ID already exists.';
export const DUPLICATE_EMAIL = 'This e-mail address is already in use.';
export const DUPLICATE_MOBILE = 'This mobile number is already in use.';

/** The unique index behind each field, for the race where two requests pass the checks at once. */
const FIELD_OF_UNIQUE_INDEX: Record<string, [string, string]> = {
  employees_employee_id_unique: ['employee_id', DUPLICATE_EMPLOYEE_ID],
  employees_email_unique: ['email', DUPLICATE_EMAIL],
  employees_mobile_number_unique: ['mobile_number', DUPLICATE_MOBILE],
};

function uniqueViolationField(error: unknown): [string, string] | null {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505') return FIELD_OF_UNIQUE_INDEX[String(constraint)] ?? ['employee_id', DUPLICATE_EMPLOYEE_ID];
  }
  return null;
}

/**
 * Creates an employee for the back office after checking every field (400 `{"field": [...]}`): the
 * employee id (stored upper case), e-mail (stored lower case) and mobile are unique; the territory and
 * the managers (by employee id, active) exist; only a director creates a director. The account has no
 * usable password (NO_PASSWORD_SET) until the employee sets one through the password reset; a
 * connector's KYC starts not verified. In the same transaction: the audit entry, a `welcome_message`
 * notification telling the new employee how to set a password, and for a new connector an `rm_assign`
 * notification per relationship manager among their managers. Answers the new employee's numeric id.
 */
export async function createEmployee(db: Database, actor: AuthUser, body: EmployeeCreateRequest): Promise<number> {
  const errors: Record<string, string[]> = {};
  const employeeId = body.employee_id.trim().toUpperCase();
  const username = body.username.trim().replace(/\s+/g, ' ');
  const email = body.email?.trim().toLowerCase() || null;
  const mobile = body.mobile_number ?? null;
  const territoryId = body.assigned_territory_id ?? null;
  const managerIds = [...new Set((body.manager_ids ?? []).map((id) => id.trim().toUpperCase()))];

  if (username.length < 2) errors.username = ['Ensure this field has at least 2 characters.'];
  if (body.role === 'director' && actor.role !== 'director') errors.role = ['Only a director can create a director.'];

  const [sameId] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId)).limit(1);
  if (sameId) errors.employee_id = [DUPLICATE_EMPLOYEE_ID];
  if (email !== null) {
    const [sameEmail] = await db.select({ id: employees.id }).from(employees).where(sql`lower(${employees.email}) = ${email}`).limit(1);
    if (sameEmail) errors.email = [DUPLICATE_EMAIL];
  }
  if (mobile !== null) {
    const [sameMobile] = await db.select({ id: employees.id }).from(employees).where(eq(employees.mobileNumber, mobile)).limit(1);
    if (sameMobile) errors.mobile_number = [DUPLICATE_MOBILE];
  }
  if (territoryId !== null) {
    const [territory] = territoryId <= INT4_MAX ? await db.select({ id: territories.id }).from(territories).where(eq(territories.id, territoryId)).limit(1) : [];
    if (!territory) errors.assigned_territory_id = ['Select a valid territory.'];
  }
  const managers =
    managerIds.length > 0
      ? await db
          .select({ id: employees.id, employeeId: employees.employeeId, username: employees.username, role: employees.role })
          .from(employees)
          .where(and(inArray(employees.employeeId, managerIds), eq(employees.isActive, true)))
      : [];
  const unknownManagers = managerIds.filter((id) => !managers.some((manager) => manager.employeeId === id));
  if (unknownManagers.length > 0) errors.manager_ids = unknownManagers.map((id) => `No active employee has the employee ID ${id}.`);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);

  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(employees)
        .values({
          employeeId,
          username,
          email,
          mobileNumber: mobile,
          role: body.role,
          passwordHash: NO_PASSWORD_SET,
          assignedTerritoryId: territoryId,
          kycVerified: false,
        })
        .returning({ id: employees.id });
      if (!created) throw new Error('Employee insert returned nothing');
      if (managers.length > 0) {
        await tx.insert(employeeManagers).values(managers.map((manager) => ({ employeeId: created.id, managerId: manager.id })));
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'employee.created',
        entityType: 'employee',
        entityId: created.id,
        details: {
          new: {
            employee_id: employeeId,
            username,
            role: body.role,
            email,
            mobile_number: mobile,
            assigned_territory_id: territoryId,
            manager_ids: managers.map((manager) => manager.employeeId).sort(),
          },
        },
      });
      await notify(tx, {
        recipientId: created.id,
        title: WELCOME_TITLE,
        message: welcomeMessage(username, employeeId),
        type: 'welcome_message',
        createdById: actor.id,
      });
      if (body.role === 'connector') {
        const relationshipManagers = managers.filter((candidate) => candidate.role === 'rm').sort((a, b) => a.employeeId.localeCompare(b.employeeId));
        for (const manager of relationshipManagers) {
          await notify(tx, {
            recipientId: created.id,
            title: RM_ASSIGNED_TITLE,
            message: `**${manager.username}** (${manager.employeeId}) is your relationship manager.`,
            type: 'rm_assign',
            createdById: actor.id,
          });
        }
      }
      return created.id;
    });
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field) throw fieldErrors({ [field[0]]: [field[1]] });
    throw error;
  }
}
