import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_MESSAGES, PasswordPolicy } from './password-policy';

describe('PasswordPolicy', () => {
  const policy = new PasswordPolicy();

  it('accepts a long uncommon password, such as the demo one', () => {
    expect(policy.check('SahhaDemo!2026')).toBeNull();
    expect(policy.check('correct horse battery staple')).toBeNull();
  });

  it('refuses passwords shorter than 6 or longer than 128 characters', () => {
    expect(policy.check('a1b2c')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(policy.check('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(policy.check('Ab1!'.repeat(32))).toBeNull();
  });

  it.each(['password', 'Password1', 'QWERTY123', '123456789', 'iloveyou', 'Summer2024', 'sahha123'])(
    'refuses the common password %s whatever its case',
    (password) => {
      expect(policy.check(password)).toBe(PASSWORD_MESSAGES.tooCommon);
    },
  );

  it('ships more than 1,000 distinct lower-case entries of a length the other rules allow', () => {
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect(entry.length).toBeGreaterThanOrEqual(6);
    }
  });
});
