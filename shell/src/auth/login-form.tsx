import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { ACCOUNT_EMAIL_PAGES, AUTH_MESSAGES } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';
import { loginSchema, type LoginFormValues } from '@sahha/contracts/schemas';
import { useLoginMutation } from '@sahha/store';
import { Button, TextInput } from '@sahha/ui';
import styled from 'styled-components';
import { StyledForm } from './auth-form-layout';
import { submitAuth } from './submit-auth';
import { useValidateAfterSubmit } from './use-validate-after-submit';

const StyledForgotPasswordLink = styled(Link)`
  justify-self: start;
`;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [login, { isLoading }] = useLoginMutation();
  const { validateOnChange, markSubmitted } = useValidateAfterSubmit();
  const formik = useFormik<LoginFormValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: false,
    validateOnChange,
    onSubmit: (values) =>
      submitAuth(
        () => login({ email: values.email.trim(), password: values.password }).unwrap(),
        { successTitle: AUTH_MESSAGES.loginSuccessTitle, successText: AUTH_MESSAGES.loginSuccessText, failedTitle: AUTH_MESSAGES.loginFailedTitle },
        onSignedIn,
      ),
  });
  const showError = (field: keyof LoginFormValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        markSubmitted();
        formik.handleSubmit(event);
      }}
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={formik.values.email}
        onChange={formik.handleChange}
        error={showError('email')}
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={formik.values.password}
        onChange={formik.handleChange}
        error={showError('password')}
      />
      <StyledForgotPasswordLink to={ACCOUNT_EMAIL_PAGES.forgotPassword}>{ACCOUNT_EMAIL_TEXTS.forgotPasswordLink}</StyledForgotPasswordLink>
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_MESSAGES.loggingIn : 'Login'}
      </Button>
    </StyledForm>
  );
}
