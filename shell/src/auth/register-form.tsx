import { useFormik } from 'formik';
import { AUTH_MESSAGES } from '@sahha/contracts';
import { registerSchema, type RegisterFormValues } from '@sahha/contracts/schemas';
import { useRegisterMutation } from '@sahha/store';
import { Button, TextInput } from '@sahha/ui';
import { StyledForm } from './auth-form-layout';
import { submitAuth } from './submit-auth';
import { useValidateAfterSubmit } from './use-validate-after-submit';

export function RegisterForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [register, { isLoading }] = useRegisterMutation();
  const { validateOnChange, markSubmitted } = useValidateAfterSubmit();
  const formik = useFormik<RegisterFormValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validationSchema: registerSchema,
    validateOnBlur: false,
    validateOnChange,
    // confirmPassword is a browser-side check only and is never sent.
    onSubmit: ({ name, email, password }) =>
      submitAuth(
        () => register({ name: name.trim(), email: email.trim(), password }).unwrap(),
        {
          successTitle: AUTH_MESSAGES.registerSuccessTitle,
          successText: AUTH_MESSAGES.registerSuccessText,
          failedTitle: AUTH_MESSAGES.registerFailedTitle,
        },
        onSignedIn,
      ),
  });
  const showError = (field: keyof RegisterFormValues) => (formik.submitCount > 0 ? formik.errors[field] : undefined);

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        markSubmitted();
        formik.handleSubmit(event);
      }}
    >
      <TextInput label="Full Name" name="name" autoComplete="name" value={formik.values.name} onChange={formik.handleChange} error={showError('name')} />
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
        autoComplete="new-password"
        value={formik.values.password}
        onChange={formik.handleChange}
        error={showError('password')}
      />
      <TextInput
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={formik.values.confirmPassword}
        onChange={formik.handleChange}
        error={showError('confirmPassword')}
      />
      <Button type="submit" fullWidth disabled={isLoading}>
        {isLoading ? AUTH_MESSAGES.creatingAccount : 'Create Account'}
      </Button>
    </StyledForm>
  );
}
