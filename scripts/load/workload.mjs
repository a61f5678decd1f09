// The load run's virtual users, as autocannon request hooks. Each autocannon connection is one user with
// its own state (autocannon's per-connection `context`): it signs in first (and again now and then), then
// picks its next operation by weight. Connectors read their dashboard (profile, earnings, leads), read
// notifications, run eligibility checks and add leads; staff (AD3001/DR4001) approve or reject the leads
// the connectors added and read Lead Management. Every answer is recorded per operation (latency measured
// from building the request to its answer: one request at a time per connection), and the ledger keeps
// what the API acknowledged for the data checks. A lead creation or status change that got no answer
// (network error, timeout) or a 5xx is sent again with the same Idempotency-Key.
import { DEMO_PASSWORD } from '../lib/demo-accounts.mjs';

const PERSONAL_APPLICATION = {
  age: 35, cibil_score: 760, location: 'METRO', recent_dpds: 0, cibil_enquiries: 2, required_loan_amount: 1_000_000, required_tenure: 48,
  monthly_income: 60_000, employment_vintage: 24, company_type: 'PRIVATE_LIMITED', has_pf: true, is_working_from_home: false,
};

const CONNECTOR_MIX = [
  ['dashboard', 40],
  ['notifications', 25],
  ['eligibility', 15],
  ['lead-create', 19],
  ['sign-in', 1],
];
const STAFF_MIX = [
  ['status-change', 60],
  ['manage-read', 20],
  ['notifications', 19],
  ['sign-in', 1],
];
const DASHBOARD_PATHS = ['/auth/profile/', '/leads/transactions/', '/leads/leads/my-leads/'];
const NOTIFICATION_PATHS = ['/notifications/?page=1', '/notifications/active/?page=1'];
const STAFF_ACCOUNTS = ['AD3001', 'DR4001'];
const MAX_RETRIES = 5;

/**
 * @typedef {object} Ledger
 * @property {Map<string, { mobile: string, connector: string, acknowledgedId?: number }>} attemptedLeads by customer name
 * @property {Map<number, { status: string, acknowledged: boolean }>} statusChanges by lead id
 */

function pick(mix) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [op, weight] of mix) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return mix[0][0];
}

/**
 * @param {{ runId: string, connections: number, connectorIds: string[], territoryId: number, bankLoans: { id: number, amount: number }[], staffEvery: number }} setup
 */
export function createWorkload(setup) {
  /** @type {Map<string, { latencies: number[], count: number, errors: Map<string, number> }>} */
  const stats = new Map();
  /** @type {Ledger} */
  const ledger = { attemptedLeads: new Map(), statusChanges: new Map() };
  /** Leads acknowledged and not yet picked by staff. */
  const openLeads = [];
  let connections = 0;
  /** One user per connection: every `staffEvery`-th is staff (AD3001/DR4001), the others the load connectors. */
  const users = [];
  for (let index = 0, connector = 0; index < setup.connections; index += 1) {
    const staff = index % setup.staffEvery === setup.staffEvery - 1;
    users.push(
      staff
        ? { staff: true, employeeId: STAFF_ACCOUNTS[index % STAFF_ACCOUNTS.length], token: null }
        : { staff: false, employeeId: setup.connectorIds[connector++ % setup.connectorIds.length], token: null },
    );
  }
  let leadSeq = 0;
  let retries = 0;

  const statOf = (op) => {
    let entry = stats.get(op);
    if (!entry) {
      entry = { latencies: [], count: 0, errors: new Map() };
      stats.set(op, entry);
    }
    return entry;
  };
  const recordError = (op, kind) => {
    const entry = statOf(op);
    entry.errors.set(kind, (entry.errors.get(kind) ?? 0) + 1);
  };

  function initUser(context) {
    context.user = users[connections++ % users.length];
    // Signed in before the timed run (signInAll): 200 argon2 verifies at once would be the whole first minute.
    context.token = context.user.token;
    context.turn = 0;
  }

  function build(context, op, request) {
    const headers = { 'content-type': 'application/json', ...(request.headers ?? {}) };
    if (context.token && op !== 'sign-in') headers.authorization = `Bearer ${context.token}`;
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    context.pending = { op, request, attempts: (context.pending?.attempts ?? 0) + 1, sentAt: performance.now(), meta: request.meta };
    return { method: request.method, path: request.path, headers, body };
  }

  function nextRequest(context) {
    const { user } = context;
    if (!context.token) return ['sign-in', { method: 'POST', path: '/auth/api/connector/token/', body: { employee_id: user.employeeId, password: DEMO_PASSWORD } }];
    context.turn += 1;
    let op = pick(user.staff ? STAFF_MIX : CONNECTOR_MIX);
    if (op === 'status-change' && openLeads.length === 0) op = 'manage-read';
    switch (op) {
      case 'sign-in':
        context.token = null;
        return nextRequest(context);
      case 'dashboard':
        return [op, { method: 'GET', path: DASHBOARD_PATHS[context.turn % DASHBOARD_PATHS.length] }];
      case 'notifications':
        return [op, { method: 'GET', path: NOTIFICATION_PATHS[context.turn % NOTIFICATION_PATHS.length] }];
      case 'eligibility':
        return [op, { method: 'POST', path: '/loan_eligibility/check-eligibility/', body: { loan_type: 'personal', application: PERSONAL_APPLICATION } }];
      case 'manage-read':
        return [op, { method: 'GET', path: '/leads/manage/leads/?page=1' }];
      case 'lead-create': {
        leadSeq += 1;
        const name = `Load ${setup.runId} ${leadSeq}`;
        const mobile = String(6_000_000_000 + leadSeq);
        const loan = setup.bankLoans[leadSeq % setup.bankLoans.length];
        ledger.attemptedLeads.set(name, { mobile, connector: user.employeeId });
        return [
          op,
          {
            method: 'POST',
            path: '/leads/leads/',
            headers: { 'idempotency-key': `${setup.runId}-lead-${leadSeq}` },
            meta: { name },
            body: {
              customer_name: name,
              loan_type: loan.id,
              customer_mobile: mobile,
              customer_address: '12 Load Test Road, Pune',
              loan_amount: loan.amount,
              referred_by_employee_id: user.employeeId,
              branch: setup.territoryId,
            },
          },
        ];
      }
      case 'status-change': {
        const leadId = /** @type {number} */ (openLeads.shift());
        const status = Math.random() < 0.8 ? 'approved' : 'rejected';
        ledger.statusChanges.set(leadId, { status, acknowledged: false });
        return [op, { method: 'POST', path: `/leads/manage/leads/${leadId}/status/`, meta: { leadId, status }, body: { from_status: 'processing', status, remark: `Load run ${status}` } }];
      }
      default:
        throw new Error(`unknown op ${op}`);
    }
  }

  /** autocannon setupRequest: the connection's next request (or the same one again, after no answer). */
  function setupRequest(_defaults, context) {
    if (!context.user) initUser(context);
    const pending = context.pending;
    if (pending) {
      // Built before and never answered: the connection failed or timed out.
      recordError(pending.op, 'network');
      if ((pending.op === 'lead-create' || pending.op === 'status-change') && pending.attempts <= MAX_RETRIES) {
        retries += 1;
        return build(context, pending.op, pending.request);
      }
      context.pending = null;
    }
    context.pending = null;
    if (context.retry) {
      const { op, request, attempts } = context.retry;
      context.retry = null;
      context.pending = { attempts };
      retries += 1;
      return build(context, op, request);
    }
    const [op, request] = nextRequest(context);
    return build(context, op, request);
  }

  /** autocannon onResponse. */
  function onResponse(status, body, context) {
    const pending = context.pending;
    if (!pending) return;
    context.pending = null;
    const { op, request, meta } = pending;
    const entry = statOf(op);
    entry.count += 1;
    entry.latencies.push(performance.now() - pending.sentAt);
    const ok = status >= 200 && status < 300;
    if (!ok) recordError(op, String(status));
    if (status === 401 && op !== 'sign-in') context.token = null;
    const retryable = status >= 500;
    switch (op) {
      case 'sign-in':
        if (status === 200) context.token = JSON.parse(body).access;
        break;
      case 'lead-create':
        if (status === 201) {
          const lead = JSON.parse(body);
          ledger.attemptedLeads.get(meta.name).acknowledgedId = lead.id;
          openLeads.push(lead.id);
        } else if (retryable && pending.attempts <= MAX_RETRIES) {
          context.retry = { op, request, attempts: pending.attempts };
        }
        break;
      case 'status-change':
        if (status === 200 || (status === 409 && pending.attempts > 1)) {
          // 409 on a retry: our earlier attempt was applied (only this user ever changes this lead).
          ledger.statusChanges.get(meta.leadId).acknowledged = true;
        } else if (retryable && pending.attempts <= MAX_RETRIES) {
          context.retry = { op, request, attempts: pending.attempts };
        }
        break;
      default:
    }
  }

  /** Sign every user in before the run, `concurrency` at a time. */
  async function signInAll(baseUrl, concurrency = 8) {
    let next = 0;
    const worker = async () => {
      while (next < users.length) {
        const user = users[next++];
        const response = await fetch(`${baseUrl}/auth/api/connector/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ employee_id: user.employeeId, password: DEMO_PASSWORD }),
        });
        if (response.status !== 200) throw new Error(`sign-in of ${user.employeeId} answered ${response.status}: ${await response.text()}`);
        user.token = (await response.json()).access;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  return { setupRequest, onResponse, signInAll, stats, ledger, retries: () => retries };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
