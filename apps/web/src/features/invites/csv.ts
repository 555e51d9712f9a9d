/**
 * A small RFC 4180 reader: comma-separated fields, records ended by CRLF (or LF, or CR),
 * double-quoted fields that may hold commas, line breaks and doubled quotes (""), and a
 * leading byte-order mark. It is lenient where spreadsheets are sloppy: a quote inside an
 * unquoted field is kept as text, text after a closing quote is appended, and an unclosed
 * quote runs to the end of the file. A final line break does not make an empty record.
 */
export function parseCsv(input: string): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let inQuotes = false;
  // True once the current record has any content (a field or a separator).
  let started = false;
  let i = 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
    started = false;
  };

  while (i < text.length) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      inQuotes = true;
      started = true;
      i += 1;
    } else if (ch === ',') {
      endField();
      started = true;
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      started = true;
      i += 1;
    }
  }
  if (started || field !== '' || record.length > 0) endRecord();
  return records;
}
