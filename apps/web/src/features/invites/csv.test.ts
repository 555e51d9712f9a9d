import { describe, expect, it } from 'vitest';
import { MSG } from '@candid/shared';
import { parseCsv } from './csv';
import { csvFileError, phoneToKeep, readInviteCsv, splitForSms, splitName } from './csvInvite';

describe('parseCsv (RFC 4180)', () => {
  it('splits fields on commas and records on CRLF, LF or CR', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    expect(parseCsv('"Lovelace, Ada","ada@example.com"\r\n"Say ""hi""\r\nthere",x')).toEqual([
      ['Lovelace, Ada', 'ada@example.com'],
      ['Say "hi"\r\nthere', 'x'],
    ]);
  });

  it('drops a byte-order mark and does not add a record for the final line break', () => {
    expect(parseCsv('\uFEFFname,email\r\n')).toEqual([['name', 'email']]);
  });

  it('keeps empty fields, including a trailing one and an empty quoted one', () => {
    expect(parseCsv('a,,c,\n"",b')).toEqual([
      ['a', '', 'c', ''],
      ['', 'b'],
    ]);
  });

  it('is lenient: a stray quote mid-field is text, an unclosed quote runs to the end', () => {
    expect(parseCsv('ab"c,d\n"open,x')).toEqual([
      ['ab"c', 'd'],
      ['open,x'],
    ]);
  });

  it('returns nothing for an empty file', () => {
    expect(parseCsv('')).toEqual([]);
  });
});

describe('readInviteCsv', () => {
  it('reads name,email rows without a header and splits names', () => {
    const result = readInviteCsv('Ada Lovelace,ada@example.com\nGrace Brewster Hopper,grace@navy.mil\n');
    expect(result).toMatchObject({ ok: true, hasHeader: false, invalid: [], duplicates: [] });
    if (!result.ok) throw new Error('expected rows');
    expect(result.valid).toEqual([
      { row: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      { row: 2, email: 'grace@navy.mil', firstName: 'Grace', lastName: 'Brewster Hopper' },
    ]);
  });

  it('detects a header when the first row has no address, in any column order', () => {
    const result = readInviteCsv('\uFEFFE-mail,Full Name\r\nada@example.com,"Lovelace, Ada"\r\n');
    if (!result.ok) throw new Error('expected rows');
    expect(result.hasHeader).toBe(true);
    expect(result.valid).toEqual([{ row: 2, email: 'ada@example.com', firstName: 'Lovelace,', lastName: 'Ada' }]);
  });

  it('reads first and last name columns of a header', () => {
    const result = readInviteCsv('First Name,Last Name,Email\nAda,Lovelace,ada@example.com');
    if (!result.ok) throw new Error('expected rows');
    expect(result.valid[0]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });

  it('reads an email-only file', () => {
    const result = readInviteCsv('ada@example.com\r\nbob@example.org\r\n');
    if (!result.ok) throw new Error('expected rows');
    expect(result.valid.map((r) => r.email)).toEqual(['ada@example.com', 'bob@example.org']);
    expect(result.valid[0]).toMatchObject({ firstName: '', lastName: '' });
  });

  it('lists invalid addresses and missing emails with the reason, skipping blank lines', () => {
    const result = readInviteCsv('name,email\nAda,ada@example\n\nBob,\n,,\nCy,cy@example.museum\nDi,di@example.com');
    if (!result.ok) throw new Error('expected rows');
    expect(result.invalid).toEqual([
      { row: 2, name: 'Ada', email: 'ada@example', reason: MSG.validEmail },
      { row: 4, name: 'Bob', email: '', reason: MSG.csvMissingEmail },
      { row: 6, name: 'Cy', email: 'cy@example.museum', reason: MSG.validEmail },
    ]);
    expect(result.valid.map((r) => r.email)).toEqual(['di@example.com']);
  });

  it('lists repeats of an address (ignoring case) as duplicates of the first row', () => {
    const result = readInviteCsv('ada@example.com\nADA@Example.com\nbob@example.com\nada@example.com');
    if (!result.ok) throw new Error('expected rows');
    expect(result.valid.map((r) => r.email)).toEqual(['ada@example.com', 'bob@example.com']);
    expect(result.duplicates).toEqual([
      { row: 2, email: 'ADA@Example.com', firstRow: 1 },
      { row: 4, email: 'ada@example.com', firstRow: 1 },
    ]);
  });

  it('accepts 1,000 rows and refuses more', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Person ${i},p${i}@example.com`).join('\n');
    const full = readInviteCsv(`name,email\n${rows(1000)}`);
    expect(full.ok && full.valid.length).toBe(1000);
    expect(readInviteCsv(`name,email\n${rows(1001)}`)).toEqual({ ok: false, error: MSG.csvTooManyRows(1001, 1000) });
  });

  it('refuses a file without candidate rows', () => {
    expect(readInviteCsv('')).toEqual({ ok: false, error: MSG.csvEmpty });
    expect(readInviteCsv('name,email\r\n\r\n')).toEqual({ ok: false, error: MSG.csvEmpty });
  });
});

describe('the phone column', () => {
  it('is recognised by its header, in any case and spelling', () => {
    for (const header of ['phone', 'Mobile', 'MOBILE NUMBER', 'mobile_number', 'Cell', 'Telephone', 'Phone Number', 'cell-phone']) {
      const result = readInviteCsv(`email,${header}\nada@example.com, 0412 345 678 `);
      if (!result.ok) throw new Error('expected rows');
      expect({ header, hasPhone: result.hasPhone, phone: result.valid[0].phone }).toEqual({ header, hasPhone: true, phone: '0412 345 678' });
    }
  });

  it('is absent from files without one (with or without a header), whose rows have no phone', () => {
    for (const text of ['name,email\nAda,ada@example.com', 'Ada,ada@example.com,0412 345 678', 'name,email,fax\nAda,ada@example.com,02 9374 4000']) {
      const result = readInviteCsv(text);
      if (!result.ok) throw new Error('expected rows');
      expect(result.hasPhone).toBe(false);
      expect(result.valid[0]).not.toHaveProperty('phone');
    }
  });

  it('goes with invalid rows too', () => {
    const result = readInviteCsv('name,mobile,email\nAda,0412 345 678,ada@example');
    if (!result.ok) throw new Error('expected rows');
    expect(result.invalid).toEqual([{ row: 2, name: 'Ada', email: 'ada@example', phone: '0412 345 678', reason: MSG.validEmail }]);
  });

  it('by text message, rows without a mobile number join the invalid ones, in file order', () => {
    const result = readInviteCsv(
      [
        'first name,last name,email,mobile',
        'Ada,Lovelace,ada@example.com,0412 345 678',
        'Bob,,bob@example,+61 412 345 679',
        'Cy,,cy@example.com,02 9374 4000',
        'Di,,di@example.com,',
        'Ed,,ed@example.com,+1 415 555 2671',
      ].join('\n'),
    );
    if (!result.ok) throw new Error('expected rows');
    const sms = splitForSms(result.valid, result.invalid, 'AU');
    expect(sms.valid.map((r) => [r.row, r.mobile])).toEqual([
      [2, '+61412345678'],
      [6, '+14155552671'],
    ]);
    expect(sms.invalid.map((r) => [r.row, r.phone, r.reason])).toEqual([
      [3, '+61 412 345 679', MSG.validEmail],
      [4, '02 9374 4000', MSG.mobileNotMobile],
      [5, '', MSG.mobileInvalid],
    ]);
    // Without the company's country a number needs its country code.
    expect(splitForSms(result.valid, [], undefined).valid.map((r) => r.row)).toEqual([6]);
  });

  it('by email, keeps a mobile number in E.164 and any other phone as written when it fits', () => {
    expect(phoneToKeep('0412 345 678', 'AU')).toBe('+61412345678');
    expect(phoneToKeep('02 9374 4000', 'AU')).toBe('02 9374 4000');
    expect(phoneToKeep('x'.repeat(31), 'AU')).toBeUndefined();
    expect(phoneToKeep('', 'AU')).toBeUndefined();
    expect(phoneToKeep(undefined, 'AU')).toBeUndefined();
  });
});

describe('csv helpers', () => {
  it('splitName keeps the first word apart', () => {
    expect(splitName('  Ada   King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('csvFileError accepts .csv or text/csv under 2 MB', () => {
    expect(csvFileError(new File(['a'], 'list.CSV'))).toBeNull();
    expect(csvFileError(new File(['a'], 'list', { type: 'text/csv' }))).toBeNull();
    expect(csvFileError(new File(['a'], 'list.xlsx'))).toBe(MSG.csvNotCsv);
    expect(csvFileError(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.csv'))).toBe(MSG.csvTooLarge);
  });
});
