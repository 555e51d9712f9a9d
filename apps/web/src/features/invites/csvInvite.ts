import { CANDIDATE_EMAIL, INTERVIEW_LIMITS, MSG } from '@candid/shared';
import { checkMobileNumber } from '@candid/shared/phone';
import { parseCsv } from './csv';

/** A row that can be invited. `row` is the record number in the file (1-based, header included). */
export interface CsvCandidate {
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  /** The phone cell as written; only when the file has a phone column. */
  phone?: string;
}

/** A row to text: its mobile number in E.164. */
export interface CsvSmsCandidate extends CsvCandidate {
  mobile: string;
}

export interface CsvRejectedRow {
  row: number;
  name: string;
  email: string;
  /** Only when the file has a phone column. */
  phone?: string;
  reason: string;
}

export interface CsvDuplicateRow {
  row: number;
  email: string;
  /** The row where the address first appears. */
  firstRow: number;
}

export type CsvInviteResult =
  | { ok: true; hasHeader: boolean; hasPhone: boolean; valid: CsvCandidate[]; invalid: CsvRejectedRow[]; duplicates: CsvDuplicateRow[] }
  | { ok: false; error: string };

/** Largest file accepted (1,000 rows of name and email fit easily). */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

const NAME_MAX = 100;

type Column = 'email' | 'name' | 'first' | 'last' | 'phone';

const HEADER_NAMES: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  candidateemail: 'email',
  name: 'name',
  fullname: 'name',
  candidate: 'name',
  candidatename: 'name',
  firstname: 'first',
  givenname: 'first',
  lastname: 'last',
  surname: 'last',
  familyname: 'last',
  phone: 'phone',
  phonenumber: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  mobilephone: 'phone',
  cell: 'phone',
  cellphone: 'phone',
  cellnumber: 'phone',
  telephone: 'phone',
  telephonenumber: 'phone',
  candidatephone: 'phone',
  candidatemobile: 'phone',
};

const headerKey = (cell: string) => HEADER_NAMES[cell.trim().toLowerCase().replace(/[\s_\-.]/g, '')];

/** Splits a full name: the first word is the first name, the rest the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return {
    firstName: (words[0] ?? '').slice(0, NAME_MAX),
    lastName: words.slice(1).join(' ').slice(0, NAME_MAX),
  };
}

interface Columns {
  email: number;
  name?: number;
  first?: number;
  last?: number;
  phone?: number;
}

/** Columns of a data row without a header: the cell with an @ is the email, the other one the name. */
function columnsFromData(row: string[]): Columns {
  const at = row.findIndex((cell) => cell.includes('@'));
  const email = at >= 0 ? at : row.length >= 2 ? 1 : 0;
  const name = row.length >= 2 ? (email === 0 ? 1 : 0) : undefined;
  return { email, name };
}

function columnsFromHeader(header: string[]): Partial<Columns> {
  const cols: Partial<Columns> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key && cols[key] === undefined) cols[key] = index;
  });
  return cols;
}

/**
 * Reads a candidate CSV (columns `name,email` or `email` alone, header optional, a phone column
 * named in the header): the header is detected when the first row's email cell is not an address.
 * Sorts the rows into valid ones, invalid ones (with the reason) and repeats of an address (ignoring case).
 */
export function readInviteCsv(text: string, maxRows: number = INTERVIEW_LIMITS.csvMaxRows): CsvInviteResult {
  const records = parseCsv(text)
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter((r) => r.cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) return { ok: false, error: MSG.csvEmpty };

  const first = records[0].cells;
  const named = columnsFromHeader(first);
  const firstLooksLikeData = first.some((cell) => cell.includes('@'));
  const hasHeader = named.email !== undefined || !firstLooksLikeData;
  const dataRows = hasHeader ? records.slice(1) : records;
  if (dataRows.length === 0) return { ok: false, error: MSG.csvEmpty };
  if (dataRows.length > maxRows) return { ok: false, error: MSG.csvTooManyRows(dataRows.length, maxRows) };

  const cols: Columns =
    named.email !== undefined
      ? { ...named, email: named.email }
      : { ...columnsFromData(dataRows[0].cells), ...(hasHeader && named.phone !== undefined ? { phone: named.phone } : {}) };
  const hasPhone = cols.phone !== undefined;

  const valid: CsvCandidate[] = [];
  const invalid: CsvRejectedRow[] = [];
  const duplicates: CsvDuplicateRow[] = [];
  const seen = new Map<string, number>();

  for (const { cells, row } of dataRows) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
    const email = cell(cols.email);
    const fullName = cols.name !== undefined ? cell(cols.name) : [cell(cols.first), cell(cols.last)].filter(Boolean).join(' ');
    const names =
      cols.first !== undefined || cols.last !== undefined
        ? { firstName: cell(cols.first).slice(0, NAME_MAX), lastName: cell(cols.last).slice(0, NAME_MAX) }
        : splitName(fullName);
    const phone = hasPhone ? { phone: cell(cols.phone) } : {};

    if (!email) {
      invalid.push({ row, name: fullName, email, ...phone, reason: MSG.csvMissingEmail });
      continue;
    }
    const key = email.toLowerCase();
    const firstRow = seen.get(key);
    if (firstRow !== undefined) {
      duplicates.push({ row, email, firstRow });
      continue;
    }
    seen.set(key, row);
    if (email.length > 254 || !CANDIDATE_EMAIL.test(email)) {
      invalid.push({ row, name: fullName, email, ...phone, reason: MSG.validEmail });
      continue;
    }
    valid.push({ row, email, ...names, ...phone });
  }
  return { ok: true, hasHeader, hasPhone, valid, invalid, duplicates };
}

/**
 * The rows of a file sent by text message: the valid ones whose phone is a mobile number (read
 * in `defaultCountry` without a country code) are to text; the others join the invalid rows,
 * which stay in file order.
 */
export function splitForSms(
  valid: CsvCandidate[],
  invalid: CsvRejectedRow[],
  defaultCountry?: string,
): { valid: CsvSmsCandidate[]; invalid: CsvRejectedRow[] } {
  const toText: CsvSmsCandidate[] = [];
  const refused = invalid.slice();
  for (const candidate of valid) {
    const check = checkMobileNumber(candidate.phone ?? '', defaultCountry);
    if (check.ok) {
      toText.push({ ...candidate, mobile: check.e164 });
      continue;
    }
    refused.push({
      row: candidate.row,
      name: [candidate.firstName, candidate.lastName].filter(Boolean).join(' '),
      email: candidate.email,
      phone: candidate.phone ?? '',
      reason: check.reason === 'not-mobile' ? MSG.mobileNotMobile : MSG.mobileInvalid,
    });
  }
  refused.sort((a, b) => a.row - b.row);
  return { valid: toText, invalid: refused };
}

/**
 * The phone an email invitation keeps on the campaign line: a mobile number in E.164, else the
 * cell as written when it fits the column (30 characters), else none.
 */
export function phoneToKeep(phone: string | undefined, defaultCountry?: string): string | undefined {
  if (!phone) return undefined;
  const check = checkMobileNumber(phone, defaultCountry);
  if (check.ok) return check.e164;
  return phone.length <= 30 ? phone : undefined;
}

/** Checks the picked file before reading it: a .csv (or text/csv) no larger than 2 MB. */
export function csvFileError(file: File): string | null {
  const isCsv = /\.csv$/i.test(file.name) || file.type === 'text/csv';
  if (!isCsv) return MSG.csvNotCsv;
  if (file.size > CSV_MAX_BYTES) return MSG.csvTooLarge;
  return null;
}

/** The file's text (FileReader where Blob.text is missing, as in older browsers). */
export function readFileText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}
