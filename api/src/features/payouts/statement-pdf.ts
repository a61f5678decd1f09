import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatRupeeAmount as rupees } from 'shared-contracts/rupees';
import type { CommissionStatement, StatementLine } from './commission-statement';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans has the rupee sign (U+20B9) and the Latin letters of names; PDF's standard fonts have
 * neither. Read once: the fonts are embedded, subset to the glyphs a statement uses.
 */
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

const MARGIN = 40;
const KIND_LABELS: Record<StatementLine['kind'], string> = { commission: 'Commission', tds: 'TDS', gst: 'GST' };

/** "November 2026" */
export function monthTitle(month: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "30 Nov 2026" in India time. */
const indiaDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

function lineText(line: StatementLine): string {
  if (line.kind !== 'commission' || line.customer === null) return line.description;
  const parts = [line.customer];
  if (line.bank) parts.push(line.bank);
  if (line.loanType) parts.push(line.loanType);
  if (line.loanAmount !== null) parts.push(`loan ${rupees(line.loanAmount)}`);
  if (line.payoutPercent !== null) parts.push(`payout ${line.payoutPercent}%`);
  return `${line.type === 'debit' ? 'Reversal: ' : ''}${parts.join(' · ')}`;
}

/**
 * The statement as a PDF (A4): who and which month, the summary from opening to closing balance, every
 * entry of the month, and the payouts. The text is real text (selectable, and read back by the tests).
 */
export function statementPdf(statement: CommissionStatement, companyName: string, generatedAt: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Commission statement ${monthTitle(statement.month)}: ${statement.connector.employeeId}`, Author: companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Sans', FONTS.regular);
  doc.registerFont('Sans-Bold', FONTS.bold);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  doc.font('Sans-Bold').fontSize(16).text(companyName);
  doc.font('Sans').fontSize(12).text(`Commission statement: ${monthTitle(statement.month)}`);
  doc.moveDown(0.5);
  const { connector } = statement;
  doc.fontSize(10).text(`${connector.name} (${connector.employeeId})`);
  doc.text(connector.pan ? `PAN: ${connector.pan}` : 'PAN: none verified (TDS at the higher rate of section 206AA)');
  if (connector.gstin) doc.text(`GSTIN: ${connector.gstin}`);
  doc.moveDown();

  // The summary: each figure on its own line, label left and amount right.
  const summary: [string, number, boolean?][] = [
    ['Opening balance', statement.opening, true],
    ['Commission credited', statement.totals.commission],
    ['Reversals', -statement.totals.reversals],
    ['TDS deducted', -statement.totals.tds],
    ['GST', statement.totals.gst],
    ['Paid out', -statement.totals.paid],
    ['Closing balance', statement.closing, true],
  ];
  for (const [label, amount, bold] of summary) {
    const y = doc.y;
    doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(10).text(label, MARGIN, y, { width: width / 2 });
    doc.text(rupees(amount), MARGIN + width / 2, y, { width: width / 2, align: 'right' });
  }
  doc.moveDown();

  const columns = [
    { header: 'Date', width: 70, align: 'left' as const },
    { header: 'Entry', width: width - 70 - 60 - 90, align: 'left' as const },
    { header: 'Kind', width: 60, align: 'left' as const },
    { header: 'Amount', width: 90, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'Sans' | 'Sans-Bold') => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 4 }))) + 4;
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };

  doc.font('Sans-Bold').fontSize(11).text('Entries of the month', MARGIN);
  doc.moveDown(0.3);
  if (statement.lines.length === 0) doc.font('Sans').fontSize(9).text('No entries this month.');
  else {
    row(columns.map((column) => column.header), 'Sans-Bold');
    for (const line of statement.lines) {
      const paid = line.reference ? ` (paid: ${line.reference})` : '';
      row([indiaDate(line.at), `${lineText(line)}${paid}`, KIND_LABELS[line.kind], rupees(line.amount)], 'Sans');
    }
  }
  doc.moveDown();

  doc.font('Sans-Bold').fontSize(11).text('Payouts of the month', MARGIN);
  doc.moveDown(0.3);
  if (statement.payouts.length === 0) doc.font('Sans').fontSize(9).text('No payouts this month.');
  else {
    row(['Date', 'Reference', '', 'Amount'], 'Sans-Bold');
    for (const payout of statement.payouts) row([indiaDate(payout.at), payout.reference, '', rupees(payout.amount)], 'Sans');
  }
  doc.moveDown();

  doc.font('Sans').fontSize(8).fillColor('#444444');
  doc.text(
    `Amounts in Indian rupees. TDS is deducted under section 194H of the Income-tax Act on commission over the financial year's threshold ` +
      `(section 206AA without a verified PAN); GST is added when a verified GSTIN is on file. Generated on ${indiaDate(generatedAt.toISOString())}.`,
    MARGIN,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
