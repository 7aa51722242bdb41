import { CONTACT_VALIDATION } from '@sahha/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

import { CreateContactMessageDto } from './create-contact-message.dto';

/** What the global ValidationPipe does: transform, then validate with the first error per field. */
async function check(body: object): Promise<{ dto: CreateContactMessageDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(CreateContactMessageDto, body);
  const failures = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return { dto, errors: Object.fromEntries(failures.map(({ property, constraints }) => [property, Object.values(constraints ?? {})])) };
}

const VALID = { name: 'Layla Hassan', email: 'layla@example.com', topic: 'general', message: 'How do I export my data?' };

describe('CreateContactMessageDto', () => {
  it('accepts a complete message', async () => {
    expect((await check(VALID)).errors).toEqual({});
  });

  it('trims the name and message and trims and lower-cases the e-mail', async () => {
    const { dto, errors } = await check({ ...VALID, name: '  Layla  ', email: '  Layla@Example.COM ', message: '  Hello there, team  ' });
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ name: 'Layla', email: 'layla@example.com', message: 'Hello there, team' });
  });

  it.each([undefined, null, '', ' ', ' a ', 'x'.repeat(101), 42, ['Layla']])('refuses the name %j', async (name) => {
    expect((await check({ ...VALID, name })).errors).toEqual({ name: [CONTACT_VALIDATION.name] });
  });

  it('accepts names of 2 and 100 characters', async () => {
    expect((await check({ ...VALID, name: 'Al' })).errors).toEqual({});
    expect((await check({ ...VALID, name: 'x'.repeat(100) })).errors).toEqual({});
  });

  it.each([undefined, '', 'not-an-email', 'a@b', 'foo@bar', 42, ['x@y.ae'], `${'a'.repeat(250)}@x.ae`])('refuses the e-mail %j', async (email) => {
    expect((await check({ ...VALID, email })).errors).toEqual({ email: [CONTACT_VALIDATION.email] });
  });

  it.each([undefined, '', 'General', 'billing', 3, ['general']])('refuses the topic %j', async (topic) => {
    expect((await check({ ...VALID, topic })).errors).toEqual({ topic: [CONTACT_VALIDATION.topic] });
  });

  it('bounds the trimmed message to 10–2,000 characters', async () => {
    expect((await check({ ...VALID, message: 'x'.repeat(10) })).errors).toEqual({});
    expect((await check({ ...VALID, message: ` ${'x'.repeat(2000)} ` })).errors).toEqual({});
    expect((await check({ ...VALID, message: '   short   ' })).errors).toEqual({ message: [CONTACT_VALIDATION.messageTooShort] });
    expect((await check({ ...VALID, message: 'x'.repeat(2001) })).errors).toEqual({ message: [CONTACT_VALIDATION.messageTooLong] });
    expect((await check({ ...VALID, message: { text: 'hello there' } })).errors).toEqual({ message: [CONTACT_VALIDATION.messageTooShort] });
  });

  it('refuses unknown fields', async () => {
    expect(Object.keys((await check({ ...VALID, isAdmin: true })).errors)).toEqual(['isAdmin']);
  });
});
