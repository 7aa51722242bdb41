import { object, ref, string, type InferType } from 'yup';
import { ACCOUNT_TEXTS } from '../account/account-texts';
import { AUTH_VALIDATION } from '../auth-texts';
import { isDeliverableEmailAddress } from '../account/email-address';
import { isSingleLineName } from '../account/person-name';

/** The one e-mail rule (email-address.ts), with the form's own message. */
export const emailAddressField = (message: string = AUTH_VALIDATION.email) =>
  string()
    .trim()
    .required(message)
    .test('deliverable-email', message, (value) => value === undefined || isDeliverableEmailAddress(value));

const nameField = string()
  .trim()
  .required(AUTH_VALIDATION.name)
  .min(2, AUTH_VALIDATION.name)
  .max(100, AUTH_VALIDATION.nameTooLong)
  .test('single-line-name', AUTH_VALIDATION.nameOneLine, (value) => value === undefined || isSingleLineName(value));
const newPasswordField = string()
  .required(AUTH_VALIDATION.password)
  .min(6, AUTH_VALIDATION.password)
  .max(128, AUTH_VALIDATION.passwordTooLong);

/** Login form (docs/requirements.md, "Route: /auth"). */
export const loginSchema = object({
  email: emailAddressField(),
  password: string().required(AUTH_VALIDATION.password).min(6, AUTH_VALIDATION.password),
});

/** Register form (docs/requirements.md, "Route: /auth"); confirmPassword never leaves the browser. */
export const registerSchema = object({
  name: nameField,
  email: emailAddressField(),
  password: newPasswordField,
  confirmPassword: string()
    .required(AUTH_VALIDATION.password)
    .min(6, AUTH_VALIDATION.password)
    .oneOf([ref('password')], AUTH_VALIDATION.passwordsMismatch),
});

export type LoginFormValues = InferType<typeof loginSchema>;
export type RegisterFormValues = InferType<typeof registerSchema>;

export const updateNameSchema = object({
  name: nameField,
});

export const changePasswordSchema = object({
  currentPassword: string().required(AUTH_VALIDATION.password).min(6, AUTH_VALIDATION.password),
  newPassword: newPasswordField,
  confirmPassword: string()
    .required(AUTH_VALIDATION.password)
    .oneOf([ref('newPassword')], AUTH_VALIDATION.passwordsMismatch),
});

export const deleteAccountSchema = object({
  password: string().required(ACCOUNT_TEXTS.passwordRequired),
});

/** Issue L: 'Forgot password?'. */
export const forgotPasswordSchema = object({
  email: emailAddressField(),
});

/** Issue L: the page the reset link opens; the token comes from the link, not the form. */
export const resetPasswordSchema = object({
  password: newPasswordField,
  confirmPassword: string()
    .required(AUTH_VALIDATION.password)
    .oneOf([ref('password')], AUTH_VALIDATION.passwordsMismatch),
});

/** Issue L: a new address must be verified again; the current password proves it is the owner. */
export const changeEmailSchema = object({
  email: emailAddressField(),
  currentPassword: string().required(ACCOUNT_TEXTS.passwordRequired),
});

export type ForgotPasswordFormValues = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordFormValues = InferType<typeof resetPasswordSchema>;
export type ChangeEmailFormValues = InferType<typeof changeEmailSchema>;
export type UpdateNameFormValues = InferType<typeof updateNameSchema>;
export type ChangePasswordFormValues = InferType<typeof changePasswordSchema>;
export type DeleteAccountFormValues = InferType<typeof deleteAccountSchema>;
