import { alertStep, isAlertThreshold, isFresh } from './price-alert-rules';

describe('price alert rules', () => {
  it('accepts thresholds from 0.01 to 99,999.99 AED with at most two decimals', () => {
    for (const ok of [0.01, 1, 45.5, 45.99, 99_999.99]) expect(isAlertThreshold(ok)).toBe(true);
    for (const bad of [0, -1, 0.001, 45.999, 100_000, Number.NaN, Number.POSITIVE_INFINITY, '45', null, undefined]) expect(isAlertThreshold(bad)).toBe(false);
  });

  it('e-mails an armed alert once a fresh in-stock price is strictly below its threshold', () => {
    expect(alertStep({ threshold: 45, armed: true }, 44.99)).toBe('notify');
    expect(alertStep({ threshold: 45, armed: true }, 45)).toBe('none');
    expect(alertStep({ threshold: 45, armed: true }, null)).toBe('none');
    // Compared in fils: 0.1 + 0.2 style float noise does not count as below.
    expect(alertStep({ threshold: 0.3, armed: true }, 0.1 + 0.2)).toBe('none');
  });

  it('re-arms only once no fresh in-stock price is below the threshold', () => {
    expect(alertStep({ threshold: 45, armed: false }, 40)).toBe('none');
    expect(alertStep({ threshold: 45, armed: false }, 45)).toBe('rearm');
    expect(alertStep({ threshold: 45, armed: false }, null)).toBe('rearm');
  });

  it('calls an offer fresh up to 29 Gulf days after its check and stale from the 30th', () => {
    const now = new Date('2026-11-27T21:00:00Z'); // 28 November in Gulf time
    expect(isFresh('2026-11-28', now)).toBe(true);
    expect(isFresh('2026-10-30', now)).toBe(true); // 29 days
    expect(isFresh('2026-10-29', now)).toBe(false); // 30 days
    expect(isFresh(null, now)).toBe(false);
  });
});
