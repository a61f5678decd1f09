import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client';
import * as t from '../db/schema';
import { chooseBranch } from '../features/leads/branch-choice';
import { commissionCreditDescription, taxLineDescription } from '../features/payouts/ledger-descriptions';
import { financialYearOf } from '../features/payouts/tax-rules';
import { gstinCheckCharacter } from '../features/tax-profile/tax-ids';
import type { DocumentVault } from '../features/vault/vault';
import { hashPassword } from '../features/auth/passwords';
import { BUSINESS_CRITERIA, HOME_CRITERIA, LAP_CRITERIA, PERSONAL_CRITERIA } from './criteria-data';
import { DEMO_PASSWORD, EMPLOYEES, emailOf, REJECTED_KYC_REASON, TERRITORIES, type EmployeeSeed } from './demo-people';
import { DEMO_LEADS, PAYOUT_OVERRIDES, TREND_LEADS, type LeadSeed } from './demo-leads';
import { documentPng } from './png';
import {
  BANKS,
  BASE_CONNECTOR_PAYOUT,
  BRANCHES_PER_BANK,
  FIRST_NAMES,
  LAST_NAMES,
  LOAN_AMOUNT_BOUNDS,
  LOAN_TYPES,
  LOCALITIES,
  offersLoanType,
  REQUIRED_DOCUMENTS,
  SPOKESPERSON_ROLES,
} from './reference-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SEED_LOCK_KEY = 7_241_001;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
/** `{min_loan_amount: 1}` -> `{minLoanAmount: 1}` for drizzle inserts. */
function toColumns<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [camel(key), value]));
}

function need<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return value;
}

interface Clock {
  now: Date;
  daysAgo(days: number, hours?: number): Date;
  /** A time in the current calendar month, `hoursAgo` before now but never before the month's first hour. */
  thisMonth(hoursAgo: number): Date;
  /** The 11th of the previous month, 11:00. */
  previousMonth(): Date;
}

function clockAt(now: Date): Clock {
  const startOfMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  return {
    now,
    daysAgo: (days, hours = 0) => new Date(now.getTime() - days * DAY - hours * HOUR),
    thisMonth: (hoursAgo) => new Date(Math.max(startOfMonth.getTime() + HOUR, now.getTime() - hoursAgo * HOUR)),
    previousMonth: () => new Date(now.getFullYear(), now.getMonth() - 1, 11, 11, 0, 0),
  };
}

async function seedTerritories(tx: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const level of ['zone', 'state', 'cluster'] as const) {
    const rows = TERRITORIES.filter((territory) => territory.level === level);
    const inserted = await tx
      .insert(t.territories)
      .values(rows.map((territory) => ({ name: territory.name, level, parentId: territory.parent ? need(ids, territory.parent) : null })))
      .returning({ id: t.territories.id, name: t.territories.name });
    for (const row of inserted) ids.set(row.name, row.id);
  }
  return ids;
}

async function seedEmployees(tx: Executor, territoryIds: Map<string, number>, passwordHash: string, clock: Clock) {
  const inserted = await tx
    .insert(t.employees)
    .values(
      EMPLOYEES.map((employee: EmployeeSeed) => ({
        employeeId: employee.employeeId,
        username: employee.username,
        email: emailOf(employee),
        mobileNumber: employee.mobile,
        role: employee.role,
        passwordHash,
        assignedTerritoryId: employee.territory ? need(territoryIds, employee.territory) : null,
        kycVerified: employee.kyc === 'verified',
        kycVerifiedAt: employee.kyc === 'verified' ? clock.daysAgo(69) : null,
        createdAt: clock.daysAgo(90),
        updatedAt: clock.daysAgo(90),
      })),
    )
    .returning({ id: t.employees.id, employeeId: t.employees.employeeId });
  const ids = new Map(inserted.map((row) => [row.employeeId, row.id]));
  const links = EMPLOYEES.flatMap((employee) =>
    employee.managers.map((manager) => ({ employeeId: need(ids, employee.employeeId), managerId: need(ids, manager) })),
  );
  if (links.length > 0) await tx.insert(t.employeeManagers).values(links);
  return ids;
}

async function seedCatalogue(tx: Executor) {
  const banks = await tx.insert(t.banks).values(BANKS.map((bank) => ({ name: bank.name }))).returning({ id: t.banks.id, name: t.banks.name });
  const bankIds = new Map(banks.map((row) => [row.name, row.id]));
  const loanTypes = await tx.insert(t.loanTypes).values(LOAN_TYPES.map((type) => ({ type }))).returning({ id: t.loanTypes.id, type: t.loanTypes.type });
  const loanTypeIds = new Map(loanTypes.map((row) => [row.type, row.id]));

  const bankLoanValues = BANKS.flatMap((bank, bankIndex) =>
    LOAN_TYPES.filter((type) => offersLoanType(bankIndex, type)).map((type) => {
      const override = PAYOUT_OVERRIDES.find((entry) => entry.bank === bank.name && entry.loanType === type);
      const connectorsPayout = override?.connectorsPayout ?? BASE_CONNECTOR_PAYOUT[type] + ((bankIndex % 4) - 1) * 0.25;
      return {
        bankId: need(bankIds, bank.name),
        loanTypeId: need(loanTypeIds, type),
        requiredDocuments: REQUIRED_DOCUMENTS[type],
        connectorsPayout: Math.max(0.25, connectorsPayout),
        cpPayout: Math.max(0.25, connectorsPayout) + 0.5 + (bankIndex % 3) * 0.25,
        minLoanAmount: LOAN_AMOUNT_BOUNDS[type]?.min ?? null,
        maxLoanAmount: LOAN_AMOUNT_BOUNDS[type]?.max ?? null,
      };
    }),
  );
  const bankLoans = await tx
    .insert(t.bankLoans)
    .values(bankLoanValues)
    .returning({ id: t.bankLoans.id, bankId: t.bankLoans.bankId, loanTypeId: t.bankLoans.loanTypeId });
  const bankLoanIds = new Map(bankLoans.map((row) => [`${row.bankId}:${row.loanTypeId}`, row.id]));

  const branchValues = BANKS.flatMap((bank, bankIndex) =>
    Array.from({ length: BRANCHES_PER_BANK }, (_, branchIndex) => {
      const place = LOCALITIES[(bankIndex * 7 + branchIndex * 5) % LOCALITIES.length];
      if (!place) throw new Error('Locality table is empty');
      const floor = ['Ground Floor', 'First Floor', 'Ground and First Floor'][(bankIndex + branchIndex) % 3];
      return {
        bankId: need(bankIds, bank.name),
        branchName: `${place.city} - ${place.locality}`,
        state: place.state,
        cluster: place.city,
        branchType: place.tier,
        address: `${floor}, No. ${12 + ((bankIndex * 31 + branchIndex * 17) % 180)}, ${place.street}, ${place.locality}, ${place.city}, ${place.state} ${place.pincode}`,
        pincode: place.pincode,
      };
    }),
  );
  const branches = await tx
    .insert(t.bankBranches)
    .values(branchValues)
    .returning({
      id: t.bankBranches.id,
      bankId: t.bankBranches.bankId,
      branchName: t.bankBranches.branchName,
      state: t.bankBranches.state,
      cluster: t.bankBranches.cluster,
      pincode: t.bankBranches.pincode,
    });

  const spokespersonValues = branches.flatMap((branch, branchIndex) =>
    [0, 1].map((slot) => {
      const n = branchIndex * 2 + slot;
      const first = FIRST_NAMES[(n * 7) % FIRST_NAMES.length] as string;
      const last = LAST_NAMES[(n * 5 + slot) % LAST_NAMES.length] as string;
      const bank = BANKS.find((entry) => bankIds.get(entry.name) === branch.bankId);
      return {
        empId: `SP${String(10001 + n)}`,
        name: `${first} ${last}`,
        email: `${first}.${last}.${10001 + n}@${bank?.code ?? 'bank'}.example`.toLowerCase(),
        contact: `9${String(800000000 + ((n * 7919) % 199999999)).padStart(9, '0')}`,
        role: SPOKESPERSON_ROLES[slot === 0 ? 0 : 1 + (n % 3)] as string,
        status: n % 11 === 5 ? 'inactive' : 'active',
        bankBranchId: branch.id,
      };
    }),
  );
  for (let start = 0; start < spokespersonValues.length; start += 200) {
    await tx.insert(t.spokespersons).values(spokespersonValues.slice(start, start + 200));
  }
  return { bankIds, loanTypeIds, bankLoanIds, branches };
}

async function seedCriteria(tx: Executor) {
  await tx.insert(t.personalLoanCriteria).values(PERSONAL_CRITERIA.map(toColumns) as (typeof t.personalLoanCriteria.$inferInsert)[]);
  await tx.insert(t.businessLoanCriteria).values(BUSINESS_CRITERIA.map(toColumns) as (typeof t.businessLoanCriteria.$inferInsert)[]);
  await tx.insert(t.homeLoanCriteria).values(HOME_CRITERIA.map(toColumns) as (typeof t.homeLoanCriteria.$inferInsert)[]);
  await tx.insert(t.lapCriteria).values(LAP_CRITERIA.map(toColumns) as (typeof t.lapCriteria.$inferInsert)[]);
}

async function seedLeads(
  tx: Executor,
  clock: Clock,
  employeeIds: Map<string, number>,
  territoryOf: Map<string, number | null>,
  catalogue: Awaited<ReturnType<typeof seedCatalogue>>,
) {
  const leadIds = new Map<string, number>();
  const decidedAt = new Map<string, Date>();
  for (const lead of DEMO_LEADS) {
    const bankId = need(catalogue.bankIds, lead.bank);
    const bankLoanId = need(catalogue.bankLoanIds, `${bankId}:${need(catalogue.loanTypeIds, lead.loanType)}`);
    // The branch the API's rule assigns a lead created with this address by this referrer (docs/leads.md).
    const branchesOfBank = catalogue.branches.filter((branch) => branch.bankId === bankId);
    const territoryName = EMPLOYEES.find((employee) => employee.employeeId === lead.referredBy)?.territory ?? null;
    const territory = TERRITORIES.find((candidate) => candidate.name === territoryName) ?? null;
    const branch = chooseBranch(branchesOfBank, { address: lead.customerAddress, territory });
    const createdAt = clock.daysAgo(lead.createdDaysAgo, 3);
    const [row] = await tx
      .insert(t.leads)
      .values({
        customerName: lead.customerName,
        customerMobile: lead.customerMobile,
        customerAddress: lead.customerAddress,
        bankLoanId,
        bankBranchId: branch?.id ?? null,
        territoryId: territoryOf.get(lead.referredBy) ?? null,
        loanAmount: lead.loanAmount,
        status: lead.status,
        // Every seeded approval was paid: approval 1, credited in cycle 1 (seedTransactions).
        payoutCycle: lead.status === 'approved' ? 1 : 0,
        remarks: lead.remarks,
        documentsChecklist: lead.checklist,
        referredById: need(employeeIds, lead.referredBy),
        createdById: need(employeeIds, lead.createdBy),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.leads.id });
    if (!row) throw new Error('Lead insert returned nothing');
    leadIds.set(lead.key, row.id);
    const history: (typeof t.leadStatusHistory.$inferInsert)[] = [
      {
        event: 'created', leadId: row.id, fromStatus: null, toStatus: 'processing', changedById: need(employeeIds, lead.createdBy),
        // As the API writes a creation: its note is the lead's remarks (lead-create.ts).
        note: lead.remarks,
        changedAt: createdAt,
      },
    ];
    if (lead.status !== 'processing') {
      const decided = decisionTime(lead, clock);
      decidedAt.set(lead.key, decided);
      history.push({
        event: 'status',
        leadId: row.id,
        fromStatus: 'processing',
        toStatus: lead.status,
        changedById: need(employeeIds, lead.decidedBy ?? 'AD3001'),
        note: lead.remarks,
        changedAt: decided,
      });
      await tx.update(t.leads).set({ updatedAt: decided }).where(sql`${t.leads.id} = ${row.id}`);
    }
    for (const event of lead.documentEvents ?? []) {
      history.push({
        event: 'document', leadId: row.id, fromStatus: lead.status, toStatus: lead.status, documentName: event.document, documentState: event.state,
        changedById: need(employeeIds, 'AD3001'), changedAt: clock.daysAgo(event.daysAgo, 2),
      });
    }
    await tx.insert(t.leadStatusHistory).values(history);
  }
  return { leadIds, decidedAt };
}

/** CN1001's approvals line up with the payout dates; other decisions when given, else a week after creation. */
function decisionTime(lead: LeadSeed, clock: Clock): Date {
  const transactionAt = cn1001PayoutTimes(clock)[lead.key];
  if (transactionAt) return new Date(transactionAt.getTime() - 30 * 60 * 1000);
  if (lead.decidedDaysAgo !== undefined) return clock.daysAgo(lead.decidedDaysAgo);
  return clock.daysAgo(Math.max(1, lead.createdDaysAgo - 7));
}

function cn1001PayoutTimes(clock: Clock): Record<string, Date> {
  return { meera: clock.thisMonth(3), siddharth: clock.thisMonth(2), ananya: clock.previousMonth() };
}

/**
 * The payout credits of the second team's earlier approvals (TREND_LEADS), at the bank loan's connector payout %,
 * half an hour after the decision; paid three days later, but the latest one, which waits in Payouts.
 */
async function seedTrendPayouts(tx: Executor, clock: Clock, employeeIds: Map<string, number>, leadIds: Map<string, number>) {
  const approved = TREND_LEADS.filter((lead) => lead.status === 'approved');
  const rows = await queryRows<{ id: number; customer_name: string; loan_amount: number; connectors_payout: number; loan_type: string; bank: string }>(
    tx,
    sql`select l.id, l.customer_name, l.loan_amount::float8 as loan_amount, bl.connectors_payout::float8 as connectors_payout, lt.type as loan_type, b.name as bank
        from leads l join bank_loans bl on bl.id = l.bank_loan_id join loan_types lt on lt.id = bl.loan_type_id join banks b on b.id = bl.bank_id
        where l.id = any(${`{${approved.map((lead) => need(leadIds, lead.key)).join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  await tx.insert(t.transactions).values(
    approved.map((lead) => {
      const row = byId.get(need(leadIds, lead.key));
      if (!row) throw new Error(`the seed lost ${lead.customerName}`);
      const createdAt = new Date(decisionTime(lead, clock).getTime() + 30 * 60_000);
      return {
        connectorId: need(employeeIds, lead.referredBy), leadId: Number(row.id), transactionType: 'credit', leadPayoutCycle: 1,
        amount: Math.round(Number(row.loan_amount) * Number(row.connectors_payout)) / 100,
        description: commissionCreditDescription({
          customerName: row.customer_name, loanType: row.loan_type, bankName: row.bank, payoutPercent: Number(row.connectors_payout), loanAmount: Number(row.loan_amount),
        }),
        isProcessed: lead.paid === true, processedAt: lead.paid ? new Date(createdAt.getTime() + 3 * DAY) : null, createdAt,
      };
    }),
  );
}

async function seedTransactions(tx: Executor, clock: Clock, employeeIds: Map<string, number>, leadIds: Map<string, number>) {
  const times = cn1001PayoutTimes(clock);
  const cn1001 = need(employeeIds, 'CN1001');
  const cn1005 = need(employeeIds, 'CN1005');
  const cn1006 = need(employeeIds, 'CN1006');
  // The payout credits of approvals carry the lead's payout cycle (1); the TDS debit is not a payout entry.
  // Processed entries were paid when they were written (processed_at), before payout runs existed.
  const credit = (connectorId: number, key: string, amount: number, isProcessed: boolean, createdAt: Date) => {
    const lead = DEMO_LEADS.find((demo) => demo.key === key);
    if (!lead) throw new Error(`no demo lead ${key}`);
    return {
      connectorId, leadId: need(leadIds, key), transactionType: 'credit' as const, amount, isProcessed, createdAt,
      description: commissionCreditDescription({
        customerName: lead.customerName, loanType: lead.loanType, bankName: lead.bank, payoutPercent: (amount * 100) / lead.loanAmount, loanAmount: lead.loanAmount,
      }),
    };
  };
  const rows: (typeof t.transactions.$inferInsert)[] = [
    credit(cn1001, 'meera', 25000, true, times.meera),
    credit(cn1001, 'siddharth', 18000, true, times.siddharth),
    credit(cn1001, 'ananya', 12500, true, times.ananya),
    credit(cn1005, 'lakshmi', 21000, true, clock.daysAgo(38)),
    credit(cn1005, 'manjunath', 18750, false, clock.daysAgo(11)),
    credit(cn1006, 'suresh', 22500, true, clock.daysAgo(18)),
  ];
  const written = await tx
    .insert(t.transactions)
    .values(
      rows.map((row) => ({
        ...row,
        leadPayoutCycle: 1,
        processedAt: row.isProcessed ? row.createdAt : null,
      })),
    )
    .returning({ id: t.transactions.id, leadId: t.transactions.leadId });
  // A TDS entry of the spec's demo ledger, at the rate of its time: it names the credit it was computed on.
  const meeraCredit = written.find((row) => row.leadId === need(leadIds, 'meera'));
  if (!meeraCredit) throw new Error("the seed lost Meera Kulkarni's payout");
  const tdsAt = clock.thisMonth(1);
  await tx.insert(t.transactions).values({
    connectorId: cn1001, leadId: need(leadIds, 'meera'), transactionType: 'debit', amount: 2500, isProcessed: true, createdAt: tdsAt, processedAt: tdsAt,
    description: taxLineDescription({ kind: 'tds', type: 'debit', rate: 10, base: 25000, section: '194H' }, 'Meera Kulkarni'),
    entryKind: 'tds', taxSourceId: meeraCredit.id, taxBase: 25000, taxRate: 10, financialYear: financialYearOf(tdsAt),
  });
}

async function seedNotifications(tx: Executor, clock: Clock, employeeIds: Map<string, number>, leadIds: Map<string, number>) {
  const cn1001 = need(employeeIds, 'CN1001');
  const rm = need(employeeIds, 'RM2001');
  const admin = need(employeeIds, 'AD3001');
  const previousMonthName = clock.previousMonth().toLocaleString('en-IN', { month: 'long', year: 'numeric' });
  const rows: (typeof t.notifications.$inferInsert)[] = [
    {
      recipientId: cn1001, notificationType: 'welcome_message', isActive: false, createdAt: clock.daysAgo(69),
      title: 'Welcome to Connector Portal', message: 'Hi Aarav, your KYC is **verified**.\nYou can now add leads and track your earnings.', createdById: admin,
    },
    {
      recipientId: cn1001, notificationType: 'rm_assign', isActive: false, createdAt: clock.daysAgo(68),
      title: 'Relationship manager assigned', message: '**Vikram Mehta** (RM2001) is your relationship manager.', createdById: admin,
    },
    {
      recipientId: cn1001, notificationType: 'feature_update', isActive: false, createdAt: clock.daysAgo(21),
      title: 'New: Eligibility Check', message: 'Check which banks will lend to a customer **before** you add the lead.', createdById: admin,
    },
    {
      recipientId: cn1001, notificationType: 'lead_status', isActive: false, createdAt: clock.daysAgo(19),
      title: 'Lead rejected: Farhan Shaikh', message: 'The Business Loan lead for **Farhan Shaikh** was rejected.\nReason: CIBIL score 642 is below the bank minimum.',
      leadId: need(leadIds, 'farhan'), createdById: rm,
    },
    {
      recipientId: cn1001, notificationType: 'monthly_report', isActive: false, createdAt: clock.daysAgo(14),
      title: `Monthly report: ${previousMonthName}`, message: 'You earned **₹12,500** from 1 approved lead last month.', createdById: admin,
    },
    {
      recipientId: cn1001, notificationType: 'lead_status', isActive: false, createdAt: clock.thisMonth(3),
      title: 'Lead approved: Meera Kulkarni', message: 'The Home Loan of **₹25,00,000** for Meera Kulkarni was approved. Your payout: **₹25,000**.',
      leadId: need(leadIds, 'meera'), createdById: rm,
    },
    {
      recipientId: cn1001, notificationType: 'lead_status', isActive: true, createdAt: clock.thisMonth(2),
      title: 'Lead approved: Siddharth Joshi', message: 'The Business Loan of **₹12,00,000** for Siddharth Joshi was approved. Your payout: **₹18,000**.',
      leadId: need(leadIds, 'siddharth'), createdById: rm,
    },
    {
      recipientId: cn1001, notificationType: 'document_pending', isActive: true, createdAt: clock.daysAgo(2),
      title: 'Documents pending: Rahul Deshmukh', message: '**ITR (3 years)** and **Property Title Deed** are still pending for this lead.',
      leadId: need(leadIds, 'rahul'), createdById: rm,
    },
    {
      recipientId: cn1001, notificationType: 'idle_lead', isActive: true, createdAt: clock.daysAgo(1),
      title: 'Lead idle for 5 days: Pooja Bhosale', message: 'No update on this Personal Loan lead for 5 days. Follow up with the customer for salary slips.',
      leadId: need(leadIds, 'pooja'),
    },
    {
      recipientId: cn1001, notificationType: 'weekly_report', isActive: true, createdAt: clock.daysAgo(0, 5),
      title: 'Your weekly summary', message: '3 leads in processing, 1 new lead this week.\nKeep going!',
    },
  ];
  await tx.insert(t.notifications).values(rows);
  await tx.insert(t.notifications).values([
    {
      recipientId: need(employeeIds, 'CN1003'), notificationType: 'document_pending', isActive: true, createdAt: clock.daysAgo(3),
      title: 'KYC rejected', message: `Your KYC documents were **rejected**.\nReason: ${REJECTED_KYC_REASON}\nPlease upload new documents.`, createdById: admin,
    },
    {
      recipientId: need(employeeIds, 'CN1005'), notificationType: 'lead_status', isActive: true, createdAt: clock.daysAgo(11),
      title: 'Lead approved: Manjunath Gowda', message: 'The Business Loan for **Manjunath Gowda** was approved. Payout pending disbursal.',
      leadId: need(leadIds, 'manjunath'),
    },
  ]);
}

const KYC_ACCENTS: Record<string, [number, number, number]> = {
  aadhar_front: [232, 119, 34],
  aadhar_back: [19, 136, 8],
  pan_front: [27, 79, 156],
  pan_back: [90, 90, 160],
};

/** Stores four real PNG images per seeded submission in the vault, in the seed's transaction. */
async function seedKyc(tx: Executor, vault: DocumentVault, clock: Clock, employeeIds: Map<string, number>) {
  const admin = need(employeeIds, 'AD3001');
  for (const employee of EMPLOYEES) {
    if (employee.kyc === 'not_required' || employee.kyc === 'not_submitted') continue;
    const status = employee.kyc === 'verified' ? 'approved' : employee.kyc;
    const submittedAt = employee.kyc === 'pending' ? clock.daysAgo(1) : employee.kyc === 'rejected' ? clock.daysAgo(4) : clock.daysAgo(70);
    const [submission] = await tx
      .insert(t.kycSubmissions)
      .values({
        employeeId: need(employeeIds, employee.employeeId),
        status,
        rejectionReason: status === 'rejected' ? REJECTED_KYC_REASON : null,
        submittedAt,
        reviewedAt: status === 'pending' ? null : new Date(submittedAt.getTime() + DAY),
        reviewedById: status === 'pending' ? null : admin,
      })
      .returning({ id: t.kycSubmissions.id });
    if (!submission) throw new Error('KYC submission insert returned nothing');
    for (const [kind, accent] of Object.entries(KYC_ACCENTS)) {
      const file = await vault.store(documentPng(96, 60, accent), { purpose: 'kyc', contentType: 'image/png' }, tx);
      await tx.insert(t.kycDocuments).values({
        submissionId: submission.id,
        kind,
        vaultObjectId: file.id,
        originalName: `${kind}.png`,
        contentType: 'image/png',
        size: file.size,
        sha256: file.sha256,
        // An approved submission had its Aadhaar masked before the approval. The demo's images are drawn
        // cards with no number on them, so nothing is burnt: the reviewer confirmed them as they are.
        ...(status === 'approved' && (kind === 'aadhar_front' || kind === 'aadhar_back')
          ? { maskMethod: 'uploaded_masked', maskedAt: new Date(submittedAt.getTime() + DAY - 60_000), maskedById: admin }
          : {}),
      });
    }
  }
}

/** Every demo account but the one who signs in for the first time has agreed to the current notice (recorded as the demo data is made). */
async function seedConsents(tx: Executor, clock: Clock, employeeIds: Map<string, number>, noticeVersion: string) {
  const agreed = EMPLOYEES.filter((employee) => !employee.firstSignIn).map((employee) => need(employeeIds, employee.employeeId));
  await tx.insert(t.privacyConsents).values(agreed.map((employeeId) => ({ employeeId, noticeVersion, action: 'given', recordedAt: clock.now })));
  await tx.update(t.employees).set({ consentedNoticeVersion: noticeVersion }).where(inArray(t.employees.id, agreed));
}

export interface SeedOptions {
  vault: DocumentVault;
  /** The privacy notice's current version: the demo accounts that have signed in before agreed to it. */
  noticeVersion: string;
  now?: Date;
  /** A precomputed argon2id hash of the demo password (saves ~50 ms in tests). */
  passwordHash?: string;
}

/**
 * Tax and payout details of the demo connectors (docs/demo-data.md): CN1001's payouts go to a verified
 * account but no PAN is on file yet (TDS at the no-PAN rate until one is verified); CN1005 has a PAN;
 * CN1006 a PAN and a GSTIN, so GST shows on their commission. Everyone else has none: their payouts are held.
 */
async function seedTaxProfiles(tx: Executor, vault: DocumentVault, clock: Clock, employeeIds: Map<string, number>) {
  const admin = need(employeeIds, 'AD3001');
  const verifiedAt = clock.daysAgo(60);
  const profiles = [
    { employeeId: 'CN1001', pan: null, gstin: null, account: '50100234567891', ifsc: 'HDFC0001234', holder: 'Aarav Sharma' },
    { employeeId: 'CN1005', pan: 'BXKPR4821L', gstin: null, account: '30012345678', ifsc: 'SBIN0040123', holder: 'Kavya Reddy' },
    { employeeId: 'CN1006', pan: 'CQTPS7314K', gstin: gstinOf('29', 'CQTPS7314K'), account: '917020045678123', ifsc: 'UTIB0000009', holder: 'Arjun Singh' },
  ];
  for (const profile of profiles) {
    const account = await vault.store(Buffer.from(profile.account, 'utf8'), { purpose: 'payout', contentType: 'text/plain' }, tx);
    await tx.insert(t.taxProfiles).values({
      employeeId: need(employeeIds, profile.employeeId),
      pan: profile.pan,
      panVerifiedAt: profile.pan ? verifiedAt : null,
      panVerifiedById: profile.pan ? admin : null,
      gstin: profile.gstin,
      gstinVerifiedAt: profile.gstin ? verifiedAt : null,
      gstinVerifiedById: profile.gstin ? admin : null,
      bankAccountObjectId: account.id,
      bankAccountLast4: profile.account.slice(-4),
      bankIfsc: profile.ifsc,
      bankAccountHolder: profile.holder,
      bankVerifiedAt: verifiedAt,
      bankVerifiedById: admin,
      updatedAt: verifiedAt,
    });
  }
}

/** A well-formed GSTIN of a PAN in a state: entity 1, Z, and its check character. */
function gstinOf(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/**
 * Seeds the demo data in one transaction when the database has no employees.
 * Returns true when it seeded.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(t.employees);
  if ((existing?.count ?? 0) > 0) return false;

  const clock = clockAt(options.now ?? new Date());
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ count: sql<number>`count(*)::int` }).from(t.employees);
    if ((again?.count ?? 0) > 0) return false;

    const territoryIds = await seedTerritories(tx);
    const employeeIds = await seedEmployees(tx, territoryIds, passwordHash, clock);
    const territoryOf = new Map(EMPLOYEES.map((employee) => [employee.employeeId, employee.territory ? need(territoryIds, employee.territory) : null]));
    const catalogue = await seedCatalogue(tx);
    await seedCriteria(tx);
    const { leadIds } = await seedLeads(tx, clock, employeeIds, territoryOf, catalogue);
    await seedTransactions(tx, clock, employeeIds, leadIds);
    await seedTrendPayouts(tx, clock, employeeIds, leadIds);
    await seedNotifications(tx, clock, employeeIds, leadIds);
    await seedKyc(tx, options.vault, clock, employeeIds);
    await seedConsents(tx, clock, employeeIds, options.noticeVersion);
    await seedTaxProfiles(tx, options.vault, clock, employeeIds);
    return true;
  });
}
