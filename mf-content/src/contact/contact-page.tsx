import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_PRIVACY_EMAIL,
  CONTACT_SUPPORT_EMAIL,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
} from '@sahha/contracts';
import { Button, Container, Field, TextArea, TextInput } from '@sahha/ui';
import { Select } from '@sahha/ui/select';
import { useFormSending } from '../shared/use-form-sending';
import { useHeadTags } from '../shared/use-head-tags';
import { StyledForm, StyledFormCard, StyledPage, StyledPageHeader, StyledThankYou } from '../shared/page-layout';
import { useSendContactMessageMutation } from './contact-api';
import { EMPTY_CONTACT_FORM, toContactRequest, validateContactForm, type ContactFormErrors, type ContactFormValues } from './contact-form-values';

export const CONTACT_TEXTS = {
  heading: 'Contact us',
  intro: 'Questions about Sahha, your account or your data? Write to us and a person from the team will answer.',
  topicPlaceholder: 'Choose a topic',
  submit: 'Send message',
  submitting: 'Sending...',
  thankYou: "Thank you — we'll reply within two working days.",
  failureTitle: 'Message not sent',
  failureDescription: 'Please try again later',
} as const;

const StyledAddresses = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  list-style: none;
`;

/** Validation shows on the first submit, then follows every change. */
function useContactForm() {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [attempted, setAttempted] = useState(false);

  const change = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactForm(next));
  };

  const check = (): boolean => {
    const found = validateContactForm(values);
    setAttempted(true);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { values, errors, change, check };
}

/** /contact (docs/requirements.md, "Route: /contact"). */
export default function ContactPage() {
  useHeadTags({
    title: 'Contact us | Sahha',
    canonicalPath: '/contact',
    meta: [{ name: 'description', content: 'Questions about Sahha, your account or your data? Send the Sahha team a message.' }],
  });
  const [sendMessage, { isLoading }] = useSendContactMessageMutation();
  const { values, errors, change, check } = useContactForm();
  const { sent, submit } = useFormSending(sendMessage, {
    logLabel: 'Contact message failed',
    title: CONTACT_TEXTS.failureTitle,
    description: CONTACT_TEXTS.failureDescription,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check()) return;
    await submit(toContactRequest(values));
  };

  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <h1>{CONTACT_TEXTS.heading}</h1>
          <p>{CONTACT_TEXTS.intro}</p>
        </StyledPageHeader>
        <StyledAddresses>
          <li>
            Support: <a href={`mailto:${CONTACT_SUPPORT_EMAIL}`}>{CONTACT_SUPPORT_EMAIL}</a>
          </li>
          <li>
            Privacy and your data: <a href={`mailto:${CONTACT_PRIVACY_EMAIL}`}>{CONTACT_PRIVACY_EMAIL}</a>
          </li>
        </StyledAddresses>
        <StyledFormCard>
          {sent ? (
            <StyledThankYou role="status">{CONTACT_TEXTS.thankYou}</StyledThankYou>
          ) : (
            <StyledForm noValidate onSubmit={onSubmit} aria-label="Contact form">
              <TextInput
                label="Name"
                autoComplete="name"
                value={values.name}
                onChange={(event) => change('name', event.target.value)}
                error={errors.name}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(event) => change('email', event.target.value)}
                error={errors.email}
              />
              <Field label="Topic" error={errors.topic}>
                {(control) => (
                  <Select
                    {...control}
                    value={values.topic}
                    onChange={(event) => change('topic', event.target.value as ContactFormValues['topic'])}
                  >
                    <option value="">{CONTACT_TEXTS.topicPlaceholder}</option>
                    {CONTACT_TOPICS.map((topic) => (
                      <option key={topic} value={topic}>
                        {CONTACT_TOPIC_LABELS[topic]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <TextArea
                label="Message"
                rows={6}
                value={values.message}
                onChange={(event) => change('message', event.target.value)}
                hint={`${values.message.length} / ${CONTACT_MESSAGE_MAX_LENGTH} characters`}
                error={errors.message}
              />
              <div>
                <Button type="submit" disabled={isLoading}>
                  {isLoading ? CONTACT_TEXTS.submitting : CONTACT_TEXTS.submit}
                </Button>
              </div>
            </StyledForm>
          )}
        </StyledFormCard>
      </Container>
    </StyledPage>
  );
}
