import { CONTACT_VALIDATION } from '@sahha/contracts';
import { toContactRequest, validateContactForm, type ContactFormValues } from './contact-form-values';

const VALID: ContactFormValues = { name: 'Layla', email: 'layla@example.ae', topic: 'general', message: 'Hello there, team' };

describe('validateContactForm', () => {
  it('accepts a complete form', () => {
    expect(validateContactForm(VALID)).toEqual({});
  });

  it('checks the trimmed bounds the API checks', () => {
    expect(validateContactForm({ ...VALID, name: ' L ' })).toEqual({ name: CONTACT_VALIDATION.name });
    expect(validateContactForm({ ...VALID, name: 'x'.repeat(101) })).toEqual({ name: CONTACT_VALIDATION.name });
    expect(validateContactForm({ ...VALID, email: `${'a'.repeat(250)}@x.ae` })).toEqual({ email: CONTACT_VALIDATION.email });
    for (const email of ['a@b', 'foo@bar', 'foo@bar.c']) expect(validateContactForm({ ...VALID, email })).toEqual({ email: CONTACT_VALIDATION.email });
    expect(validateContactForm({ ...VALID, topic: '' })).toEqual({ topic: CONTACT_VALIDATION.topic });
    expect(validateContactForm({ ...VALID, message: '  123456789  ' })).toEqual({ message: CONTACT_VALIDATION.messageTooShort });
    expect(validateContactForm({ ...VALID, message: 'x'.repeat(2001) })).toEqual({ message: CONTACT_VALIDATION.messageTooLong });
  });
});

describe('toContactRequest', () => {
  it('trims every field and lower-cases the e-mail', () => {
    expect(toContactRequest({ name: ' Layla ', email: ' Layla@X.AE ', topic: 'press', message: ' Hello there, team ' })).toEqual({
      name: 'Layla',
      email: 'layla@x.ae',
      topic: 'press',
      message: 'Hello there, team',
    });
  });
});
