import { type PasswordResetConfirmRequest, type PasswordResetRequest } from '@sahha/contracts';
import { ACCOUNT_EMAIL_TEXTS } from '@sahha/contracts/account';

import { EmailField, PasswordField } from '../../users/dto/user-fields';
import { LinkTokenField } from '../account-email-fields';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @EmailField()
  email!: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @LinkTokenField(ACCOUNT_EMAIL_TEXTS.invalidResetLink)
  token!: string;

  @PasswordField()
  password!: string;
}
