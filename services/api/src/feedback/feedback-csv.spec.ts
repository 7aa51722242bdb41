import type { FeedbackEntry } from '@sahha/contracts';
import { parse } from 'csv-parse/sync';

import { FEEDBACK_CSV_COLUMNS, feedbackCsvFilename, neutraliseFormula, toFeedbackCsv } from './feedback-csv';

const entry = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: 1,
  rating: 5,
  comment: 'Great quiz',
  email: 'layla@example.com',
  timestamp: '2025-01-06T08:30:00.000Z',
  ...overrides,
});

/** The header as csv-stringify writes it: every text cell quoted. */
const HEADER = '"id","rating","comment","email","timestamp"';

/** What a spreadsheet would evaluate: the cell text, without the hidden leading quote, never starts with a trigger on any line. */
const LINE_START_TRIGGER = /(?:^|[\n\r\v\f\u0085\u2028\u2029])[\s\p{Cc}\p{Cf}]*[=+\-@|%\uFF1D\uFF0B\uFF0D\uFF20\uFF5C\uFF05]/u;

describe('neutraliseFormula', () => {
  it.each([
    ['plain text', 'Great quiz'],
    ['empty text', ''],
    ['Arabic text', 'شكراً'],
    ['formula characters that are not first', '1+1=2 @home 50% a|b'],
    ['a trigger after other text on a later line', 'line one\nsee =1+1'],
    ['an e-mail address', 'layla@example.com'],
    ['a timestamp', '2025-01-06T08:30:00.000Z'],
    ['a leading single quote the visitor typed', "'=1+1"],
    ['a leading space before plain text', '  hello'],
  ])('leaves %s unchanged', (_label, text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it.each([
    // The four OWASP first characters, and the cases the old first-character guard already caught.
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+971 50 123 4567'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['an e-mail starting with =', '=cmd@x.ae'],
    ['a leading tab', '\t=1+1'],
    ['a leading carriage return', '\r=1+1'],
    // Leading whitespace or a line break before the trigger, which some locales trim.
    ['a space before =', ' =1+1'],
    ['several spaces before =', '   =1+1'],
    ['a newline before =', '\n=cmd'],
    ['CRLF before =', '\r\n=cmd'],
    ['a non-breaking space before =', '\u00A0=1+1'],
    ['an ideographic space before =', '\u3000=1+1'],
    ['a zero-width space before =', '\u200B=1+1'],
    ['a byte-order mark before =', '\uFEFF=1+1'],
    ['NUL before =', '\u0000=1+1'],
    // Full-width forms (East Asian input methods).
    ['full-width =', '\uFF1D1+1'],
    ['full-width +', '\uFF0B1+1'],
    ['full-width -', '\uFF0D1+1'],
    ['full-width @', '\uFF20SUM(A1)'],
    ['full-width |', "\uFF5Ccmd '/c calc'!A1"],
    ['full-width %', '\uFF05COMSPEC\uFF05'],
    ['a space before full-width =', ' \uFF1D1+1'],
    ['small-form =', '\uFE661+1'],
    // DDE-style payloads.
    ['a leading |', "|cmd '/c calc'!A1"],
    ['a leading %', '%COMSPEC%'],
    ['a space before |', " |cmd '/c calc'!A1"],
    // A trigger at the start of a later line of a multi-line cell, however the line is broken.
    ['= on the second line', 'Great quiz\n=HYPERLINK("http://evil.example")'],
    ['= after CRLF', 'Great quiz\r\n=1+1'],
    ['= after a lone CR', 'Great quiz\r=1+1'],
    ['= after a blank line', 'Great quiz\n\n=1+1'],
    ['= after a line separator', 'Great quiz\u2028=1+1'],
    ['= after a next-line character', 'Great quiz\u0085=1+1'],
    ['= after a newline and spaces', 'Great quiz\n   =1+1'],
    ['full-width = on a later line', 'Great quiz\n\uFF1D1+1'],
    ['| on a later line', "Great quiz\n|cmd '/c calc'!A1"],
    // Quote and separator tricks: text that tries to close the field, or start a new one, before the payload.
    ['a closing quote, separator and = on the next line', 'x",\r\n=cmd|\' /c calc\'!A1'],
    ['a closing quote and = on the next line', 'x"\n=1+1'],
    ['a separator and = on the next line', 'a,b;\n=1+1'],
  ])('prefixes %s with a single quote, keeping the text', (_label, text) => {
    expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('adds one quote only, however many lines are formulas', () => {
    expect(neutraliseFormula('=1\n=2\n+3')).toBe("'=1\n=2\n+3");
  });

  it('prefixes a cell that starts with a control character even without a trigger (OWASP, ASVS 1.2.10)', () => {
    expect(neutraliseFormula('\tindented')).toBe("'\tindented");
    expect(neutraliseFormula('\u0000x')).toBe("'\u0000x");
  });
});

describe('toFeedbackCsv', () => {
  it('writes the header and one CRLF-terminated row per entry, in the given order, quoting every text cell', () => {
    const csv = toFeedbackCsv([entry({ id: 2, comment: 'Loved it, thanks' }), entry({ id: 1, rating: 3, comment: '', email: '' })]);
    expect(csv).toBe(
      `${HEADER}\r\n` +
        '2,5,"Loved it, thanks","layla@example.com","2025-01-06T08:30:00.000Z"\r\n' +
        '1,3,"","","2025-01-06T08:30:00.000Z"\r\n',
    );
  });

  it('writes only the header for no entries', () => {
    expect(toFeedbackCsv([])).toBe(`${HEADER}\r\n`);
  });

  it.each([
    ['a double quote', 'say "hi"', '"say ""hi"""'],
    ['a lone newline', 'line one\nline two', '"line one\nline two"'],
    ['a lone carriage return', 'line one\rline two', '"line one\rline two"'],
    ['CRLF', 'line one\r\nline two', '"line one\r\nline two"'],
    ['a semicolon (a separator in some locales)', 'a;=1+1', '"a;=1+1"'],
    ['a tab (a separator in some imports)', 'a\t=1+1', '"a\t=1+1"'],
    ['a formula', '=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['a formula on a later line', 'ok\r\n=1+1', `"'ok\r\n=1+1"`],
  ])('escapes a comment with %s per RFC 4180', (_label, comment, cell) => {
    expect(toFeedbackCsv([entry({ comment })])).toBe(`${HEADER}\r\n1,5,${cell},"layla@example.com","2025-01-06T08:30:00.000Z"\r\n`);
  });

  it('keeps id and rating as unquoted numbers, a negative one included, and neutralises the same text in a text column', () => {
    const csv = toFeedbackCsv([entry({ id: -7, rating: -3, comment: '-3' })]);
    expect(csv.split('\r\n')[1]).toBe(`-7,-3,"'-3","layla@example.com","2025-01-06T08:30:00.000Z"`);
    expect(parse(csv, { columns: true, cast: true })).toEqual([
      { id: -7, rating: -3, comment: "'-3", email: 'layla@example.com', timestamp: '2025-01-06T08:30:00.000Z' },
    ]);
  });

  describe('round trip through csv-parse', () => {
    const VECTORS = [
      'Plain text',
      'Good, but slow',
      'She said "wow"',
      'شكراً جزيلاً',
      '',
      ' =1+1',
      '\n=cmd',
      '\r\n=cmd',
      '\uFF1D1+1',
      '\uFF0B1+1',
      '\uFF0D1+1',
      '\uFF20SUM(A1)',
      "|cmd '/c calc'!A1",
      '%COMSPEC%',
      'Great quiz\n=HYPERLINK("http://evil.example","Click")',
      'x",\r\n=cmd',
      'x"\r=1+1',
      'a;=1+1',
      '\t=1+1',
      '=cmd@x.ae',
      '"',
      '""',
      ',',
      '\r',
      '\n',
      '\r\n',
      "'",
    ];
    // Every vector in both text columns, beside each other, so a cell that leaked into the next would show.
    const entries = VECTORS.map((text, index) => entry({ id: index + 1, rating: (index % 5) + 1, comment: text, email: text }));
    const csv = toFeedbackCsv(entries);
    const [header, ...records] = parse(csv) as string[][];

    it('reads back the header and one record per entry, with exactly the columns written', () => {
      expect(header).toEqual([...FEEDBACK_CSV_COLUMNS]);
      expect(records).toHaveLength(entries.length);
      for (const record of records) expect(record).toHaveLength(FEEDBACK_CSV_COLUMNS.length);
    });

    it('reads back every cell as its neutralised text', () => {
      const expected = entries.map((written) =>
        FEEDBACK_CSV_COLUMNS.map((column) => {
          const value = written[column];
          return typeof value === 'number' ? String(value) : neutraliseFormula(value);
        }),
      );
      expect(records).toEqual(expected);
    });

    it('leaves no cell whose text, once its hidden leading quote is taken off, is unguarded', () => {
      for (const cell of records.flat()) {
        if (LINE_START_TRIGGER.test(cell) || /^\p{Cc}/u.test(cell)) expect(cell.startsWith("'")).toBe(true);
      }
    });
  });

  it('guards every combination of leading filler, trigger and line position', () => {
    const fillers = ['', ' ', '\t', '\r', '\n', '\r\n', '\u00A0', '\u3000', '\u200B', '\uFEFF', ' \n '];
    const triggers = ['=', '+', '-', '@', '|', '%', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFF5C', '\uFF05'];
    const befores = ['', 'ok\n', 'ok\r\n', 'ok\r', 'x",\r\n', 'x";\n'];
    const comments = befores.flatMap((before) => fillers.flatMap((filler) => triggers.map((trigger) => `${before}${filler}${trigger}1+1`)));
    const csv = toFeedbackCsv(comments.map((comment, index) => entry({ id: index + 1, comment })));
    const read = (parse(csv, { from_line: 2 }) as string[][]).map((record) => record[2]);
    expect(read).toEqual(comments.map((comment) => `'${comment}`));
  });
});

describe('feedbackCsvFilename', () => {
  it('dates the file in Gulf time (UTC+4)', () => {
    expect(feedbackCsvFilename(new Date('2025-01-06T19:59:59Z'))).toBe('sahha-feedback-2025-01-06.csv');
    expect(feedbackCsvFilename(new Date('2025-01-06T20:00:00Z'))).toBe('sahha-feedback-2025-01-07.csv');
  });
});
