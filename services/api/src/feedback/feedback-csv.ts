import type { FeedbackEntry } from '@sahha/contracts';
import { stringify } from 'csv-stringify/sync';

export const FEEDBACK_CSV_COLUMNS = ['id', 'rating', 'comment', 'email', 'timestamp'] as const satisfies readonly (keyof FeedbackEntry)[];

const GULF_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * First characters a spreadsheet may read as a formula (CSV/formula injection,
 * https://owasp.org/www-community/attacks/CSV_Injection): = + - @ from OWASP, and | and % that some
 * tools take as the start of a DDE or macro payload (`|cmd`, `%COMSPEC%`). Compared after NFKC
 * normalisation, so the full-width forms East Asian input methods type (＝ ＋ － ＠ ｜ ％; csv-stringify's
 * own guard lists the first four because Apple Numbers reads them as their ASCII twins) and the small
 * forms (﹦ ﹢ ﹣ ﹫ ﹪) count too.
 */
const FORMULA_TRIGGERS: ReadonlySet<string> = new Set(['=', '+', '-', '@', '|', '%']);

/**
 * Skipped before looking for a trigger: spreadsheets in some locales trim whitespace, line breaks and
 * control characters before parsing a cell (` =1+1`, `\n=cmd`), and invisible format characters
 * (zero-width space, BOM, direction marks) would otherwise hide a trigger from a check but not from
 * the spreadsheet. \s includes the ideographic space U+3000.
 */
const LEADING_IGNORABLE = /^[\s\p{Cc}\p{Cf}]*/u;

/**
 * Any line break a spreadsheet or a later copy-paste may honour inside a multi-line cell: a comment
 * like `Great quiz\n=HYPERLINK(…)` or `x",\r\n=cmd` puts a formula at the start of a line even when the
 * cell itself is quoted correctly, and a tool that splits the cell into lines sees a formula cell.
 */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** OWASP lists tab and carriage return, ASVS 1.2.10 adds NUL: no cell may begin with a control character at all. */
const CONTROL_START = /^\p{Cc}/u;

function lineStartsWithFormula(line: string): boolean {
  // Destructuring a string iterates code points, so an astral character is never split in half.
  const [first = ''] = line.replace(LEADING_IGNORABLE, '');
  return FORMULA_TRIGGERS.has(first.normalize('NFKC').charAt(0));
}

/**
 * The text of one cell, made safe to open in a spreadsheet: if the cell, or any line of a multi-line
 * cell, could be read as a formula, the whole cell gets a leading single quote (OWASP), which
 * spreadsheets take as "this is text" and hide, so the visible text is unchanged; a script reading
 * the file does see the quote. One quote at the start covers every line, since it makes the whole
 * cell a text constant. Harmless text is returned as it is.
 */
export function neutraliseFormula(text: string): string {
  const risky = CONTROL_START.test(text) || text.split(LINE_BREAK).some(lineStartsWithFormula);
  return risky ? `'${text}` : text;
}

/**
 * Header row plus one row per entry, in the order given, quoted by csv-stringify (RFC 4180, CRLF
 * record delimiter, a CRLF after the last row too).
 *
 * Every text cell passes through neutraliseFormula (the `cast.string` hook, which also sees the
 * header) and is then wrapped in double quotes, as OWASP also advises: a quoted cell cannot be split
 * by a separator the visitor typed, whatever separator the admin's spreadsheet locale uses (`a;=1+1`
 * would otherwise become two cells, the second a formula, in a semicolon locale).
 *
 * id and rating are JavaScript numbers and stay numbers: unquoted and not neutralised. String() of a
 * number can only be digits, `-`, `.`, `e`, `+`, `Infinity` or `NaN`, which a spreadsheet reads as a
 * number (or plain text), never as a formula; prefixing a quote would turn a (hypothetical) negative
 * value such as -3 into the text "-3" and break sorting and sums, so numbers deliberately bypass the
 * guard by type, not by value. A numeric-looking *string* ('-3' typed as a comment) is text and is
 * neutralised like any other.
 */
export function toFeedbackCsv(entries: readonly FeedbackEntry[]): string {
  return stringify([...entries], {
    columns: FEEDBACK_CSV_COLUMNS,
    header: true,
    record_delimiter: 'windows',
    quoted_string: true,
    // Redundant while every text cell is quoted, kept for the day that changes: csv-stringify quotes a
    // field holding a lone \n or \r only when no record_delimiter is given, so with CRLF it would write
    // `a\nb` unquoted and a reader would see two records.
    quote_record_delimiter: true,
    // Its own escape_formulas looks at the first character only; neutraliseFormula supersedes it.
    cast: { string: neutraliseFormula },
  });
}

/** `sahha-feedback-YYYY-MM-DD.csv`, dated in Gulf Standard Time (UTC+4 all year: the UAE has no DST). */
export function feedbackCsvFilename(now: Date): string {
  return `sahha-feedback-${new Date(now.getTime() + GULF_OFFSET_MS).toISOString().slice(0, 10)}.csv`;
}
