/*
 * CSV as spreadsheets open it (RFC 4180, issue 17): UTF-8 with a byte-order mark (Excel reads
 * the encoding from it), CRLF line ends, every field quoted when it holds a comma, quote or line
 * break. A text cell that a spreadsheet would take for a formula (starting with =, +, -, @, a tab
 * or a carriage return) is prefixed with an apostrophe (OWASP "CSV injection").
 */

export type Cell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made inert for spreadsheets (numbers are written as they are). */
export function inertText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function field(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'number' ? String(cell) : inertText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the first one the header) as a CSV file's bytes. */
export function toCsv(rows: Cell[][]): Buffer {
  return Buffer.from(`\ufeff${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`, 'utf8');
}
