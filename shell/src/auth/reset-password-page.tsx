import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_EMAIL_PAGES } from '@sahha/contracts';
import { ACCOUNT_TEXTS } from '@sahha/contracts/account';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { resetPasswordSchema, type ResetPasswordFormValues } from '@sahha/contracts/schemas';
import { serverMessageOf, type ApiError } from '@sahha/store';
import { Button, ButtonLink, toast, useHeadTags } from '@sahha/ui';
import { FormTextField } from '../forms/form-text-field';
import { useValidatedForm } from '../forms/use-validated-form';
import { StyledForm } from './auth-form-layout';
import { useConfirmPasswordResetMutation } from './account-email-api';
import { ACCOUNT_EMAIL_PAGE_TEXTS, StyledAccountEmailPage, StyledActions } from './account-email-layout';
import { useTokenFromLink } from './use-token-from-link';

function InvalidResetLink() {
  return (
    <>
      <p role="alert">{ACCOUNT_EMAIL_TEXTS.invalidResetLink}</p>
      <StyledActions>
        <ButtonLink to={ACCOUNT_EMAIL_PAGES.forgotPassword}>{ACCOUNT_EMAIL_PAGE_TEXTS.requestNewLink}</ButtonLink>
        <ButtonLink to="/auth" variant="secondary">
          {ACCOUNT_EMAIL_PAGE_TEXTS.backToSignIn}
        </ButtonLink>
      </StyledActions>
    </>
  );
}

function ResetPasswordForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const { formik, onSubmit } = useValidatedForm<ResetPasswordFormValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async ({ password }, helpers) => {
      try {
        const response = await confirmReset({ token, password }).unwrap();
        if (!response.success || !response.user) throw { data: response };
        toast({ title: ACCOUNT_EMAIL_TEXTS.passwordResetDone, variant: 'success' });
        void navigate('/', { replace: true });
      } catch (error) {
        const message = serverMessageOf(error);
        if (message === ACCOUNT_EMAIL_TEXTS.invalidResetLink) onInvalidLink();
        // A password the policy refuses (too easy to guess, too long) is the field's problem.
        else if ((error as ApiError | undefined)?.status === 400 && message) helpers.setFieldError('password', message);
        else toast({ title: ACCOUNT_TEXTS.requestFailed, description: message ?? ACCOUNT_TEXTS.requestFailed, variant: 'destructive' });
      }
    },
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit}>
      <FormTextField formik={formik} label={ACCOUNT_EMAIL_PAGE_TEXTS.newPasswordLabel} name="password" type="password" autoComplete="new-password" />
      <FormTextField formik={formik} label={ACCOUNT_EMAIL_PAGE_TEXTS.confirmPasswordLabel} name="confirmPassword" type="password" autoComplete="new-password" />
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? ACCOUNT_EMAIL_TEXTS.resetPasswordSaving : ACCOUNT_EMAIL_TEXTS.resetPasswordButton}
      </Button>
    </StyledForm>
  );
}

export default function ResetPasswordPage() {
  useHeadTags({
    title: ACCOUNT_EMAIL_TEXTS.resetPasswordTitle,
    description: 'Choose a new password for your Sahha account.',
    canonicalPath: ACCOUNT_EMAIL_PAGES.resetPassword,
    meta: { robots: 'noindex' },
  });
  const token = useTokenFromLink();
  const [linkRefused, setLinkRefused] = useState(false);

  return (
    <StyledAccountEmailPage>
      <h1>{ACCOUNT_EMAIL_TEXTS.resetPasswordTitle}</h1>
      {token === null || linkRefused ? <InvalidResetLink /> : <ResetPasswordForm token={token} onInvalidLink={() => setLinkRefused(true)} />}
    </StyledAccountEmailPage>
  );
}
