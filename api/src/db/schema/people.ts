import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Sales territories: zone > state > cluster. */
export const territories = pgTable(
  'territories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    level: varchar('level', { length: 16 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => territories.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('territories_level_check', sql`${t.level} in ('zone', 'state', 'cluster')`),
    uniqueIndex('territories_name_level_unique').on(t.name, t.level),
    index('territories_parent_idx').on(t.parentId),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    employeeId: varchar('employee_id', { length: 32 }).notNull(),
    username: varchar('username', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }),
    mobileNumber: varchar('mobile_number', { length: 10 }),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    assignedTerritoryId: integer('assigned_territory_id').references(() => territories.id, { onDelete: 'set null' }),
    kycVerified: boolean('kyc_verified').notNull().default(false),
    kycVerifiedAt: timestamp('kyc_verified_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** The privacy notice version the person last consented to; null before consent and after a withdrawal (features/consent). */
    consentedNoticeVersion: varchar('consented_notice_version', { length: 32 }),
    /** The language the person chose for the portal (shared-contracts LANGUAGES). */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    /** When the person's data was erased at their request (docs/privacy.md): the account never comes back. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('employees_role_check', sql`${t.role} in ('connector', 'rm', 'admin', 'director')`),
    check('employees_erased_inactive_check', sql`${t.erasedAt} is null or not ${t.isActive}`),
    check('employees_language_check', sql`${t.language} in ('en', 'hi')`),
    uniqueIndex('employees_employee_id_unique').on(t.employeeId),
    uniqueIndex('employees_email_unique').on(t.email),
    uniqueIndex('employees_mobile_number_unique').on(t.mobileNumber),
  ],
);

/** Reporting hierarchy: `managerId` is a reporting manager of `employeeId` (many-to-many). */
export const employeeManagers = pgTable(
  'employee_managers',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    managerId: integer('manager_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.managerId] }),
    index('employee_managers_manager_idx').on(t.managerId),
    check('employee_managers_not_self', sql`${t.employeeId} <> ${t.managerId}`),
  ],
);
