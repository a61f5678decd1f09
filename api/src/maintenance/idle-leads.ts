import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from '../clock';
import { queryRows, type Database, type Executor } from '../db/client';
import { rupees } from '../features/leads/lead-create';
import type { NewNotification } from '../features/notifications/notify';
import { notifyMany, plainText } from '../features/notifications/notify-many';
import { timedJob } from '../features/metrics/registry';

/** Advisory-lock key of the idle-lead job (the pruning job uses 7_241_002): one replica runs it at a time. */
export const IDLE_LEAD_LOCK_KEY = 7_241_003;
/** `app_settings` key holding when the job last ran (ISO time): replicas skip a round run less than an interval ago. */
export const IDLE_LEAD_LAST_RUN_KEY = 'idle_lead_check_last_run';
/** A processing lead with no status change for longer than this is idle; it is reminded about at most once per this period. */
export const IDLE_AFTER_MS = 7 * 86_400_000;
export const DEFAULT_IDLE_LEAD_CHECK_INTERVAL_MS = 60 * 60_000;
/**
 * Each replica looks at most this often whether a run is due, so a restart (a deploy) delays a run by
 * at most this long, and the first look comes this long after start-up, never at once.
 */
export const IDLE_LEAD_TICK_MS = 5 * 60_000;
/** Leads handled per query, and at most per run (the rest are picked up by the next run). */
const BATCH = 500;
const MAX_LEADS_PER_RUN = 5_000;

export interface IdleLeadCheckOptions {
  /** The job's interval: a run is skipped when the last one (by any replica) is younger. */
  intervalMs?: number;
}

export type IdleLeadCheckResult =
  | { ran: true; leads: number; notifications: number }
  | { ran: false; reason: 'locked' | 'recent'; leads: 0; notifications: 0 };

/**
 * A run counts as "a whole interval ago" a little early: replicas look on the same cadence as the
 * interval when it is under five minutes, and a run recorded a few milliseconds late must not push
 * the next one back a whole interval.
 */
const slackOf = (intervalMs: number) => Math.min(30_000, intervalMs / 50);

interface IdleLeadRow {
  id: number;
  customer_name: string;
  loan_amount: number;
  loan_type: string;
  bank_name: string;
  referred_by_id: number;
  connector_name: string;
  connector_employee_id: string;
  last_change: string | Date;
}

/**
 * Processing leads whose last status change (or creation) is more than 7 days before `now`, whose
 * referrer is an active employee, and that had no idle_lead notification in the last 7 days; the
 * longest idle first. A lead's creation is never later than its last status change, so the
 * `leads_status_created_idx` range narrows the candidates before the timeline is read.
 */
function idleLeads(tx: Executor, now: Date, limit: number) {
  const idleSince = new Date(now.getTime() - IDLE_AFTER_MS).toISOString();
  return queryRows<IdleLeadRow>(
    tx,
    sql`select l.id, l.customer_name, l.loan_amount::float8 as loan_amount, lt.type as loan_type, b.name as bank_name,
               l.referred_by_id, c.username as connector_name, c.employee_id as connector_employee_id, s.last_change
        from leads l
          join employees c on c.id = l.referred_by_id and c.is_active
          join bank_loans bl on bl.id = l.bank_loan_id
          join banks b on b.id = bl.bank_id
          join loan_types lt on lt.id = bl.loan_type_id
          cross join lateral (
            select coalesce(max(h.changed_at), l.created_at) as last_change
            from lead_status_history h where h.lead_id = l.id and h.event in ('created', 'status')
          ) s
        where l.status = 'processing'
          and l.created_at < ${idleSince}::timestamptz
          and s.last_change < ${idleSince}::timestamptz
          and not exists (
            select 1 from notifications n
            where n.lead_id = l.id and n.notification_type = 'idle_lead' and n.created_at > ${idleSince}::timestamptz)
        order by s.last_change, l.id
        limit ${limit}`,
  );
}

/** Active direct reporting managers of each connector. */
async function managersOf(tx: Executor, connectorIds: number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ employee_id: number; manager_id: number }>(
    tx,
    sql`select em.employee_id, em.manager_id from employee_managers em join employees m on m.id = em.manager_id and m.is_active
        where em.employee_id = any(${`{${connectorIds.join(',')}}`}::int[]) order by em.manager_id`,
  );
  const byConnector = new Map<number, number[]>();
  for (const row of rows) byConnector.set(row.employee_id, [...(byConnector.get(row.employee_id) ?? []), row.manager_id]);
  return byConnector;
}

/** The idle_lead texts: the connector is asked to follow up; a manager is told whose lead it is. */
export function idleLeadNotification(lead: IdleLeadRow, days: number, forManager: boolean) {
  const customer = plainText(lead.customer_name);
  const what = `the **${plainText(lead.loan_type)}** lead of **${customer}** (${plainText(lead.bank_name)}, **${rupees(Number(lead.loan_amount))}**)`;
  if (!forManager) {
    return {
      title: `Lead idle for ${days} days: ${lead.customer_name}`,
      message: `No status change on ${what} for **${days} days**.\nFollow up with the customer and the bank to move it forward.`,
    };
  }
  return {
    title: `Idle lead of ${lead.connector_name}: ${lead.customer_name}`,
    message:
      `No status change on ${what}, referred by **${plainText(lead.connector_name)}** (${lead.connector_employee_id}), ` +
      `for **${days} days**.`,
  };
}

/**
 * The idle-lead job (docs/notification-events.md). In one transaction: take the job's advisory lock
 * (another replica holding it: skip), skip when the recorded last run is younger than the interval,
 * otherwise send each idle lead's referrer and their active direct reporting managers an idle_lead
 * notification and record the run. "Now" comes from `clock` (tests move it).
 */
export async function runIdleLeadCheck(db: Database, clock: Clock = systemClock, options: IdleLeadCheckOptions = {}): Promise<IdleLeadCheckResult> {
  const intervalMs = options.intervalMs ?? DEFAULT_IDLE_LEAD_CHECK_INTERVAL_MS;
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${IDLE_LEAD_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, reason: 'locked', leads: 0, notifications: 0 };
    const now = clock.now();
    const [last] = await queryRows<{ value: string }>(tx, sql`select value from app_settings where key = ${IDLE_LEAD_LAST_RUN_KEY}`);
    const lastRun = last ? Date.parse(last.value) : Number.NaN;
    if (Number.isFinite(lastRun) && now.getTime() - lastRun < intervalMs - slackOf(intervalMs)) {
      return { ran: false, reason: 'recent', leads: 0, notifications: 0 };
    }

    let leadCount = 0;
    let sent = 0;
    while (leadCount < MAX_LEADS_PER_RUN) {
      const batch = await idleLeads(tx, now, Math.min(BATCH, MAX_LEADS_PER_RUN - leadCount));
      if (batch.length === 0) break;
      const managers = await managersOf(tx, [...new Set(batch.map((lead) => lead.referred_by_id))]);
      const list: NewNotification[] = [];
      for (const lead of batch) {
        const days = Math.floor((now.getTime() - new Date(lead.last_change).getTime()) / 86_400_000);
        list.push({ recipientId: lead.referred_by_id, type: 'idle_lead', leadId: lead.id, ...idleLeadNotification(lead, days, false) });
        for (const managerId of managers.get(lead.referred_by_id) ?? []) {
          list.push({ recipientId: managerId, type: 'idle_lead', leadId: lead.id, ...idleLeadNotification(lead, days, true) });
        }
      }
      // Stamped with the job's "now": the next batch (and the next run) see these leads as reminded.
      sent += await notifyMany(tx, list, now);
      leadCount += batch.length;
      if (batch.length < BATCH) break;
    }
    await tx.execute(
      sql`insert into app_settings (key, value) values (${IDLE_LEAD_LAST_RUN_KEY}, ${now.toISOString()})
          on conflict (key) do update set value = excluded.value`,
    );
    return { ran: true, leads: leadCount, notifications: sent };
  });
}

/**
 * Looks every min(interval, 5 minutes) whether the idle-lead job is due and runs it (once per
 * interval across every replica: see runIdleLeadCheck). `intervalMs` 0 (or less) schedules nothing.
 * The returned function stops it and waits for a run in progress.
 */
export function scheduleIdleLeadCheck(db: Database, log: FastifyBaseLogger, intervalMs: number, clock: Clock = systemClock): () => Promise<void> {
  if (!(intervalMs > 0)) return () => Promise.resolve();
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    running = timedJob('idle_lead_check', () => runIdleLeadCheck(db, clock, { intervalMs }))
      .then(
        (result) => {
          if (result.ran && result.notifications > 0) log.info({ idleLeads: result.leads, notifications: result.notifications }, 'idle-lead reminders sent');
          else if (result.ran) log.debug('idle-lead check ran: no idle leads to remind about');
        },
        (error: unknown) => log.warn({ err: error }, 'idle-lead check failed'),
      )
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, Math.min(intervalMs, IDLE_LEAD_TICK_MS));
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
