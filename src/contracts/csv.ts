/** CSV files as the server sends them (the exports, the audit trail) and the mock server imitates them. */

/** One cell: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/** UTF-8's byte-order mark: without it Excel reads the file as the system's code page and garbles Arabic. */
export const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (=, +, - or @ first) or that a tab or carriage return
 * starts (they hide what follows or begin a formula after a separator): OWASP's "CSV injection".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 writes it, always quoted (its quotes doubled): a spreadsheet whose list
 * separator is not the comma (`;` in many locales) then keeps `a;=1+1` in one field instead of
 * splitting it into a formula. Text that a spreadsheet would read as a formula gets an apostrophe
 * first, so it stays text ("'=HYPERLINK(…)", "'+971501234567"). Numbers are written as they are:
 * they are ours, not typed. An empty cell stays empty: nothing in it can be split.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole file: the byte-order mark, then each row's cells joined by commas, every row ending in CRLF. */
export const toCsv = (rows: Iterable<readonly CsvCell[]>): string => {
  const lines: string[] = [];
  for (const row of rows) lines.push(`${row.map(csvCell).join(',')}\r\n`);
  return BOM + lines.join('');
};
