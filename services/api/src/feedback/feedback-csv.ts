import type { FeedbackEntry } from '@sahha/contracts';

export const FEEDBACK_CSV_COLUMNS = ['id', 'rating', 'comment', 'email', 'timestamp'] as const satisfies readonly (keyof FeedbackEntry)[];

const GULF_OFFSET_MS = 4 * 60 * 60 * 1000;

/**
 * Cells a spreadsheet would read as a formula (CSV/formula injection, OWASP): anything starting
 * with =, +, - or @, and tab or carriage return, which some spreadsheets strip before looking for
 * those. Visitors write comments and e-mails (`=cmd@x.ae` is a valid address), admins open the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 field. A formula-like cell gets a leading single quote, which spreadsheets show as
 * text and hide; the cell's visible text is unchanged, but a script reading the file sees the quote.
 */
export function csvField(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Header row plus one row per entry, CRLF line endings (RFC 4180), in the order given. */
export function toFeedbackCsv(entries: readonly FeedbackEntry[]): string {
  const row = (entry: FeedbackEntry) => FEEDBACK_CSV_COLUMNS.map((column) => csvField(entry[column])).join(',');
  const rows = [FEEDBACK_CSV_COLUMNS.join(','), ...entries.map(row)];
  return `${rows.join('\r\n')}\r\n`;
}

/** `sahha-feedback-YYYY-MM-DD.csv`, dated in Gulf Standard Time (UTC+4 all year: the UAE has no DST). */
export function feedbackCsvFilename(now: Date): string {
  return `sahha-feedback-${new Date(now.getTime() + GULF_OFFSET_MS).toISOString().slice(0, 10)}.csv`;
}
