import { CSV_BOM } from '../../../common/model/csv';
import { formatDateTime } from 'shared-ui';
import { leadItem, manyLeads, myLeads, VIKRAM } from '../testing/leadFixtures';
import { t } from '../i18n';
import { leadColumns, leadRow, leadRows, leadsCsv, referrerCardFacts, referrerDetailLines } from './leadRows';

describe('leadRow', () => {
  it('shows customer, mobile, loan type, rupee amount, status and referrer', () => {
    const lead = myLeads()[0];
    expect(leadRow(lead, t)).toEqual({
      id: 6,
      customerName: 'Nikhil Jadhav',
      mobile: '9822011006',
      loanType: 'Home Loan',
      amount: '₹38,00,000',
      status: 'processing',
      statusLabel: 'Processing',
      referredBy: 'Aarav Sharma',
      referrer: {
        createdAt: formatDateTime(lead.created_at),
        createdByName: 'Vikram Mehta',
        createdByEmployeeId: 'RM2001',
        referrerEmployeeId: 'CN1001',
      },
    });
  });

  it('shows Unknown for a missing loan type and N/A for missing people', () => {
    const row = leadRow(leadItem({ id: 1, loan_type_name: null, referred_by: null, created_by: { user_name: ' ', employee_id: '' } }), t);
    expect(row.loanType).toBe('Unknown');
    expect(row.referredBy).toBe('N/A');
    expect(row.referrer.referrerEmployeeId).toBe('N/A');
    expect(row.referrer.createdByName).toBe('N/A');
    expect(row.referrer.createdByEmployeeId).toBe('N/A');
  });
});

describe('referrerDetailLines', () => {
  it('lists created time, created-by name and id, and referrer id', () => {
    const row = leadRow(leadItem({ id: 2, created_by: VIKRAM, created_at: '2026-01-29T09:30:00.000Z' }), t);
    expect(referrerDetailLines(row.referrer, t)).toEqual([
      { label: 'Created', value: formatDateTime('2026-01-29T09:30:00.000Z') },
      { label: 'Created By', value: 'Vikram Mehta' },
      { label: 'Created By Employee ID', value: 'RM2001' },
      { label: 'Referrer Employee ID', value: 'CN1001' },
    ]);
  });
});

describe('referrerCardFacts', () => {
  it("gives the tooltip's facts as a card's lines: each person with their employee id, and the created time", () => {
    const row = leadRow(leadItem({ id: 2, created_by: VIKRAM, created_at: '2026-01-29T09:30:00.000Z' }), t);
    expect(referrerCardFacts(row, t)).toEqual({
      referredBy: 'Aarav Sharma (CN1001)',
      createdBy: 'Vikram Mehta (RM2001)',
      created: formatDateTime('2026-01-29T09:30:00.000Z'),
    });
  });

  it('shows N/A alone for a missing person', () => {
    const row = leadRow(leadItem({ id: 3, referred_by: null, created_by: { user_name: ' ', employee_id: '' } }), t);
    expect(referrerCardFacts(row, t)).toMatchObject({ referredBy: 'N/A', createdBy: 'N/A' });
  });
});

describe('leadsCsv', () => {
  it("has the table's columns and each row's cell texts, quoted, with a BOM and CRLF lines", () => {
    const csv = leadsCsv(leadRows(myLeads(), t), t);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe('"Customer Name","Mobile","Loan Type","Amount","Status","Referred By"');
    expect(lines[0]).toBe(leadColumns(t).map((column) => `"${column.header}"`).join(','));
    expect(lines[1]).toBe('"Nikhil Jadhav","9822011006","Home Loan","₹38,00,000","Processing","Aarav Sharma"');
    expect(lines[5]).toBe('"Kiran Pawar","9822011008","Unknown","₹2,00,000","Rejected","Aarav Sharma"');
    expect(lines[7]).toBe('"Meera Kulkarni","9822011001","Home Loan","₹25,00,000","Approved","N/A"');
    expect(lines).toHaveLength(10);
    expect(lines[9]).toBe('');
  });

  it('has every lead, not one page', () => {
    const csv = leadsCsv(leadRows(manyLeads(5000), t), t);
    expect(csv.split('\r\n')).toHaveLength(5002);
  });

  it('keeps a hostile name as text', () => {
    const csv = leadsCsv(leadRows([leadItem({ id: 1, customer_name: '=HYPERLINK("http://evil.example","Click")' })], t), t);
    expect(csv.split('\r\n')[1]).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
  });
});
