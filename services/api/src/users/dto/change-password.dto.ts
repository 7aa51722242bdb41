import type { ChangePasswordRequest } from '@sahha/contracts';

import { CurrentPasswordField, PasswordField } from './user-fields';

export class ChangePasswordDto implements ChangePasswordRequest {
  @CurrentPasswordField()
  currentPassword!: string;

  @PasswordField()
  newPassword!: string;
}
