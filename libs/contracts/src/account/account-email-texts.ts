import { type ACCOUNT_EMAIL_PAGES, PASSWORD_RESET_TOKEN_MINUTES } from '@sahha/contracts';

/**
 * The texts and link helpers of the account e-mails (issue L). A deep entry, not in the contracts
 * index: only the lazy account screens, the forms and the API need them, so they stay out of the
 * first load of `/` (the index is a shared module that ships whole).
 */

/** The link e-mailed for a token: `${base}${page}#token=${token}`. */
export function accountEmailLink(publicBaseUrl: string, page: (typeof ACCOUNT_EMAIL_PAGES)[keyof typeof ACCOUNT_EMAIL_PAGES], token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${page}#token=${encodeURIComponent(token)}`;
}

/** Reads the token back from a page's `location.hash`; null when absent. */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

export const ACCOUNT_EMAIL_TEXTS = {
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordTitle: 'Reset your password',
  forgotPasswordIntro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  forgotPasswordButton: 'Send reset link',
  forgotPasswordSending: 'Sending...',
  resetRequested: `If an account exists for that address, we have sent it a link to reset the password. The link works once, for ${PASSWORD_RESET_TOKEN_MINUTES} minutes.`,
  resetPasswordTitle: 'Choose a new password',
  resetPasswordButton: 'Set new password',
  resetPasswordSaving: 'Saving...',
  passwordResetDone: 'Your password has been changed. Every other device has been signed out.',
  invalidResetLink: 'This reset link is invalid, has already been used or has expired. Ask for a new one.',
  verifyEmailTitle: 'Verify your e-mail address',
  verifying: 'Verifying your e-mail address...',
  emailVerified: 'Your e-mail address is verified. Thank you!',
  invalidVerificationLink: 'This verification link is invalid or has expired. Sign in and send a new one from your account page.',
  verifiedBadge: 'Verified',
  unverifiedBadge: 'Not verified yet',
  unverifiedHint: 'We sent you a link to confirm this address. Until then we cannot help you recover your account.',
  resendVerification: 'Send the link again',
  verificationSent: 'We sent a new verification link. Check your inbox.',
  changeEmailTitle: 'Change e-mail address',
  changeEmailButton: 'Change e-mail',
  changeEmailSaving: 'Saving...',
  emailChanged: 'E-mail address changed. We sent a verification link to the new address.',
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
} as const;

/** Subjects of the messages we send; the bodies are the API's (mail templates). */
export const ACCOUNT_EMAIL_SUBJECTS = {
  passwordReset: 'Reset your Sahha password',
  verifyEmail: 'Confirm your e-mail address for Sahha',
  emailChanged: 'Your Sahha e-mail address was changed',
  passwordChanged: 'Your Sahha password was changed',
} as const;
