import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import type { Database, Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businessLoanCriteria, criteriaVersions, homeLoanCriteria, lapCriteria, personalLoanCriteria } from '../../db/schema';

export const CRITERIA_TABLES = {
  'personal-loan-criteria': personalLoanCriteria,
  'business-loan-criteria': businessLoanCriteria,
  'home-loan-criteria': homeLoanCriteria,
  'loan-against-property-criteria': lapCriteria,
} as const satisfies Record<CriteriaKind, PgTable>;

export type CriteriaTable = (typeof CRITERIA_TABLES)[CriteriaKind];

const BOOKKEEPING_COLUMNS = new Set(['created_at', 'updated_at']);

/** Selects every contract field under its API (database) name, e.g. `min_loan_amount`. */
export function apiSelection(table: PgTable): Record<string, PgColumn> {
  const selection: Record<string, PgColumn> = {};
  for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
    if (!BOOKKEEPING_COLUMNS.has(column.name)) selection[column.name] = column;
  }
  return selection;
}

/**
 * Contract fields (API names, e.g. `min_loan_amount`) as drizzle column values (`minLoanAmount`);
 * `id` and the bookkeeping columns are never written this way.
 */
export function columnValues(table: PgTable, fields: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [property, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    if (column.name === 'id' || BOOKKEEPING_COLUMNS.has(column.name)) continue;
    if (fields[column.name] !== undefined) values[property] = fields[column.name];
  }
  return values;
}

export async function listCriteria<K extends CriteriaKind>(db: Database, kind: K): Promise<CriteriaByKind[K][]> {
  const name = `list_${kind.replace(/-/g, '_')}`;
  const statement = prepared(db, name, (database) => {
    const table = CRITERIA_TABLES[kind];
    const columns = getTableColumns(table);
    return database
      .select(apiSelection(table))
      .from(table as PgTable)
      .orderBy(asc(columns.bankName), asc(columns.id))
      .prepare(name);
  });
  const rows = await statement.execute();
  return rows as unknown as CriteriaByKind[K][];
}

/** One criteria row in the contract shape, optionally locked for update; null when there is none. */
export async function findCriteria<K extends CriteriaKind>(
  tx: Executor,
  kind: K,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CriteriaByKind[K] | null> {
  const table = CRITERIA_TABLES[kind];
  const query = tx
    .select(apiSelection(table))
    .from(table as PgTable)
    .where(eq(getTableColumns(table).id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return (row as unknown as CriteriaByKind[K] | undefined) ?? null;
}

/**
 * The kind's change counter (`criteria_versions`, bumped by a trigger on every write to the kind's
 * table); null when its row is missing (then nothing may be cached). One prepared statement.
 */
export async function criteriaVersion(db: Database, kind: CriteriaKind): Promise<number | null> {
  const statement = prepared(db, 'criteria_version', (database) =>
    database
      .select({ version: criteriaVersions.version })
      .from(criteriaVersions)
      .where(eq(criteriaVersions.kind, sql.placeholder('kind')))
      .prepare('criteria_version'),
  );
  const [row] = await statement.execute({ kind });
  return row === undefined ? null : Number(row.version);
}
