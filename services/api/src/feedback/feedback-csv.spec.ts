import type { FeedbackEntry } from '@sahha/contracts';

import { csvField, feedbackCsvFilename, toFeedbackCsv } from './feedback-csv';

const entry = (overrides: Partial<FeedbackEntry> = {}): FeedbackEntry => ({
  id: 1,
  rating: 5,
  comment: 'Great quiz',
  email: 'layla@example.com',
  timestamp: '2025-01-06T08:30:00.000Z',
  ...overrides,
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    [42, '42'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['carriage\r\nreturn', '"carriage\r\nreturn"'],
    ['شكراً', 'شكراً'],
  ])('escapes %j per RFC 4180 as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+971 50 123 4567', "'+971 50 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=cmd@x.ae', "'=cmd@x.ae"],
  ])('prefixes the formula-like cell %j with a single quote', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('leaves formula characters alone when they are not first', () => {
    expect(csvField('1+1=2 @home')).toBe('1+1=2 @home');
  });
});

describe('toFeedbackCsv', () => {
  it('writes the header and one CRLF-terminated row per entry, in the given order', () => {
    const csv = toFeedbackCsv([entry({ id: 2, comment: 'Loved it, thanks' }), entry({ id: 1, rating: 3, comment: '', email: '' })]);
    expect(csv).toBe(
      'id,rating,comment,email,timestamp\r\n' +
        '2,5,"Loved it, thanks",layla@example.com,2025-01-06T08:30:00.000Z\r\n' +
        '1,3,,,2025-01-06T08:30:00.000Z\r\n',
    );
  });

  it('writes only the header for no entries', () => {
    expect(toFeedbackCsv([])).toBe('id,rating,comment,email,timestamp\r\n');
  });
});

describe('feedbackCsvFilename', () => {
  it('dates the file in Gulf time (UTC+4)', () => {
    expect(feedbackCsvFilename(new Date('2025-01-06T19:59:59Z'))).toBe('sahha-feedback-2025-01-06.csv');
    expect(feedbackCsvFilename(new Date('2025-01-06T20:00:00Z'))).toBe('sahha-feedback-2025-01-07.csv');
  });
});
