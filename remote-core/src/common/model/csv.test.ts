import { CSV_BOM, csvField, csvFileName, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: string;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Customer Name', text: (row) => row.name },
  { header: 'Amount', text: (row) => row.amount },
];

describe('csvField', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(csvField('HDFC Bank')).toBe('"HDFC Bank"');
    expect(csvField('₹25,00,000')).toBe('"₹25,00,000"');
    expect(csvField('Flat 4, "Sai" Residency')).toBe('"Flat 4, ""Sai"" Residency"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('')).toBe('""');
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+91 98220')).toBe('"\'+91 98220"');
    expect(csvField('-5')).toBe('"\'-5"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 BOM, then the header and one CRLF-terminated line per row', () => {
    const csv = toCsv(COLUMNS, [
      { name: 'Meera Kulkarni', amount: '₹25,00,000' },
      { name: 'Rahul "RD" Deshmukh', amount: '₹45,00,000' },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length)).toBe(
      '"Customer Name","Amount"\r\n"Meera Kulkarni","₹25,00,000"\r\n"Rahul ""RD"" Deshmukh","₹45,00,000"\r\n',
    );
  });

  it('is only the header for an empty list', () => {
    expect(toCsv(COLUMNS, [])).toBe(`${CSV_BOM}"Customer Name","Amount"\r\n`);
  });
});

describe('csvFileName', () => {
  it('names the file after the list and the local date', () => {
    expect(csvFileName('my-leads', new Date(2026, 10, 3, 23, 30))).toBe('my-leads-2026-11-03.csv');
  });
});
