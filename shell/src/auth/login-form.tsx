import { Link } from 'react-router-dom';
import { ACCOUNT_EMAIL_PAGES, AUTH_MESSAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { loginSchema, type LoginFormValues } from '@sahha/contracts/schemas';
import { useLoginMutation } from '@sahha/store';
import { Button } from '@sahha/ui';
import styled from 'styled-components';
import { StyledForm } from './auth-form-layout';
import { submitAuth } from './submit-auth';
import { FormTextField } from '../forms/form-text-field';
import { useValidatedForm } from '../forms/use-validated-form';

const StyledForgotPasswordLink = styled(Link)`
  justify-self: start;
`;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, { isLoading }] = useLoginMutation();
  const { formik, onSubmit } = useValidatedForm<LoginFormValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: (values) =>
      submitAuth(
        () => login({ email: values.email.trim(), password: values.password }).unwrap(),
        { successTitle: AUTH_MESSAGES.loginSuccessTitle, successText: AUTH_MESSAGES.loginSuccessText, failedTitle: AUTH_MESSAGES.loginFailedTitle },
        onSignedIn,
      ),
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit}>
      <FormTextField formik={formik} label="Email" name="email" type="email" autoComplete="email" />
      <FormTextField formik={formik} label="Password" name="password" type="password" autoComplete="current-password" />
      <StyledForgotPasswordLink to={ACCOUNT_EMAIL_PAGES.forgotPassword}>{ACCOUNT_EMAIL_TEXTS.forgotPasswordLink}</StyledForgotPasswordLink>
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_MESSAGES.loggingIn : 'Login'}
      </Button>
    </StyledForm>
  );
}
