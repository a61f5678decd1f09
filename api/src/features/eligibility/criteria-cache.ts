import { CRITERIA_KIND_BY_LOAN_KIND, type LoanKind } from 'shared-contracts';
import type { Database } from '../../db/client';
import { criteriaVersion, listCriteria } from '../criteria/criteria-tables';
import type { CriteriaByLoanKind } from './engine';

/**
 * The criteria rows of the four kinds, loaded once per kind and kept in memory.
 *
 * Invalidation: before each check the cache reads the kind's **version** from `criteria_versions`
 * (one prepared statement returning one bigint). A statement-level AFTER INSERT/UPDATE/DELETE/TRUNCATE
 * trigger on each criteria table (migration 0004) adds one to its kind's version inside the writer's
 * transaction, so the new version becomes visible exactly when the write commits, whoever wrote it:
 * the API's PATCH on any replica, psql, a migration, a cascade from a renamed bank. When the version
 * differs from the cached one the kind's rows are read again; otherwise nothing else is read.
 *
 * Because the version is read from the database on every check, a committed write on any replica is
 * seen by this replica's very next check: there is no time-to-live, and no cross-replica message that
 * could be lost or arrive after the next check (why not LISTEN/NOTIFY: docs/loan-criteria-api.md).
 * A rolled-back write leaves the version as it was. A missing version row (deleted by hand) disables
 * the cache for that kind: every check reads the rows until a write puts the row back.
 */
export class CriteriaCache {
  private readonly entries = new Map<LoanKind, { version: number; rows: Promise<unknown[]> }>();
  /** How many times rows were read from the database (tests observe the invalidation). */
  loads = 0;

  constructor(private readonly db: Database) {}

  /** The kind's change counter in the database (null when its row is missing). */
  version(kind: LoanKind): Promise<number | null> {
    return criteriaVersion(this.db, CRITERIA_KIND_BY_LOAN_KIND[kind]);
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
      if (version === null) return (await rows) as CriteriaByLoanKind[K][];
      const fresh = { version, rows };
      entry = fresh;
      this.entries.set(kind, fresh);
      rows.catch(() => {
        if (this.entries.get(kind) === fresh) this.entries.delete(kind);
      });
    }
    return (await entry.rows) as CriteriaByLoanKind[K][];
  }
}
