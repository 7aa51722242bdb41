import { useFormik } from 'formik';
import { AUTH_MESSAGES } from '@sahha/contracts';
import { loginSchema, type LoginFormValues } from '@sahha/contracts/schemas';
import { useLoginMutation } from '@sahha/store';
import { Button, TextInput } from '@sahha/ui';
import { StyledForm } from './auth-form-layout';
import { submitAuth } from './submit-auth';
import { useValidateAfterSubmit } from './use-validate-after-submit';

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
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_MESSAGES.loggingIn : 'Login'}
      </Button>
    </StyledForm>
  );
}
