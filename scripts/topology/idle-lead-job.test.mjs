// The idle-lead job on two replicas (docs/notification-events.md): each replica looks every minute whether
// a run is due, and the run happens once per interval however many replicas look. Its own topology (API
// replicas and the proxy only), with the job on at its shortest interval, one minute, so the test waits
// for both replicas' first look (about 70 s).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createScratchDatabase, loadPg } from '../lib/scratch-db.mjs';
import { startTopology } from '../lib/topology.mjs';

const DATABASE_URL = process.env.DATABASE_URL;
const API_BASE = Number(process.env.REPLICAS_IDLE_API_BASE || 8610);
/** The scheduler's first look comes one interval after start-up (IDLE_LEAD_TICK_MS caps it at 5 min). */
const FIRST_LOOK_MS = 60_000;
const MARGIN_MS = 12_000;
const RUN_LOG = 'idle-lead reminders sent';

let topology;
let database;
let pgClient;
let startedAt = 0;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the idle-lead job with two replicas', { skip: DATABASE_URL ? false : 'DATABASE_URL is not set' }, () => {
  before(async () => {
    database = await createScratchDatabase(/** @type {string} */ (DATABASE_URL), 'idle');
    try {
      topology = await startTopology({
        databaseUrl: database.url,
        apiBase: API_BASE,
        frontEnds: false,
        apiEnv: { IDLE_LEAD_CHECK_INTERVAL_MINUTES: '1', LOG_LEVEL: 'info' },
      });
    } catch (error) {
      await database.drop();
      throw error;
    }
    startedAt = Date.now();
    const { Client } = loadPg();
    pgClient = new Client({ connectionString: database.url });
    await pgClient.connect();
  });

  after(async () => {
    await pgClient?.end();
    await topology?.stopAll();
    await database?.drop();
  });

  it('runs once per interval: one replica sends the reminders, the other finds the run done', async () => {
    // A lead in processing with no change for ten days.
    const { rows } = await pgClient.query(
      `update leads set created_at = now() - interval '10 days'
       where id = (select min(id) from leads where status = 'processing') returning id, referred_by_id`,
    );
    const lead = rows[0];
    assert.ok(lead, 'the demo data has a lead in processing');
    await pgClient.query(`update lead_status_history set changed_at = now() - interval '10 days' where lead_id = $1`, [lead.id]);
    await pgClient.query(`delete from notifications where lead_id = $1 and notification_type = 'idle_lead'`, [lead.id]);

    // Both replicas have had their first look (B started after A, and both before startedAt).
    await pause(Math.max(0, startedAt + FIRST_LOOK_MS + MARGIN_MS - Date.now()));

    const reminders = await pgClient.query(
      `select recipient_id, count(*)::int as n, min(created_at) as first from notifications
       where lead_id = $1 and notification_type = 'idle_lead' group by recipient_id`,
      [lead.id],
    );
    assert.ok(reminders.rows.some((row) => row.recipient_id === lead.referred_by_id), `the connector got a reminder: ${JSON.stringify(reminders.rows)}`);
    for (const row of reminders.rows) assert.equal(row.n, 1, `one reminder per recipient: ${JSON.stringify(reminders.rows)}`);

    // The run's time is the reminders' time: a second run (by the other replica) would have moved it.
    const lastRun = await pgClient.query(`select value from app_settings where key = 'idle_lead_check_last_run'`);
    assert.equal(new Date(lastRun.rows[0].value).toISOString(), new Date(reminders.rows[0].first).toISOString());

    const logs = ['a', 'b'].map((name) => fs.readFileSync(path.join(topology.logDir, `api-${name}.log`), 'utf8'));
    const runs = logs.map((log) => log.split('\n').filter((line) => line.includes(RUN_LOG)).length);
    assert.deepEqual(runs.slice().sort(), [0, 1], `reminder runs per replica: A ${runs[0]}, B ${runs[1]}`);
  });
});
