import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { logSecurityEvent } from '../../security/security-log';
import { notify } from '../notifications/notify';

export const TARGETED_ACCOUNT_TITLE = 'Failed sign-ins to your account';
export const TARGETED_ACCOUNT_MESSAGE =
  'Someone is trying to sign in to your account with wrong passwords from places you have not signed in from. ' +
  'Those attempts are being slowed down; you can still sign in as usual from your own browser.\n' +
  'If you think someone knows your password, change it with **Forgot password?** on the sign-in page.';

/**
 * An employee id crossed the threshold of failures from unknown sources (once per window): the
 * security event operators alert on, and a notice to the employee, if the id is one. Nobody is locked
 * out by it; the attempts from unknown sources are slowed (sign-in-throttle.ts).
 */
export async function reportTargetedAccount(db: Database, request: FastifyRequest, employeeId: string, failures: number): Promise<void> {
  const { signInSources } = request.server;
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.employeeId, employeeId), eq(employees.isActive, true)))
    .limit(1);
  logSecurityEvent(request, 'sign_in_targeted', { ...signInSources.loggedEmployeeId(employeeId, employee !== undefined), failures });
  if (employee) await notify(db, { recipientId: employee.id, title: TARGETED_ACCOUNT_TITLE, message: TARGETED_ACCOUNT_MESSAGE, type: 'custom_alert' });
}
