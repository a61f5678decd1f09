import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { CRITERIA_KIND_BY_LOAN_KIND, type LoanKind } from 'shared-contracts';
import type { Database } from '../../db/client';
import { CRITERIA_TABLES, listCriteria } from '../criteria/criteria-tables';
import type { CriteriaByLoanKind } from './engine';

/**
 * The criteria rows of the four kinds, loaded once per kind and kept in memory.
 *
 * Invalidation: before each check the cache reads the kind's **version**, a digest of the rows'
 * whole content: `md5(string_agg(row::text ORDER BY id))` over the kind's table. One query
 * returning 32 characters instead of every row, cheap because a criteria table holds one row per
 * bank (tens of rows). When the version differs from the cached one the rows are read again.
 *
 * Why a content digest rather than `max(updated_at), count(*)`: the digest changes on every
 * committed insert, update or delete, whoever writes it (another replica, a migration, psql)
 * and whether or not the writer touches `updated_at`; and it cannot miss a write whose
 * transaction started (and so stamped `now()`) before one that committed earlier. Because the
 * version is read from the database on every check, a write on any replica is seen by this
 * replica's next check: there is no time-to-live and no cross-replica message to lose. Should the
 * tables ever grow to thousands of rows, swap the digest for a counter bumped by a trigger.
 */
export class CriteriaCache {
  private readonly entries = new Map<LoanKind, { version: string; rows: Promise<unknown[]> }>();
  /** How many times rows were read from the database (tests observe the invalidation). */
  loads = 0;

  constructor(private readonly db: Database) {}

  async version(kind: LoanKind): Promise<string> {
    const table = CRITERIA_TABLES[CRITERIA_KIND_BY_LOAN_KIND[kind]];
    const name = sql.identifier(getTableName(table));
    const result = await this.db.execute<{ version: string | null }>(
      sql`select coalesce(md5(string_agg(t::text, '|' order by t.id)), 'empty') as version from ${name} t`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { version: string | null }[] }).rows) as { version: string | null }[];
    return rows[0]?.version ?? 'empty';
  }

  /** The rows of `kind`, read again only when the version in the database has changed. */
  async rows<K extends LoanKind>(kind: K): Promise<CriteriaByLoanKind[K][]> {
    const version = await this.version(kind);
    let entry = this.entries.get(kind);
    if (!entry || entry.version !== version) {
      this.loads += 1;
      // Concurrent checks of one version share one read. Rows read after a newer write are
      // stored under the older version: the next check sees the newer version and reads again.
      const rows = listCriteria(this.db, CRITERIA_KIND_BY_LOAN_KIND[kind]) as Promise<unknown[]>;
      entry = { version, rows };
      this.entries.set(kind, entry);
      rows.catch(() => {
        if (this.entries.get(kind) === entry) this.entries.delete(kind);
      });
    }
    return (await entry.rows) as CriteriaByLoanKind[K][];
  }
}
