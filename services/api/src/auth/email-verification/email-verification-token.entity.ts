import { Entity, Unique } from 'typeorm';

import { AccountTokenColumns } from '../account-token.columns';

/** A verification link (issue L), bound to the address it was sent to. */
@Entity('email_verification_tokens')
@Unique('UQ_email_verification_tokens_token_hash', ['tokenHash'])
export class EmailVerificationTokenEntity extends AccountTokenColumns {}
