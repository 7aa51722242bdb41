import { AUTH_MESSAGES, AUTH_VALIDATION } from '@sahha/contracts';
import { registerSchema, type RegisterFormValues } from '@sahha/contracts/schemas';
import { useRegisterMutation } from '@sahha/store';
import { Button } from '@sahha/ui';
import { StyledForm } from './auth-form-layout';
import { submitAuth } from './submit-auth';
import { FormTextField } from '../forms/form-text-field';
import { useValidatedForm } from '../forms/use-validated-form';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [register, { isLoading }] = useRegisterMutation();
  const { formik, onSubmit } = useValidatedForm<RegisterFormValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validationSchema: registerSchema,
    // confirmPassword is a browser-side check only and is never sent.
    onSubmit: ({ name, email, password }, helpers) =>
      submitAuth(
        () => register({ name: name.trim(), email: email.trim(), password }).unwrap(),
        {
          successTitle: AUTH_MESSAGES.registerSuccessTitle,
          successText: AUTH_MESSAGES.registerSuccessText,
          failedTitle: AUTH_MESSAGES.registerFailedTitle,
        },
        onSignedIn,
        // The server's password policy says what is wrong with the password and what to do instead.
        (message) => {
          if (!message.startsWith(AUTH_VALIDATION.passwordTooWeak)) return false;
          helpers.setFieldError('password', message);
          return true;
        },
      ),
  });

  return (
    <StyledForm noValidate onSubmit={onSubmit}>
      <FormTextField formik={formik} label="Full Name" name="name" autoComplete="name" />
      <FormTextField formik={formik} label="Email" name="email" type="email" autoComplete="email" />
      <FormTextField formik={formik} label="Password" name="password" type="password" autoComplete="new-password" />
      <FormTextField formik={formik} label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_MESSAGES.creatingAccount : 'Create Account'}
      </Button>
    </StyledForm>
  );
}
