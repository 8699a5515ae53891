/** One record of a CSV file and the line of the file it starts on (1 for the first). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text as RFC 4180 says (comma-separated, fields in double quotes may hold commas, line breaks
 * and doubled quotes), also taking LF line ends, a UTF-8 byte-order mark and a missing final line end.
 * Blank lines are skipped. A quote left open runs to the end of the file: the caller sees one long field.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (touched || fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    touched = false;
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === ',') endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRecord();
      line++;
      start = line;
    } else field += char;
  }
  if (field !== '' || fields.length || touched) endRecord();
  return records;
}
