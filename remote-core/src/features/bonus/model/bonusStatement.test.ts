import { CSV_BOM } from '../../../common/model/csv';
import { demoBonus, txn } from '../testing/bonusFixtures';
import { DEFAULT_BONUS_VIEW, commissionText, paidTotalNote, pendingPayoutAmount, statementCsv, statementRows, statementStatus } from './bonusStatement';

describe('statementStatus', () => {
  it('is Pending for an unprocessed credit, else Credited or Debited', () => {
    expect(statementStatus({ transaction_type: 'credit', is_processed: false })).toBe('Pending');
    expect(statementStatus({ transaction_type: 'credit', is_processed: true })).toBe('Credited');
    expect(statementStatus({ transaction_type: 'debit', is_processed: true })).toBe('Debited');
    expect(statementStatus({ transaction_type: 'debit', is_processed: false })).toBe('Debited');
  });
});

describe('commissionText', () => {
  it("shows the CP % and the connector's %", () => {
    expect(commissionText({ bank_name: 'HDFC Bank', loan_type: 'Home Loan', connectors_payout: 1, cp_payout: 1.5 })).toBe('CP 1.5% · Connector 1%');
    expect(commissionText(null)).toBe('N/A');
  });
});

describe('statementRows', () => {
  it("shows each transaction's date, amount, status, customer, bank, loan type, loan amount and commission", () => {
    const rows = statementRows(demoBonus().transactions);
    expect(rows[0]).toMatchObject({
      amount: '₹25,000',
      signedAmount: '+₹25,000',
      status: 'Credited',
      customer: 'Meera Kulkarni',
      bank: 'HDFC Bank',
      loanType: 'Home Loan',
      loanAmount: '₹25,00,000',
      commission: 'CP 1.5% · Connector 1%',
    });
    expect(rows[2]).toMatchObject({
      type: 'debit',
      amount: '₹2,500',
      signedAmount: '-₹2,500',
      status: 'Debited',
      customer: 'N/A',
      bank: 'N/A',
      loanType: 'N/A',
      loanAmount: 'N/A',
      commission: 'N/A',
    });
  });

  it('marks an unprocessed credit as pending', () => {
    const [row] = statementRows([txn({ id: 9, is_processed: false })]);
    expect(row.pending).toBe(true);
    expect(row.status).toBe('Pending');
  });

  it('starts in the grid view', () => {
    expect(DEFAULT_BONUS_VIEW).toBe('grid');
  });
});

describe('statementCsv', () => {
  it("has the table's columns and texts for every transaction, quoted, with a BOM", () => {
    const rows = statementRows(demoBonus().transactions);
    const csv = statementCsv(rows);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('"Date","Amount","Status","Customer","Bank","Loan Type","Loan Amount","Commission"');
    expect(lines[1]).toBe(
      `"${rows[0].date}","₹25,000","Credited","Meera Kulkarni","HDFC Bank","Home Loan","₹25,00,000","CP 1.5% · Connector 1%"`,
    );
    expect(lines[3]).toBe(`"${rows[2].date}","₹2,500","Debited","N/A","N/A","N/A","N/A","N/A"`);
    expect(lines[5]).toBe('');
  });
});

describe('taxes and payments in the statement rows', () => {
  it('names a tax entry\'s kind, and a paid entry\'s payout date and reference; a pending one has neither', () => {
    const [tds, paid, pending] = statementRows([
      txn({ id: 9, transaction_type: 'debit', entry_kind: 'tds', amount: 600, description: 'TDS at 2% (section 194H)' }),
      txn({ id: 8, payout: { reference: 'UTR-2026-0042', paid_at: '2026-11-30T06:30:00.000Z' } }),
      txn({ id: 7, is_processed: false }),
    ]);
    expect(tds).toMatchObject({ kindLabel: 'TDS', status: 'Debited' });
    expect(paid).toMatchObject({ kindLabel: null, status: 'Credited', paidNote: 'Paid on 30 Nov 2026 · UTR-2026-0042' });
    expect(pending).toMatchObject({ status: 'Pending', paidNote: null });
  });
});

describe('paidTotalNote', () => {
  const entry = (transaction_type: 'credit' | 'debit', amount: number, is_processed: boolean) => ({ transaction_type, amount, is_processed });
  it('says the total counts payouts made, and names what is waiting or to be deducted, to the paisa', () => {
    expect(paidTotalNote([entry('credit', 25000, true)])).toBe('Paid out');
    expect(paidTotalNote([entry('credit', 25000, true), entry('credit', 20000, false)])).toBe('Paid out · ₹20,000 pending');
    expect(paidTotalNote([entry('credit', 15000, true), entry('debit', 15000, false)])).toBe('Paid out · ₹15,000 to be deducted');
    expect(pendingPayoutAmount([entry('credit', 0.1, false), entry('credit', 0.2, false), entry('debit', 0.3, false)])).toBe(0);
    expect(pendingPayoutAmount([entry('credit', 0.1, false), entry('credit', 0.2, false)])).toBe(0.3);
    expect(paidTotalNote([])).toBe('Paid out');
  });
});
