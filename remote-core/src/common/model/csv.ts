/**
 * CSV files of what a list shows (leads, bonus statement): RFC 4180 with every field quoted,
 * CRLF line ends, and a UTF-8 byte order mark so Excel reads "₹" and other non-ASCII text.
 */

/** One column: its header and the text of its cell, exactly as the screen shows it. */
export interface CsvColumn<Row> {
  header: string;
  text: (row: Row) => string;
}

export const CSV_BOM = '\uFEFF';

/**
 * A cell that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe, so a customer named "=HYPERLINK(...)" stays text (CSV injection). The portal's
 * own texts (names, rupee amounts, dates) never start with these characters.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted, inner quotes doubled, formula starts neutralised. */
export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole file: BOM, header line, one line per row, each line ending in CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.text(row)))];
  return CSV_BOM + lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** "my-leads-2026-11-23.csv": the list's name and the local date of the download. */
export function csvFileName(name: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
