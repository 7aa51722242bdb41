import { type EmailVerificationConfirmRequest } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';

import { LinkTokenField } from '../account-email-fields';

export class EmailVerificationConfirmDto implements EmailVerificationConfirmRequest {
  @LinkTokenField(ACCOUNT_EMAIL_TEXTS.invalidVerificationLink)
  token!: string;
}
