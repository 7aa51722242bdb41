import { daysSinceChecked, isFreshInStock, PRICE_FRESH_DAYS, priceFreshness } from './price-freshness';

describe('priceFreshness', () => {
  const today = '2026-03-31';

  it('is fresh up to 29 days after the check and stale from exactly 30 days', () => {
    expect(PRICE_FRESH_DAYS).toBe(30);
    expect(priceFreshness('2026-03-31', today)).toBe('fresh');
    expect(priceFreshness('2026-03-02', today)).toBe('fresh'); // 29 days
    expect(priceFreshness('2026-03-01', today)).toBe('stale'); // exactly 30 days
    expect(priceFreshness('2025-12-01', today)).toBe('stale');
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(daysSinceChecked('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysSinceChecked('2026-01-31', '2026-03-02')).toBe(30);
    expect(priceFreshness('2026-01-31', '2026-03-02')).toBe('stale');
    expect(priceFreshness('2026-02-01', '2026-03-02')).toBe('fresh');
  });

  it('calls a price no one has checked, or an unreadable date, unchecked', () => {
    expect(priceFreshness(null, today)).toBe('unchecked');
    expect(priceFreshness('2026-02-31', today)).toBe('unchecked');
    expect(priceFreshness('31/03/2026', today)).toBe('unchecked');
  });

  it('takes a check dated after today (a clock slightly behind) as fresh', () => {
    expect(priceFreshness('2026-04-01', today)).toBe('fresh');
  });

  it('does not depend on the machine time zone: it compares Gulf calendar days only', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        expect(daysSinceChecked('2026-03-01', today)).toBe(30);
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('isFreshInStock', () => {
  it('needs both a fresh price and stock', () => {
    expect(isFreshInStock({ freshness: 'fresh', inStock: true })).toBe(true);
    expect(isFreshInStock({ freshness: 'fresh', inStock: false })).toBe(false);
    expect(isFreshInStock({ freshness: 'stale', inStock: true })).toBe(false);
    expect(isFreshInStock({ freshness: 'unchecked', inStock: true })).toBe(false);
  });
});
