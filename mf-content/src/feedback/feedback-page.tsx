import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FEEDBACK_COMMENT_MAX_LENGTH, PAGE_HEADINGS } from '@sahha/contracts';
import { isDeliverableEmailAddress } from '@sahha/contracts/account';
import { Badge, Button, Container, StarRating, TextArea, TextInput } from '@sahha/ui';
import { useFormSending } from '../shared/use-form-sending';
import { useHeadTags } from '../shared/use-head-tags';
import { StyledForm, StyledFormCard, StyledPage, StyledPageHeader, StyledThankYou } from '../shared/page-layout';
import { useSubmitFeedbackMutation } from './feedback-api';

export const FEEDBACK_TEXTS = {
  ratingRequired: 'Please choose a rating from 1 to 5',
  invalidEmail: 'Please enter a valid e-mail address, or leave it empty',
  submit: 'Submit Feedback',
  submitting: 'Submitting...',
  thankYou: 'Thank you! We got your feedback and are already brewing improvements',
  failureTitle: 'Submission failed',
  failureDescription: 'Please try again later',
} as const;

export const COMMENT_MAX_LENGTH = FEEDBACK_COMMENT_MAX_LENGTH;

const StyledRatingGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const StyledGroupLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export default function FeedbackPage() {
  useHeadTags({
    title: 'Beta feedback | Sahha',
    canonicalPath: '/feedback',
    meta: [{ name: 'description', content: 'Tell us how Sahha works for you: rate your experience and share ideas.' }],
  });
  const [submitFeedback, { isLoading }] = useSubmitFeedbackMutation();
  const { sent, submit } = useFormSending(submitFeedback, {
    logLabel: 'Feedback submission failed',
    title: FEEDBACK_TEXTS.failureTitle,
    description: FEEDBACK_TEXTS.failureDescription,
  });
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState('');
  const [ratingError, setRatingError] = useState(false);
  const [emailError, setEmailError] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    const ratingMissing = rating < 1 || rating > 5;
    const emailInvalid = trimmedEmail !== '' && !isDeliverableEmailAddress(trimmedEmail);
    setRatingError(ratingMissing);
    setEmailError(emailInvalid);
    if (ratingMissing || emailInvalid) return;

    await submit({ rating, comment: comment.trim(), email: trimmedEmail });
  };

  return (
    <StyledPage>
      <Container>
        <StyledPageHeader>
          <Badge tone="accent">Beta</Badge>
          <h1>{PAGE_HEADINGS.feedback}</h1>
          <p>
            Sahha is in beta and we are building it in public. Every rating and comment is read by the team and
            shapes what we fix and build next.
          </p>
        </StyledPageHeader>
        <StyledFormCard>
          {sent ? (
            <StyledThankYou role="status">{FEEDBACK_TEXTS.thankYou}</StyledThankYou>
          ) : (
            <StyledForm noValidate onSubmit={onSubmit} aria-label="Feedback form">
              <StyledRatingGroup>
                <StyledGroupLabel aria-hidden="true">Overall rating (required)</StyledGroupLabel>
                <StarRating
                  label="Overall rating"
                  value={rating}
                  onChange={(value) => {
                    setRating(value);
                    setRatingError(false);
                  }}
                />
                {ratingError ? <StyledError role="alert">{FEEDBACK_TEXTS.ratingRequired}</StyledError> : null}
              </StyledRatingGroup>
              <TextArea
                label="Comments (optional)"
                rows={4}
                maxLength={COMMENT_MAX_LENGTH}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                hint={`${comment.length} / ${COMMENT_MAX_LENGTH} characters`}
                placeholder="What works well? What should we improve?"
              />
              <TextInput
                label="E-mail (optional)"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailError(false);
                }}
                error={emailError ? FEEDBACK_TEXTS.invalidEmail : undefined}
                hint="Only if you would like us to follow up."
              />
              <div>
                <Button type="submit" disabled={isLoading}>
                  {isLoading ? FEEDBACK_TEXTS.submitting : FEEDBACK_TEXTS.submit}
                </Button>
              </div>
            </StyledForm>
          )}
        </StyledFormCard>
      </Container>
    </StyledPage>
  );
}
