import { asc, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CriteriaByKind, CriteriaKind } from 'shared-contracts';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businessLoanCriteria, homeLoanCriteria, lapCriteria, personalLoanCriteria } from '../../db/schema';

export const CRITERIA_TABLES = {
  'personal-loan-criteria': personalLoanCriteria,
  'business-loan-criteria': businessLoanCriteria,
  'home-loan-criteria': homeLoanCriteria,
  'loan-against-property-criteria': lapCriteria,
} as const satisfies Record<CriteriaKind, PgTable>;

const BOOKKEEPING_COLUMNS = new Set(['created_at', 'updated_at']);

/** Selects every contract field under its API (database) name, e.g. `min_loan_amount`. */
function apiSelection(table: PgTable): Record<string, PgColumn> {
  const selection: Record<string, PgColumn> = {};
  for (const column of Object.values(getTableColumns(table)) as PgColumn[]) {
    if (!BOOKKEEPING_COLUMNS.has(column.name)) selection[column.name] = column;
  }
  return selection;
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
