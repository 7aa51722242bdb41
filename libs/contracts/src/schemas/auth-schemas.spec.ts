import { AUTH_VALIDATION } from '../auth-texts';
import { ACCOUNT_TEXTS } from '../account/account-texts';
import { changeEmailSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth-schemas';

async function errorsOf(schema: { validate(values: object, options: object): Promise<unknown> }, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('loginSchema', () => {
  it('accepts a valid e-mail and a 6-character password', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.ae', password: '123456' })).toEqual({});
  });

  it('gives the required messages', async () => {
    expect(await errorsOf(loginSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: AUTH_VALIDATION.email,
      password: AUTH_VALIDATION.password,
    });
  });
});

describe('e-mail fields (issue L: a dotted domain)', () => {
  it.each(['a@b', 'foo@bar', 'foo@bar.c'])('refuses %s in every form that takes an address', async (email) => {
    expect(await errorsOf(loginSchema, { email, password: '123456' })).toEqual({ email: AUTH_VALIDATION.email });
    expect(await errorsOf(registerSchema, { name: 'Layla', email, password: 'sunrise-42', confirmPassword: 'sunrise-42' })).toEqual({
      email: AUTH_VALIDATION.email,
    });
    expect(await errorsOf(forgotPasswordSchema, { email })).toEqual({ email: AUTH_VALIDATION.email });
    expect(await errorsOf(changeEmailSchema, { email, currentPassword: 'x' })).toEqual({ email: AUTH_VALIDATION.email });
  });

  it('trims before checking', async () => {
    expect(await errorsOf(forgotPasswordSchema, { email: '  layla@example.ae ' })).toEqual({});
  });
});

describe('resetPasswordSchema and changeEmailSchema', () => {
  it('puts a mismatch on confirmPassword', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: 'sunrise-42', confirmPassword: 'sunrise-43' })).toEqual({
      confirmPassword: AUTH_VALIDATION.passwordsMismatch,
    });
  });

  it('asks for the current password to change the address', async () => {
    expect(await errorsOf(changeEmailSchema, { email: 'layla@example.ae', currentPassword: '' })).toEqual({
      currentPassword: ACCOUNT_TEXTS.passwordRequired,
    });
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Layla', email: 'layla@example.ae', password: 'sunrise-42', confirmPassword: 'sunrise-42' };

  it('accepts a valid form', async () => {
    expect(await errorsOf(registerSchema, valid)).toEqual({});
  });

  it('requires a 2-character name after trimming', async () => {
    expect(await errorsOf(registerSchema, { ...valid, name: ' L ' })).toEqual({ name: AUTH_VALIDATION.name });
  });

  it('puts the mismatch on confirmPassword', async () => {
    expect(await errorsOf(registerSchema, { ...valid, confirmPassword: 'sunrise-43' })).toEqual({
      confirmPassword: AUTH_VALIDATION.passwordsMismatch,
    });
  });

  it('checks the confirmation length too', async () => {
    expect(await errorsOf(registerSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: AUTH_VALIDATION.password,
      confirmPassword: AUTH_VALIDATION.password,
    });
  });
});
