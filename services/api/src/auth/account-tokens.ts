import { createHash, randomBytes } from 'node:crypto';

import { type EntityManager, type FindOptionsWhere, IsNull, type QueryDeepPartialEntity, type Repository } from 'typeorm';

import type { AccountTokenColumns } from './account-token.columns';
import { EmailVerificationTokenEntity } from './email-verification/email-verification-token.entity';
import { PasswordResetTokenEntity } from './password-reset/password-reset-token.entity';

/**
 * The secrets of password-reset and verification links: 32 random bytes, base64url (43 characters,
 * safe in a URL fragment). Only the SHA-256 is stored, so a leaked database holds no usable link;
 * a plain hash suffices because the token has 256 bits of entropy (nothing to brute-force).
 */
export interface IssuedToken {
  token: string;
  hash: string;
}

const TOKEN_BYTES = 32;

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueAccountToken(): IssuedToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

/** What decides whether a stored link still works. */
type TokenLifetime = Pick<AccountTokenColumns, 'expiresAt' | 'usedAt'>;

export function isTokenUsable(row: TokenLifetime, now: Date = new Date()): boolean {
  return row.usedAt === null && row.expiresAt.getTime() > now.getTime();
}

export function expiryAfter(minutes: number, now: Date = new Date()): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** The row of `token` if its link still works (not used, not expired), else null. */
export async function findUsableToken<T extends AccountTokenColumns>(repository: Repository<T>, token: string): Promise<T | null> {
  const row = await repository.findOneBy({ tokenHash: hashAccountToken(token) } as FindOptionsWhere<T>);
  return row !== null && isTokenUsable(row) ? row : null;
}

/** A link proves only the address it was mailed to: once the account has left that address, it proves nothing. */
export function isForCurrentAddress(row: Pick<AccountTokenColumns, 'email'>, account: { email: string }): boolean {
  return row.email === account.email;
}

/**
 * Every pending (unused) link of the account stops working: called, in the same transaction, by
 * every change of the address or the password, so no link mailed before the change can undo it
 * or sign anyone in afterwards (issue Q). Used links stay as the export's history.
 */
export async function voidPendingAccountTokens(manager: EntityManager, userId: number): Promise<void> {
  for (const table of [PasswordResetTokenEntity, EmailVerificationTokenEntity]) {
    await manager.delete(table, { userId, usedAt: IsNull() });
  }
}

/**
 * Uses the token up: one UPDATE ... WHERE used_at IS NULL, which changes the row for exactly one
 * of two requests racing with the same link; the loser gets false.
 */
export async function claimToken<T extends AccountTokenColumns>(repository: Repository<T>, row: T, now: Date = new Date()): Promise<boolean> {
  const result = await repository
    .createQueryBuilder()
    .update()
    .set({ usedAt: now } as unknown as QueryDeepPartialEntity<T>)
    .where('id = :id', { id: row.id })
    .andWhere('used_at IS NULL')
    .execute();
  return result.affected === 1;
}
