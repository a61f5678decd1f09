import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankLoans, banks, employeeManagers, employees, kycSubmissions, loanTypes, notifications, privacyConsents, taxProfiles, territories } from '../../src/db/schema';
import { kycFiles, multipart } from './multipart';
import { signIn, userClient } from './test-app';

/**
 * Test connectors are numbered from a random start, one after another: independently drawn random
 * ids collided now and then (a birthday clash among the hundreds a file creates).
 */
let nextConnectorNumber = randomInt(100_000, 900_000);

export type KycState = 'not_submitted' | 'pending' | 'rejected' | 'verified';

export interface NewConnectorOptions {
  /** Name of the assigned territory (none by default). */
  territory?: string;
  /** Employee ids of the reporting managers (none by default). */
  managers?: string[];
  /** False: the connector has not agreed to the privacy notice yet (first sign-in). Agreed by default. */
  consented?: boolean;
  /** A payout bank account on file (verified by AD3001, or waiting for it); none by default, so payouts to them are held. */
  payoutAccount?: 'verified' | 'unverified';
  /** A PAN on file, verified by AD3001 (TDS at the PAN rate); none by default. */
  pan?: string;
}

/**
 * A connector of its own for a test that changes state (KYC, profile, sessions, leads), so tests do
 * not depend on each other's order; optionally with a territory and reporting managers. Password Demo@1234 (the seed's hash is reused). A pending
 * connector has really uploaded four images through the API.
 */
export async function newConnector(app: FastifyInstance, kyc: KycState = 'not_submitted', options: NewConnectorOptions = {}) {
  const { db } = app;
  const [template] = await db.select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'CN1001'));
  if (!template) throw new Error('the demo seed is missing');
  const employeeId = `TC${nextConnectorNumber++}`;
  let territoryId: number | null = null;
  if (options.territory) {
    const [territory] = await db.select({ id: territories.id }).from(territories).where(eq(territories.name, options.territory));
    if (!territory) throw new Error(`no territory named ${options.territory}`);
    territoryId = territory.id;
  }
  const [employee] = await db
    .insert(employees)
    .values({
      employeeId,
      username: `Test Connector ${employeeId}`,
      role: 'connector',
      passwordHash: template.passwordHash,
      kycVerified: kyc === 'verified',
      assignedTerritoryId: territoryId,
      consentedNoticeVersion: options.consented === false ? null : app.privacyNotice.version,
    })
    .returning({ id: employees.id });
  if (!employee) throw new Error('could not create a test connector');
  if (options.consented !== false) {
    await db.insert(privacyConsents).values({ employeeId: employee.id, noticeVersion: app.privacyNotice.version, action: 'given' });
  }
  for (const managerEmployeeId of options.managers ?? []) {
    const [manager] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, managerEmployeeId));
    if (!manager) throw new Error(`no employee ${managerEmployeeId}`);
    await db.insert(employeeManagers).values({ employeeId: employee.id, managerId: manager.id });
  }
  if (kyc === 'rejected') {
    await db.insert(kycSubmissions).values({ employeeId: employee.id, status: 'rejected', rejectionReason: 'PAN image is blurred', reviewedAt: new Date() });
  }
  if (options.payoutAccount || options.pan) {
    const [admin] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));
    const account = options.payoutAccount ? await app.vault.store(Buffer.from('123456789012', 'utf8'), { purpose: 'payout', contentType: 'text/plain' }) : null;
    const verified = options.payoutAccount === 'verified';
    await db.insert(taxProfiles).values({
      employeeId: employee.id,
      pan: options.pan ?? null,
      panVerifiedAt: options.pan ? new Date() : null,
      panVerifiedById: options.pan ? (admin?.id ?? null) : null,
      bankAccountObjectId: account?.id ?? null,
      bankAccountLast4: account ? '9012' : null,
      bankIfsc: account ? 'HDFC0001234' : null,
      bankAccountHolder: account ? `Test Connector ${employeeId}` : null,
      bankVerifiedAt: verified ? new Date() : null,
      bankVerifiedById: verified ? (admin?.id ?? null) : null,
    });
  }
  const client = await userClient(app, employeeId);
  let submissionId: number | null = null;
  if (kyc === 'pending') {
    const body = multipart(kycFiles());
    const uploaded = await app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: { authorization: `Bearer ${client.tokens.access}`, ...body.headers },
      payload: body.payload,
    });
    if (uploaded.statusCode !== 201) throw new Error(`upload for ${employeeId} failed: ${uploaded.body}`);
    submissionId = (uploaded.json() as { submission_id: number }).submission_id;
  }
  return { id: employee.id, employeeId, territoryId, client, submissionId, signIn: () => signIn(app, employeeId) };
}

/** The notifications an employee received with this title. */
export async function notificationsTitled(app: FastifyInstance, employeeId: string, title: string) {
  const { db } = app;
  const [employee] = await db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, employee?.id ?? -1), eq(notifications.title, title)));
}

/** The demo catalogue's HDFC Bank home loan (docs/demo-data.md): a bank loan a test lead can be for. */
export async function hdfcHomeLoanId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan')));
  if (!row) throw new Error('the demo catalogue has no HDFC home loan');
  return row.id;
}
