import { checkInOn as at } from '../testing/check-in-fixture';
import { chartCategories } from './metric-card';

describe('chartCategories', () => {
  it('labels bars with Gulf days, leaving the year out within one Gulf year', () => {
    // 20:30 UTC on 31 December 2024 is already 1 January 2025 in the Gulf.
    expect(chartCategories([at('2024-12-31T20:30:00.000Z'), at('2025-01-06T21:00:00.000Z')])).toEqual(['1 Jan', '7 Jan']);
  });

  it('adds the year once the check-ins span two Gulf years', () => {
    expect(chartCategories([at('2024-12-31T19:30:00.000Z'), at('2025-01-06T09:00:00.000Z')])).toEqual(['31 Dec 2024', '6 Jan 2025']);
  });
});
