import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';

/** `layla@sahha.ae` → `l***@sahha.ae`: enough to spot an attack pattern, not to identify a person. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** Security audit trail of the account calls: who did what from where, never a password. */
@Injectable()
export class AuthEvents {
  constructor(@InjectPinoLogger('AuthEvents') private readonly logger: PinoLogger) {}

  registered(userId: number, ip: string | undefined): void {
    this.logger.info({ event: 'auth.register', userId, ip }, 'account registered');
  }

  loginSucceeded(userId: number, ip: string | undefined): void {
    this.logger.info({ event: 'auth.login', userId, ip }, 'login succeeded');
  }

  loginFailed(email: string, ip: string | undefined): void {
    this.logger.warn({ event: 'auth.login_failed', email: maskEmail(email), ip }, 'login failed');
  }

  loggedOut(userId: number | undefined, ip: string | undefined): void {
    this.logger.info({ event: 'auth.logout', userId, ip }, 'logged out');
  }

  passwordChanged(userId: number, ip: string | undefined, endedSessions: number): void {
    this.logger.info({ event: 'auth.password_change', userId, ip, endedSessions }, 'password changed');
  }

  passwordChangeFailed(userId: number, ip: string | undefined): void {
    this.logger.warn({ event: 'auth.password_change_failed', userId, ip }, 'password change refused');
  }

  accountDeleted(userId: number, ip: string | undefined): void {
    this.logger.info({ event: 'auth.account_delete', userId, ip }, 'account deleted');
  }

  passwordResetRequested(userId: number | undefined, ip: string | undefined): void {
    // userId undefined: no account has the address; the answer to the visitor was the same.
    this.logger.info({ event: 'auth.password_reset_request', userId, ip }, 'password reset requested');
  }

  passwordReset(userId: number, ip: string | undefined, endedSessions: number): void {
    this.logger.info({ event: 'auth.password_reset', userId, ip, endedSessions }, 'password reset through an e-mailed link');
  }

  emailVerified(userId: number): void {
    this.logger.info({ event: 'auth.email_verified', userId }, 'e-mail address verified');
  }

  emailChanged(userId: number, ip: string | undefined): void {
    this.logger.info({ event: 'auth.email_change', userId, ip }, 'e-mail address changed');
  }

  adminGranted(userId: number, source: string): void {
    this.logger.info({ event: 'auth.admin_grant', userId, source }, 'admin role granted');
  }
}
