import type { Database } from './client';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A named prepared statement of `db`, built on first use and kept: hot reads skip rebuilding the
 * query and PostgreSQL skips parsing and planning it again.
 */
export function prepared<Statement>(db: Database, name: string, build: (db: Database) => Statement): Statement {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as Statement | undefined;
  if (!statement) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
