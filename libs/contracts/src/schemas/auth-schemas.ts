import { object, ref, string, type InferType } from 'yup';
import { AUTH_VALIDATION } from '../auth-texts';

/** Spec §5 Login. */
export const loginSchema = object({
  email: string().trim().required(AUTH_VALIDATION.email).email(AUTH_VALIDATION.email),
  password: string().required(AUTH_VALIDATION.password).min(6, AUTH_VALIDATION.password),
});

/** Spec §5 Register; confirmPassword never leaves the browser. */
export const registerSchema = object({
  name: string().trim().required(AUTH_VALIDATION.name).min(2, AUTH_VALIDATION.name).max(100, AUTH_VALIDATION.nameTooLong),
  email: string().trim().required(AUTH_VALIDATION.email).email(AUTH_VALIDATION.email),
  password: string().required(AUTH_VALIDATION.password).min(6, AUTH_VALIDATION.password).max(128, AUTH_VALIDATION.passwordTooLong),
  confirmPassword: string()
    .required(AUTH_VALIDATION.password)
    .min(6, AUTH_VALIDATION.password)
    .oneOf([ref('password')], AUTH_VALIDATION.passwordsMismatch),
});

export type LoginFormValues = InferType<typeof loginSchema>;
export type RegisterFormValues = InferType<typeof registerSchema>;
