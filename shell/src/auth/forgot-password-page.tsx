import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { forgotPasswordSchema, type ForgotPasswordFormValues } from '@sahha/contracts/schemas';
import { serverMessageOf, type ApiError } from '@sahha/store';
import { Button, useHeadTags } from '@sahha/ui';
import { FormTextField } from '../forms/form-text-field';
import { useValidatedForm } from '../forms/use-validated-form';
import { StyledForm } from './auth-form-layout';
import { useRequestPasswordResetMutation } from './account-email-api';
import { ACCOUNT_EMAIL_PAGE_TEXTS, StyledAccountEmailPage, StyledFormAlert } from './account-email-layout';

/**
 * The answer must not tell whether the address has an account, so every answer shows the same
 * confirmation; only a throttled or unsent request (the user can retry) keeps the form.
 */
function keepsTheForm(error: unknown): boolean {
  const status = (error as ApiError | undefined)?.status;
  return status === 429 || status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

export default function ForgotPasswordPage() {
  useHeadTags({
    title: ACCOUNT_EMAIL_TEXTS.forgotPasswordTitle,
    description: ACCOUNT_EMAIL_TEXTS.forgotPasswordIntro,
    canonicalPath: ACCOUNT_EMAIL_PAGES.forgotPassword,
    meta: { robots: 'noindex' },
  });
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const { formik, onSubmit } = useValidatedForm<ForgotPasswordFormValues>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }) => {
      setFailure(null);
      try {
        await requestReset({ email: email.trim() }).unwrap();
      } catch (error) {
        if (keepsTheForm(error)) {
          setFailure(serverMessageOf(error) ?? ACCOUNT_TEXTS.requestFailed);
          return;
        }
      }
      setSent(true);
    },
  });
  // The form the keyboard was in is gone: focus moves to what replaced it.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <StyledAccountEmailPage>
      <h1>{ACCOUNT_EMAIL_TEXTS.forgotPasswordTitle}</h1>
      {sent ? (
        <>
          <p role="status" tabIndex={-1} ref={confirmation}>
            {ACCOUNT_EMAIL_TEXTS.resetRequested}
          </p>
          <p>
            <Link to="/auth">{ACCOUNT_EMAIL_PAGE_TEXTS.backToSignIn}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{ACCOUNT_EMAIL_TEXTS.forgotPasswordIntro}</p>
          <StyledForm noValidate onSubmit={onSubmit}>
            <FormTextField formik={formik} label={ACCOUNT_EMAIL_PAGE_TEXTS.emailLabel} name="email" type="email" autoComplete="email" />
            {failure ? <StyledFormAlert role="alert">{failure}</StyledFormAlert> : null}
            <Button type="submit" fullWidth disabled={isLoading}>
              {isLoading ? ACCOUNT_EMAIL_TEXTS.forgotPasswordSending : ACCOUNT_EMAIL_TEXTS.forgotPasswordButton}
            </Button>
          </StyledForm>
          <p>
            <Link to="/auth">{ACCOUNT_EMAIL_PAGE_TEXTS.backToSignIn}</Link>
          </p>
        </>
      )}
    </StyledAccountEmailPage>
  );
}
