import { maskEmail } from './auth-events';

describe('maskEmail', () => {
  it.each([
    ['layla@sahha.ae', 'l***@sahha.ae'],
    ['a@b.co', 'a***@b.co'],
    ['odd"local@part@example.com', 'o***@example.com'],
    ['no-at-sign', '***'],
    ['@missing-local.ae', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
