import { object, ref, string, type InferType } from 'yup';
import { ACCOUNT_TEXTS, AUTH_VALIDATION } from '../auth-texts';

const nameField = string().trim().required(AUTH_VALIDATION.name).min(2, AUTH_VALIDATION.name).max(100, AUTH_VALIDATION.nameTooLong);
const newPasswordField = string()
  .required(AUTH_VALIDATION.password)
  .min(6, AUTH_VALIDATION.password)
  .max(128, AUTH_VALIDATION.passwordTooLong);

/** Spec §5 Login. */
export const loginSchema = object({
  email: string().trim().required(AUTH_VALIDATION.email).email(AUTH_VALIDATION.email),
  password: string().required(AUTH_VALIDATION.password).min(6, AUTH_VALIDATION.password),
});

/** Spec §5 Register; confirmPassword never leaves the browser. */
export const registerSchema = object({
  name: nameField,
  email: string().trim().required(AUTH_VALIDATION.email).email(AUTH_VALIDATION.email),
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

export type UpdateNameFormValues = InferType<typeof updateNameSchema>;
export type ChangePasswordFormValues = InferType<typeof changePasswordSchema>;
export type DeleteAccountFormValues = InferType<typeof deleteAccountSchema>;
