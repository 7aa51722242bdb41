import { Injectable } from '@nestjs/common';
import { AUTH_VALIDATION } from '@sahha/contracts';

import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the hashing work an attacker can ask for; argon2 itself accepts any length. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: AUTH_VALIDATION.password,
  tooLong: AUTH_VALIDATION.passwordTooLong,
  tooCommon: AUTH_VALIDATION.passwordTooCommon,
} as const;

const COMMON = new Set(COMMON_PASSWORDS);

/** The rules of docs/requirements.md, "Route: /auth" plus a breached-password check, shared by register and password change. */
@Injectable()
export class PasswordPolicy {
  /** The reason the password is refused, or null when it is acceptable. */
  check(password: string): string | null {
    if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
    if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
    if (COMMON.has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
    return null;
  }
}
