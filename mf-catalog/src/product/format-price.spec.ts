import { formatAed, formatCheckedDate } from './format-price';

describe('formatAed', () => {
  it.each([
    ['49.00', 'AED 49.00'],
    ['46.5', 'AED 46.50'],
    [210, 'AED 210.00'],
    [38.999, 'AED 39.00'],
  ])('%p → %p', (price, text) => {
    expect(formatAed(price)).toBe(text);
  });

  it('shows an unparseable value as it came', () => {
    expect(formatAed('n/a')).toBe('AED n/a');
  });
});

describe('formatCheckedDate', () => {
  it('writes dates the UAE way, or null when unknown', () => {
    expect(formatCheckedDate('2026-11-16')).toBe('16 November 2026');
    expect(formatCheckedDate(null)).toBeNull();
    expect(formatCheckedDate('soon')).toBeNull();
  });

  it('names the Gulf day of a timestamp, whatever the machine zone', () => {
    // 21:00 UTC on 15 November is 01:00 on the 16th in the Gulf.
    expect(formatCheckedDate('2026-11-15T21:00:00.000Z')).toBe('16 November 2026');
  });
});
