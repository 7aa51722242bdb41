import { AUTH_VALIDATION } from '../auth-texts';
import { loginSchema, registerSchema } from './auth-schemas';

async function errorsOf(schema: typeof loginSchema | typeof registerSchema, values: object) {
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

  it('gives the spec messages', async () => {
    expect(await errorsOf(loginSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: AUTH_VALIDATION.email,
      password: AUTH_VALIDATION.password,
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
