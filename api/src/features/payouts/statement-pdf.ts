import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from 'shared-contracts';
import { formatRupeeAmount as rupees } from 'shared-contracts/rupees';
import { localise } from '../../i18n';
import type { CommissionStatement, StatementLine } from './commission-statement';
import { localiseLedgerDescription } from './ledger-descriptions';

const require = createRequire(import.meta.url);
/**
 * Read once: the fonts are embedded, subset to the glyphs a statement uses. An English statement is
 * drawn in DejaVu Sans (the rupee sign, U+20B9, and the Latin letters of names, which PDF's standard
 * fonts lack); a Hindi one in Noto Sans Devanagari, which has Devanagari, Latin and the rupee sign in
 * one font, so a line mixing a Hindi label with a customer's name needs no font change. pdfkit's font
 * engine (fontkit) shapes Devanagari: conjuncts, the reph and the i-matra's reordering.
 */
const FONTS: Record<Language, { regular: Buffer; bold: Buffer }> = {
  en: {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  },
  hi: {
    regular: readFileSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf')),
  },
};

const MARGIN = 40;
const KIND_LABELS: Record<StatementLine['kind'], string> = { commission: 'Commission', tds: 'TDS', gst: 'GST' };
/** Dates as the portal's pages show them in each language: Indian order, Latin digits (docs/languages.md). */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** "November 2026", "नवंबर 2026" */
export function monthTitle(month: string, language: Language = 'en'): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "30 Nov 2026" in India time. */
const indiaDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/**
 * A commission entry as "customer · bank · loan type · loan ₹… · payout …%"; other entries (the taxes)
 * by the description written with them, in the reader's language.
 */
function lineText(line: StatementLine, say: (english: string) => string, language: Language): string {
  if (line.kind !== 'commission' || line.customer === null) return localiseLedgerDescription(language, line.description);
  const parts = [line.customer];
  if (line.bank) parts.push(line.bank);
  if (line.loanType) parts.push(line.loanType);
  if (line.loanAmount !== null) parts.push(say(`loan ${rupees(line.loanAmount)}`));
  if (line.payoutPercent !== null) parts.push(say(`payout ${line.payoutPercent}%`));
  const text = parts.join(' · ');
  return line.type === 'debit' ? say(`Reversal: ${text}`) : text;
}

/**
 * The statement as a PDF (A4) in the reader's language: who and which month, the summary from opening
 * to closing balance, every entry of the month, and the payouts. The text is real text (selectable,
 * and read back by the tests); its Hindi is the API's catalogue's (`localise`).
 */
export function statementPdf(statement: CommissionStatement, companyName: string, generatedAt: Date = new Date(), language: Language = 'en'): Promise<Buffer> {
  const say = (english: string) => localise(language, english);
  const month = monthTitle(statement.month, language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: LOCALES[language],
    info: { Title: say(`Commission statement ${month}: ${statement.connector.employeeId}`), Author: companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Sans', FONTS[language].regular);
  doc.registerFont('Sans-Bold', FONTS[language].bold);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  doc.font('Sans-Bold').fontSize(16).text(companyName);
  doc.font('Sans').fontSize(12).text(say(`Commission statement: ${month}`));
  doc.moveDown(0.5);
  const { connector } = statement;
  doc.fontSize(10).text(`${connector.name} (${connector.employeeId})`);
  doc.text(connector.pan ? `PAN: ${connector.pan}` : say('PAN: none verified (TDS at the higher rate of section 206AA)'));
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
    doc.font(bold ? 'Sans-Bold' : 'Sans').fontSize(10).text(say(label), MARGIN, y, { width: width / 2 });
    doc.text(rupees(amount), MARGIN + width / 2, y, { width: width / 2, align: 'right' });
  }
  doc.moveDown();

  const columns = [
    { header: say('Date'), width: 70, align: 'left' as const },
    { header: say('Entry'), width: width - 70 - 60 - 90, align: 'left' as const },
    { header: say('Kind'), width: 60, align: 'left' as const },
    { header: say('Amount'), width: 90, align: 'right' as const },
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

  doc.font('Sans-Bold').fontSize(11).text(say('Entries of the month'), MARGIN);
  doc.moveDown(0.3);
  if (statement.lines.length === 0) doc.font('Sans').fontSize(9).text(say('No entries this month.'));
  else {
    row(columns.map((column) => column.header), 'Sans-Bold');
    for (const line of statement.lines) {
      const entry = lineText(line, say, language);
      row([indiaDate(line.at, language), line.reference ? say(`${entry} (paid: ${line.reference})`) : entry, say(KIND_LABELS[line.kind]), rupees(line.amount)], 'Sans');
    }
  }
  doc.moveDown();

  doc.font('Sans-Bold').fontSize(11).text(say('Payouts of the month'), MARGIN);
  doc.moveDown(0.3);
  if (statement.payouts.length === 0) doc.font('Sans').fontSize(9).text(say('No payouts this month.'));
  else {
    row([say('Date'), say('Reference'), '', say('Amount')], 'Sans-Bold');
    for (const payout of statement.payouts) row([indiaDate(payout.at, language), payout.reference, '', rupees(payout.amount)], 'Sans');
  }
  doc.moveDown();

  doc.font('Sans').fontSize(8).fillColor('#444444');
  doc.text(
    say(
      `Amounts in Indian rupees. TDS is deducted under section 194H of the Income-tax Act on commission over the financial year's threshold ` +
        `(section 206AA without a verified PAN); GST is added when a verified GSTIN is on file. Generated on ${indiaDate(generatedAt.toISOString(), language)}.`,
    ),
    MARGIN,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
