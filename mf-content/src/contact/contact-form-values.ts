import { CONTACT_EMAIL_MAX_LENGTH, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_NAME_MIN_LENGTH, CONTACT_TOPICS, CONTACT_VALIDATION, type ContactRequest, type ContactTopic } from '@sahha/contracts';
import { isDeliverableEmailAddress } from '@sahha/contracts/account';

/** What the form holds: the topic is '' until the visitor chooses one. */
export interface ContactFormValues {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', topic: '', message: '' };


const isContactTopic = (topic: string): topic is ContactTopic => (CONTACT_TOPICS as readonly string[]).includes(topic);

/** The request the API expects: trimmed, e-mail lower-cased. */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    topic: values.topic as ContactTopic,
    message: values.message.trim(),
  };
}

/** The same rules and messages as POST /api/contact, checked on the trimmed values. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const errors: ContactFormErrors = {};
  if (name.length < CONTACT_NAME_MIN_LENGTH || name.length > CONTACT_NAME_MAX_LENGTH) errors.name = CONTACT_VALIDATION.name;
  if (email.length > CONTACT_EMAIL_MAX_LENGTH || !isDeliverableEmailAddress(email)) errors.email = CONTACT_VALIDATION.email;
  if (!isContactTopic(values.topic)) errors.topic = CONTACT_VALIDATION.topic;
  if (message.length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = CONTACT_VALIDATION.messageTooShort;
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = CONTACT_VALIDATION.messageTooLong;
  return errors;
}
