// After the load run: what the API acknowledged, checked against PostgreSQL directly.
//   - every acknowledged lead (201) exists exactly once (by its generated customer name), and no lead the
//     run tried to create exists twice (a retry with the same Idempotency-Key must not duplicate it);
//   - every acknowledged approval has exactly one payout credit, every acknowledged rejection none;
//   - every notification the API promised exists exactly once: a lead_status notification per acknowledged
//     status change, a referral_notification to RM2001 per acknowledged lead.

/**
 * @param {import('pg').Client} client
 * @param {import('./workload.mjs').Ledger} ledger
 */
export async function checkData(client, ledger) {
  const names = [...ledger.attemptedLeads.keys()];
  const rows = (
    await client.query(
      `select l.customer_name, count(*)::int as copies, array_agg(l.id order by l.id) as ids, min(l.id) as id, min(l.status) as status,
              (select count(*)::int from transactions t where t.lead_id = min(l.id) and t.transaction_type = 'credit') as credits,
              (select count(*)::int from notifications n where n.lead_id = min(l.id) and n.notification_type = 'lead_status') as status_notes,
              (select count(*)::int from notifications n where n.lead_id = min(l.id) and n.notification_type = 'referral_notification') as referral_notes
       from leads l where l.customer_name = any($1::text[]) group by l.customer_name`,
      [names],
    )
  ).rows;
  const byName = new Map(rows.map((row) => [row.customer_name, row]));
  const result = {
    leads: { acknowledged: 0, lost: 0, duplicated: 0, createdWithoutAck: 0 },
    payouts: { approvals: 0, rejections: 0, missing: 0, duplicated: 0, unexpected: 0 },
    notifications: { promised: 0, lost: 0, duplicated: 0 },
  };
  for (const [name, attempt] of ledger.attemptedLeads) {
    const row = byName.get(name);
    if (row && row.copies > 1) result.leads.duplicated += row.copies - 1;
    if (!attempt.acknowledgedId) {
      if (row) result.leads.createdWithoutAck += 1;
      continue;
    }
    result.leads.acknowledged += 1;
    if (!row || !row.ids.includes(attempt.acknowledgedId)) {
      result.leads.lost += 1;
      continue;
    }
    result.notifications.promised += 1; // the referral notification to RM2001
    if (row.referral_notes === 0) result.notifications.lost += 1;
    if (row.referral_notes > 1) result.notifications.duplicated += row.referral_notes - 1;
    const change = ledger.statusChanges.get(attempt.acknowledgedId);
    if (change?.acknowledged) {
      result.notifications.promised += 1;
      if (row.status_notes === 0) result.notifications.lost += 1;
      if (row.status_notes > 1) result.notifications.duplicated += row.status_notes - 1;
      if (change.status === 'approved') {
        result.payouts.approvals += 1;
        if (row.status !== 'approved' || row.credits === 0) result.payouts.missing += 1;
        if (row.credits > 1) result.payouts.duplicated += row.credits - 1;
      } else {
        result.payouts.rejections += 1;
        if (row.credits > 0) result.payouts.unexpected += row.credits;
      }
    } else if (!change && row.credits > 0) {
      result.payouts.unexpected += row.credits;
    }
  }
  const ok =
    result.leads.lost === 0 &&
    result.leads.duplicated === 0 &&
    result.payouts.missing === 0 &&
    result.payouts.duplicated === 0 &&
    result.payouts.unexpected === 0 &&
    result.notifications.lost === 0 &&
    result.notifications.duplicated === 0;
  return { ok, ...result };
}
