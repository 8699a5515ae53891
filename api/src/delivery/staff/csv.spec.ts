import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and says where each record starts', () => {
    const text = '\ufeffexternal_id,name\r\nPM-1,"Westlands, Sarit ""B"""\r\n\r\nPM-2,"Two\nlines"\nPM-3,last';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['external_id', 'name'] },
      { line: 2, fields: ['PM-1', 'Westlands, Sarit "B"'] },
      { line: 4, fields: ['PM-2', 'Two\nlines'] },
      { line: 6, fields: ['PM-3', 'last'] },
    ]);
  });

  it('keeps empty fields and skips blank lines', () => {
    expect(parseCsv('a,,c\n\n,\n')).toEqual([
      { line: 1, fields: ['a', '', 'c'] },
      { line: 3, fields: ['', ''] },
    ]);
  });
});
