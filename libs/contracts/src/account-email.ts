/**
 * Password reset, e-mail verification and e-mail change (issue L): the API paths, the pages the
 * e-mailed links open, the request shapes and the texts both sides show. The token travels in the
 * link's fragment (`#token=…`), so it never reaches a server log, a proxy or a Referer header; the
 * page reads it and posts it.
 */
export const ACCOUNT_EMAIL_API = {
  requestPasswordReset: '/api/password-reset/request',
  confirmPasswordReset: '/api/password-reset/confirm',
  confirmEmailVerification: '/api/email-verification/confirm',
  resendEmailVerification: '/api/email-verification/resend',
  changeEmail: '/api/account/email',
} as const;

export const ACCOUNT_EMAIL_PAGES = {
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
} as const;

/** A password-reset link works this long, once. */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;
/** A verification link works this long (it only proves the mailbox; a new one can be sent any time). */
export const EMAIL_VERIFICATION_TOKEN_HOURS = 48;

/** POST password-reset/request: answered the same whether or not the address has an account. */
export interface PasswordResetRequest {
  email: string;
}

/** POST password-reset/confirm: sets the password, ends every other session, signs this browser in (AuthResponse). */
export interface PasswordResetConfirmRequest {
  token: string;
  password: string;
}

/** POST email-verification/confirm: works signed in or out; answers CurrentUserResponse-like `{ success, user|null }`. */
export interface EmailVerificationConfirmRequest {
  token: string;
}

/** PATCH account/email: the new address must be verified again; answers AuthResponse with the updated user. */
export interface ChangeEmailRequest {
  email: string;
  currentPassword: string;
}
