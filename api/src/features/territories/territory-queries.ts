import { and, eq, sql } from 'drizzle-orm';
import type { Territory, TerritoryCreateRequest, TerritoryLevel } from 'shared-contracts';
import { queryRows, type Database } from '../../db/client';
import { territories } from '../../db/schema';
import { fieldErrors } from '../../http/errors';
import { INT4_MAX } from '../../http/schemas';
import { recordAudit } from '../audit/record-audit';

/** zone > state > cluster: the level a parent must have. */
const PARENT_LEVEL: Record<TerritoryLevel, TerritoryLevel | null> = { zone: null, state: 'zone', cluster: 'state' };

interface TerritoryRow {
  id: number;
  name: string;
  level: string;
  parent_id: number | null;
}

const toTerritory = (row: TerritoryRow): Territory => ({
  id: Number(row.id),
  name: row.name,
  level: row.level as TerritoryLevel,
  parent_id: row.parent_id === null ? null : Number(row.parent_id),
});

const LEVEL_ORDER = sql.raw(`case level when 'zone' then 0 when 'state' then 1 else 2 end`);

/** Every territory: zones, then states, then clusters, each by name. */
export async function listAllTerritories(db: Database): Promise<Territory[]> {
  const rows = await queryRows<TerritoryRow>(db, sql`select id, name, level, parent_id from territories order by ${LEVEL_ORDER}, name, id`);
  return rows.map(toTerritory);
}

/** A territory and everything below it (its states, their clusters), in the same order. */
export async function territoryWithDescendants(db: Database, rootId: number): Promise<Territory[]> {
  const rows = await queryRows<TerritoryRow>(db, sql`
    with recursive subtree(id) as (
      select id from territories where id = ${rootId}
      union select t.id from territories t join subtree s on t.parent_id = s.id)
    select id, name, level, parent_id from territories where id in (select id from subtree)
    order by ${LEVEL_ORDER}, name, id`);
  return rows.map(toTerritory);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}

/**
 * Creates a territory after checking it field by field: a zone has no parent, a state's parent is a
 * zone, a cluster's a state; the name (trimmed, inner spaces collapsed) is unique at its level, compared
 * case-insensitively. The territory and its audit entry are one transaction.
 */
export async function createTerritory(db: Database, actorId: number, body: TerritoryCreateRequest): Promise<Territory> {
  const errors: Record<string, string[]> = {};
  const name = body.name.trim().replace(/\s+/g, ' ');
  const level = body.level;
  const parentId = body.parent_id ?? null;
  if (name.length < 2) errors.name = ['Ensure this field has at least 2 characters.'];
  else {
    const [duplicate] = await db
      .select({ id: territories.id })
      .from(territories)
      .where(and(eq(territories.level, level), sql`lower(${territories.name}) = lower(${name})`))
      .limit(1);
    if (duplicate) errors.name = [`A ${level} with this name already exists.`];
  }
  const parentLevel = PARENT_LEVEL[level];
  if (parentLevel === null) {
    if (parentId !== null) errors.parent_id = ['A zone has no parent territory.'];
  } else if (parentId === null) {
    errors.parent_id = [`A ${level} needs a parent ${parentLevel}.`];
  } else {
    const [parent] = parentId <= INT4_MAX ? await db.select({ level: territories.level }).from(territories).where(eq(territories.id, parentId)).limit(1) : [];
    if (!parent) errors.parent_id = ['Select a valid territory.'];
    else if (parent.level !== parentLevel) errors.parent_id = [`The parent of a ${level} must be a ${parentLevel}.`];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    return await db.transaction(async (tx) => {
      // Writers of the same name and level (in any case) take turns; the unique index only sees the exact case.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`territory:${level}:${name.toLowerCase()}`}))`);
      const [duplicate] = await tx
        .select({ id: territories.id })
        .from(territories)
        .where(and(eq(territories.level, level), sql`lower(${territories.name}) = lower(${name})`))
        .limit(1);
      if (duplicate) throw fieldErrors({ name: [`A ${level} with this name already exists.`] });
      const [row] = await tx
        .insert(territories)
        .values({ name, level, parentId })
        .returning({ id: territories.id, name: territories.name, level: territories.level, parent_id: territories.parentId });
      if (!row) throw new Error('Territory insert returned nothing');
      await recordAudit(tx, {
        actorId,
        action: 'territory.created',
        entityType: 'territory',
        entityId: row.id,
        details: { new: { name, level, parent_id: parentId } },
      });
      return toTerritory(row);
    });
  } catch (error) {
    // Two back-office users creating the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldErrors({ name: [`A ${level} with this name already exists.`] });
    throw error;
  }
}
