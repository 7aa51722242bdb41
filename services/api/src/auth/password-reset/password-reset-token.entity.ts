import { Entity, Unique } from 'typeorm';

import { AccountTokenColumns } from '../account-token.columns';

/** A password-reset link (issue L). */
@Entity('password_reset_tokens')
@Unique('UQ_password_reset_tokens_token_hash', ['tokenHash'])
export class PasswordResetTokenEntity extends AccountTokenColumns {}
