import { AUTH_VALIDATION } from '../auth-texts';
import { registerSchema, updateNameSchema } from '../schemas/auth-schemas';
import { isSingleLineName } from './person-name';

describe('a chosen name is one plain line', () => {
  it.each(['Layla\nDemo', 'Layla\r\nReset your password at https://evil.example', 'Tab\there', 'Nul\u0000', 'Line\u2028sep', 'Para\u2029sep', 'evil\u202Egnp.exe', 'iso\u2066late', 'del\u007F', 'c1\u0085'])(
    'refuses %j',
    (name) => {
      expect(isSingleLineName(name)).toBe(false);
    },
  );

  it.each(['Layla Demo', 'ليلى الهاشمي', 'O’Brien-Smith', 'محمد\u200Cرضا', 'Zoë 👩\u200D🔬'])('accepts %j', (name) => {
    expect(isSingleLineName(name)).toBe(true);
  });

  it('gives the forms their message, after the length rules', async () => {
    await expect(updateNameSchema.validate({ name: 'Layla\nDemo' })).rejects.toThrow(AUTH_VALIDATION.nameOneLine);
    await expect(
      registerSchema.validate({ name: 'Layla\u2028Demo', email: 'layla@example.ae', password: 'sunrise-42', confirmPassword: 'sunrise-42' }),
    ).rejects.toThrow(AUTH_VALIDATION.nameOneLine);
    // Trimmed first, as the API does: a trailing line break is not part of the name.
    await expect(updateNameSchema.validate({ name: 'Layla Demo\n' })).resolves.toEqual({ name: 'Layla Demo' });
  });
});
