// The load run's accounts and catalogue choices, read from and written to the scratch database directly:
// one connector per virtual user (the API limits lead creation to 120 an hour per user), each with the
// demo password (the seeded CN1001's hash is copied), KYC verified, agreed to the privacy notice, in CN1001's territory, reporting to
// RM2001 (so each lead also promises RM2001 a referral notification).

/**
 * @param {import('pg').Client} client
 * @param {{ connectors: number }} options
 */
export async function prepareFixtures(client, { connectors }) {
  const template = (
    await client.query(`select id, password_hash, assigned_territory_id, consented_notice_version from employees where employee_id = 'CN1001'`)
  ).rows[0];
  const manager = (await client.query(`select id from employees where employee_id = 'RM2001'`)).rows[0];
  if (!template || !manager) throw new Error('The scratch database has no demo data (CN1001, RM2001): was it seeded?');
  const ids = [];
  for (let i = 1; i <= connectors; i += 1) ids.push(`LD${String(i).padStart(4, '0')}`);
  await client.query(
    `insert into employees (employee_id, username, mobile_number, role, password_hash, assigned_territory_id, kyc_verified, kyc_verified_at, consented_notice_version)
     select e.employee_id, 'Load ' || e.employee_id, '70000' || lpad(e.n::text, 5, '0'), 'connector', $2, $3, true, now(), $4
     from unnest($1::text[]) with ordinality as e(employee_id, n)`,
    [ids, template.password_hash, template.assigned_territory_id, template.consented_notice_version],
  );
  // Each has agreed to the privacy notice CN1001 agreed to, as a connector who signed in before has.
  await client.query(
    `insert into privacy_consents (employee_id, notice_version, action)
     select id, $2, 'given' from employees where employee_id = any($1::text[])`,
    [ids, template.consented_notice_version],
  );
  await client.query(
    `insert into employee_managers (employee_id, manager_id)
     select id, $2 from employees where employee_id = any($1::text[])`,
    [ids, manager.id],
  );
  // Bank loans that pay the connector something, so every approval must write exactly one credit.
  const bankLoans = (
    await client.query(
      `select id, coalesce(min_loan_amount, 0)::float8 as min, coalesce(max_loan_amount, 1e9)::float8 as max
       from bank_loans where connectors_payout > 0 order by id limit 20`,
    )
  ).rows.map((row) => ({ id: row.id, amount: Math.max(row.min, Math.min(row.max, 500_000)) }));
  if (bankLoans.length === 0) throw new Error('No bank loan with a connector payout above 0 in the demo data.');
  return { connectorIds: ids, territoryId: template.assigned_territory_id, bankLoans };
}
