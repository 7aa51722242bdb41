import type { ChangeEmailRequest } from '@sahha/contracts';

import { CurrentPasswordField, EmailField } from './user-fields';

export class ChangeEmailDto implements ChangeEmailRequest {
  @EmailField()
  email!: string;

  @CurrentPasswordField()
  currentPassword!: string;
}
