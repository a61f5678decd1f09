import { eq, or } from 'drizzle-orm';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from 'shared-contracts';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { STARTUP_LOCK_KEY } from '../db/lock-keys';
import { ensureMigrated } from '../db/migrations';
import { employees } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { DEMO_PASSWORD } from '../seed/demo-people';

/**
 * Creates the first back-office account of a deployment with a password the operator chooses
 * (production never seeds accounts with known passwords):
 *
 *   node api/dist/create-admin.js --employee-id AD0001 --name "Anjali Desai" --email anjali@example.in [--role director]
 *
 * The password is asked twice on a terminal, or read from the first line of standard input
 * (e.g. from a secret store). It uses the API's own configuration (DATABASE_URL, DATA_DIR).
 */

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export interface CreateAdminInput {
  employeeId: string;
  name: string;
  email: string | null;
  role: 'admin' | 'director';
}

export interface CreateAdminIo {
  env: NodeJS.ProcessEnv;
  /** Answers the password (asked twice on a terminal); rejects when the two differ. */
  readPassword(): Promise<string>;
  print(line: string): void;
}

const USAGE = 'usage: node api/dist/create-admin.js --employee-id <ID> --name "<full name>" [--email <address>] [--role admin|director]';

export function parseCreateAdminArgs(argv: string[]): CreateAdminInput {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i] ?? '';
    const value = argv[i + 1];
    if (!flag.startsWith('--') || value === undefined || value.startsWith('--')) throw new Error(`${USAGE}\n(could not read "${flag}")`);
    values.set(flag.slice(2), value);
    i += 1;
  }
  const unknown = [...values.keys()].filter((key) => !['employee-id', 'name', 'email', 'role'].includes(key));
  if (unknown.length > 0) throw new Error(`${USAGE}\n(unknown option --${unknown[0]})`);
  const employeeId = (values.get('employee-id') ?? '').trim().toUpperCase();
  const name = (values.get('name') ?? '').trim().replace(/\s+/g, ' ');
  const email = values.get('email')?.trim() || null;
  const role = values.get('role') ?? 'admin';
  if (!/^[A-Z0-9]{2,32}$/.test(employeeId)) throw new Error(`${USAGE}\n(--employee-id: 2-32 letters or digits)`);
  if (name.length < 2 || name.length > 80) throw new Error(`${USAGE}\n(--name: 2-80 characters)`);
  if (email !== null && (email.length > EMAIL_MAX_LENGTH || !new RegExp(EMAIL_PATTERN).test(email))) throw new Error(`${USAGE}\n(--email: not an e-mail address)`);
  if (role !== 'admin' && role !== 'director') throw new Error(`${USAGE}\n(--role: admin or director)`);
  return { employeeId, name, email, role };
}

/** Why a password is not acceptable for a back-office account, or null. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) return `at least ${MIN_ADMIN_PASSWORD_LENGTH} characters are required`;
  if (password === DEMO_PASSWORD) return 'the demo password is public';
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) return 'use letters and digits';
  return null;
}

/** Runs the command; answers the process exit code. */
export async function runCreateAdmin(argv: string[], io: CreateAdminIo): Promise<number> {
  let input: CreateAdminInput;
  try {
    input = parseCreateAdminArgs(argv);
  } catch (error) {
    io.print((error as Error).message);
    return 2;
  }
  const password = await io.readPassword();
  const problem = adminPasswordProblem(password);
  if (problem) {
    io.print(`Password refused: ${problem}.`);
    return 2;
  }
  const config = loadConfig(io.env);
  const database = await openDatabase(config);
  try {
    // Under the start-up lock: an API replica starting at the same moment may be migrating too.
    await database.exclusive(STARTUP_LOCK_KEY, () => ensureMigrated(database, config));
    const taken = await database.db
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .where(or(eq(employees.employeeId, input.employeeId), input.email ? eq(employees.email, input.email) : undefined))
      .limit(1);
    if (taken.length > 0) {
      io.print(`An employee with employee id ${input.employeeId}${input.email ? ` or e-mail ${input.email}` : ''} already exists; nothing was changed.`);
      return 1;
    }
    await database.db.insert(employees).values({
      employeeId: input.employeeId,
      username: input.name,
      email: input.email,
      role: input.role,
      passwordHash: await hashPassword(password),
    });
    io.print(`Created ${input.role} ${input.employeeId} (${input.name}). Sign in with that employee id and the password you chose.`);
    return 0;
  } finally {
    await database.close();
  }
}
