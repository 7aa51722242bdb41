import { FEEDBACK_VALIDATION } from '@sahha/contracts';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

import { CreateFeedbackDto } from './create-feedback.dto';

/** What the global ValidationPipe does: transform, then validate with the first error per field. */
async function check(body: object): Promise<{ dto: CreateFeedbackDto; errors: Record<string, string[]> }> {
  const dto = plainToInstance(CreateFeedbackDto, body);
  const failures = await validate(dto, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return { dto, errors: Object.fromEntries(failures.map(({ property, constraints }) => [property, Object.values(constraints ?? {})])) };
}

describe('CreateFeedbackDto', () => {
  it('accepts a rating alone', async () => {
    expect((await check({ rating: 4 })).errors).toEqual({});
  });

  it('trims the comment and trims and lower-cases the e-mail', async () => {
    const { dto, errors } = await check({ rating: 5, comment: '  Lovely  ', email: '  Layla@Example.COM ' });
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ comment: 'Lovely', email: 'layla@example.com' });
  });

  it.each([{ email: '' }, { email: '   ' }, { email: null }, { comment: '' }, { comment: null }])('accepts the empty field %j', async (fields) => {
    expect((await check({ rating: 1, ...fields })).errors).toEqual({});
  });

  it.each([undefined, null, 0, 6, 4.5, '5', [5], true])('refuses the rating %j', async (rating) => {
    expect((await check({ rating })).errors).toEqual({ rating: [FEEDBACK_VALIDATION.rating] });
  });

  it.each(['not-an-email', 'a@b', 'foo@bar', 42, ['x@y.ae'], `${'a'.repeat(250)}@x.ae`])('refuses the e-mail %j', async (email) => {
    expect((await check({ rating: 3, email })).errors).toEqual({ email: [FEEDBACK_VALIDATION.email] });
  });

  it('allows a 2,000-character comment and refuses a longer one or a non-string', async () => {
    expect((await check({ rating: 3, comment: 'x'.repeat(2000) })).errors).toEqual({});
    expect((await check({ rating: 3, comment: ` ${'x'.repeat(2000)} ` })).errors).toEqual({});
    expect((await check({ rating: 3, comment: 'x'.repeat(2001) })).errors).toEqual({ comment: [FEEDBACK_VALIDATION.commentTooLong] });
    expect((await check({ rating: 3, comment: { text: 'hi' } })).errors).toEqual({ comment: [FEEDBACK_VALIDATION.comment] });
  });

  it('refuses unknown fields', async () => {
    expect(Object.keys((await check({ rating: 3, name: 'Layla' })).errors)).toEqual(['name']);
  });
});
