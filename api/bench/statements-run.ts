/**
 * The commission statements bench (run by bench/statements.mjs, which bundles it with the statement
 * worker beside it): a year of monthly statements for BENCH_CONNECTORS connectors (default 1,000) with
 * BENCH_ENTRIES ledger entries each (default 50: commission credits, each with its 2% TDS entry, paid by
 * a payout run at each month's end), on PGlite in memory. Each statement is read from the ledger
 * (commissionStatement, on the API thread) and drawn on the worker pool (one worker per core).
 *
 * Printed: time per statement (read, and read + draw) as median, 95th percentile and maximum; the
 * whole year's wall time and statements per second; the API thread's longest event-loop delay while
 * drawing (the drawing must not hold it); the process's peak memory. Figures only, never a pass/fail.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { commissionStatement } from '../src/features/payouts/commission-statement';
import { StatementPdfPool } from '../src/features/payouts/statement-pdf-pool';
import { financialYearBounds } from '../src/features/payouts/tax-rules';
import { createTestApp } from '../test/support/test-app';

const CONNECTORS = Number(process.env.BENCH_CONNECTORS ?? 1000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 50);
const YEAR = 2025;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const t = await createTestApp({ logLevel: 'warn' });
  const db = t.app.db;
  const { start } = financialYearBounds(YEAR);
  const credits = Math.ceil(ENTRIES / 2);
  const setupStarted = performance.now();
  await db.execute(sql`insert into employees (employee_id, username, role, password_hash, kyc_verified)
    select 'BS' || lpad(n::text, 5, '0'), 'Bench Connector ' || n, 'connector', 'x', true from generate_series(1, ${CONNECTORS}) n`);
  await db.execute(sql`insert into tax_profiles (employee_id, pan, pan_verified_at)
    select id, 'ABCPE' || lpad((id % 10000)::text, 4, '0') || 'F', now() from employees where employee_id like 'BS%'`);
  // Credits spread over the twelve months, each with its TDS (the ledger's checks hold: base × rate, against its credit).
  await db.execute(sql`insert into transactions (connector_id, transaction_type, amount, description, is_processed, created_at)
    select e.id, 'credit', 5000 + (e.id * 37 + k * 101) % 20000, 'Payout for Bench Customer ' || k || ': Home Loan, HDFC Bank', false,
           ${start.toISOString()}::timestamptz + ((k - 1) * (365.0 / ${credits})) * interval '1 day' + interval '10 hours'
    from employees e, generate_series(1, ${credits}) k where e.employee_id like 'BS%'`);
  await db.execute(sql`insert into transactions (connector_id, transaction_type, amount, description, is_processed, created_at, entry_kind, tax_source_id, tax_base, tax_rate, financial_year)
    select c.connector_id, 'debit', round(c.amount * 2 / 100, 2), 'TDS at 2% (section 194H)', false, c.created_at, 'tds', c.id, c.amount, 2, ${YEAR}
    from transactions c join employees e on e.id = c.connector_id where e.employee_id like 'BS%' and c.entry_kind = 'commission'`);
  // One payout run at the end of each month pays that month's entries.
  for (let month = 0; month < 12; month += 1) {
    const monthStart = new Date(Date.UTC(YEAR, 3 + month, 1) - 5.5 * 3600_000);
    const monthEnd = new Date(Date.UTC(YEAR, 4 + month, 1) - 5.5 * 3600_000);
    const [run] = await queryRows<{ id: number }>(
      db,
      sql`insert into payout_runs (reference, entry_count, net_total, created_at) values (${`BENCH-${YEAR}-${month + 1}`}, 0, 0, ${new Date(monthEnd.getTime() - 3600_000).toISOString()}) returning id`,
    );
    await db.execute(sql`update transactions t set is_processed = true, processed_at = ${new Date(monthEnd.getTime() - 3600_000).toISOString()}, payout_run_id = ${run?.id}
      from employees e where e.id = t.connector_id and e.employee_id like 'BS%' and t.created_at >= ${monthStart.toISOString()} and t.created_at < ${monthEnd.toISOString()}`);
  }
  const ids = (await queryRows<{ id: number }>(db, sql`select id from employees where employee_id like 'BS%' order by id`)).map((row) => Number(row.id));
  const [entries] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from transactions t join employees e on e.id = t.connector_id where e.employee_id like 'BS%'`);
  console.log(
    `Statements bench: ${CONNECTORS.toLocaleString('en-IN')} connectors × ${Number(entries?.n) / CONNECTORS} entries over the financial year ${YEAR}-${(YEAR + 1) % 100} ` +
      `(PGlite in memory; set up in ${ms(performance.now() - setupStarted)}), ${os.cpus().length} workers`,
  );

  const pool = new StatementPdfPool(os.cpus().length);
  await pool.warm();
  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(YEAR, 3 + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  const reads: number[] = [];
  const totals: number[] = [];
  let bytes = 0;
  let peakRss = 0;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  // As many statements in flight as there are workers, plus one being read.
  const jobs = ids.flatMap((id) => months.map((month) => ({ id, month })));
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const begun = performance.now();
      const statement = await commissionStatement(db, job.id, job.month);
      reads.push(performance.now() - begun);
      if (!statement) throw new Error(`no statement for ${job.id}`);
      const pdf = await pool.render(statement, 'Connector Portal Loan Services Pvt. Ltd.');
      bytes += pdf.length;
      totals.push(performance.now() - begun);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
  };
  await Promise.all(Array.from({ length: os.cpus().length + 1 }, lane));
  const elapsed = performance.now() - started;
  loop.disable();
  await pool.close();
  await t.close();

  console.log(`  statements             ${totals.length.toLocaleString('en-IN')} in ${(elapsed / 1000).toFixed(1)} s (${(totals.length / (elapsed / 1000)).toFixed(1)} per second)`);
  console.log(`  read from the ledger   median ${ms(percentile(reads, 50))}, p95 ${ms(percentile(reads, 95))}, max ${ms(Math.max(...reads))}`);
  console.log(`  read + drawn (PDF)     median ${ms(percentile(totals, 50))}, p95 ${ms(percentile(totals, 95))}, max ${ms(Math.max(...totals))}`);
  console.log(`  PDF size               ${(bytes / totals.length / 1024).toFixed(1)} KiB on average`);
  console.log(`  API thread             longest event-loop delay ${ms(loop.max / 1e6)} (the drawing is on the workers; the reads are PGlite's, on this thread)`);
  console.log(`  memory                 peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
