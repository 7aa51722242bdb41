import { EMAIL_ADDRESS_MAX_LENGTH, isDeliverableEmailAddress } from './email-address';

describe('isDeliverableEmailAddress', () => {
  it.each([
    'layla@example.ae',
    'Layla.Ahmed+plans@mail.example.co.uk',
    'a@b.co',
    'first_last@sub-domain.example.com',
    'user@example.xn--mgbaam7a8h',
    'ليلى@مثال.امارات',
    'o\'neil@example.org',
    '123@456.io',
  ])('accepts %s', (address) => {
    expect(isDeliverableEmailAddress(address)).toBe(true);
  });

  it.each([
    'a@b',
    'foo@bar',
    'foo@bar.',
    'user@xn--mgbaam7a8h',
    'foo@bar.c',
    'foo@bar.c0m',
    'foo@bar.123',
    'foo@.bar.com',
    'foo@bar..com',
    'foo@-bar.com',
    'foo@bar-.com',
    '@example.com',
    'foo@',
    'foo',
    'foo bar@example.com',
    'foo@exa mple.com',
    'foo@@example.com',
    'foo@bar@example.com',
    ' layla@example.ae',
    '',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', (address) => {
    expect(isDeliverableEmailAddress(address)).toBe(false);
  });

  it('refuses an address longer than the SMTP limit', () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.ae`;
    expect(`x@${domain}`.length).toBeGreaterThan(EMAIL_ADDRESS_MAX_LENGTH);
    expect(isDeliverableEmailAddress(`x@${domain}`)).toBe(false);
  });
});
